import Foundation
import GRDB

/// Builds a new index file from a content folder: one row per symbol (its binary model as
/// the payload), the availability rows the queries filter on, the class hierarchy for
/// member lookup, an FTS5 table for full-text search, every diagnostic, and the stamp and
/// `PublicFacts` signature of every content file, which incremental updates compare.
///
/// Every file is parsed on all cores; then chunks of symbols are resolved, checked and
/// encoded on all cores while this thread writes the finished chunks in order. Link
/// resolution and the checks read only identities (`Symbol.identity`), so a chunk's bodies
/// are released as soon as its rows are written.
enum IndexWriter {
    /// Symbols per chunk of work.
    static let chunkSize = 512

    static func build(_ folder: ContentFolder, manifest: ContentManifest, to url: URL) throws {
        let (pages, translations) = FileParser.separateTranslations(manifest.files)
        var diagnostics = DiagnosticBag()
        let configuration = LibraryConfiguration.load(from: folder, diagnostics: &diagnostics)
        var parsed = folder.parseAll(pages)
        let files = parsed.map { ContentFile(relativePath: $0.relativePath, path: $0.path, signature: $0.signature) }
        var symbols = ReferenceLibrary.collect(parsed, diagnostics: &diagnostics)
        parsed = []
        let resolver = LinkResolver(table: SymbolTable(symbols.map(\.identity)))
        let chunkCount = (symbols.count + chunkSize - 1) / chunkSize
        let chunks = ResultSlots<[Symbol]>(count: chunkCount)
        for (index, start) in stride(from: 0, to: symbols.count, by: chunkSize).enumerated() {
            chunks[index] = Array(symbols[start ..< min(symbols.count, start + chunkSize)])
        }
        symbols = []
        let relativePaths = Dictionary(files.map { ($0.path, $0.relativePath) }, uniquingKeysWith: { first, _ in first })

        try write(to: url) { db, rows in
            var rowid = 0
            try OrderedPipeline.run(count: chunkCount, window: 2 * ProcessInfo.processInfo.activeProcessorCount + 2, produce: { index -> ([IndexRow], [Diagnostic]) in
                let (resolved, found) = ReferenceLibrary.finish(chunks.take(index) ?? [], resolver: resolver, configuration: configuration)
                return (resolved.map { IndexRow($0, file: relativePaths[$0.location.path] ?? "") }, found)
            }, consume: { (made: [IndexRow], found: [Diagnostic]) in
                for row in made {
                    rowid += 1
                    try rows.insert(row, rowid: rowid)
                }
                diagnostics.append(contentsOf: found)
            })
            try db.execute(sql: IndexSchema.indexes)
            for diagnostic in ReferenceLibrary.reportOrder(diagnostics.diagnostics) {
                try rows.insert(diagnostic, file: relativePaths[diagnostic.location.path] ?? "")
            }
            let signatures = Dictionary(files.map { ($0.relativePath, $0.signature) }, uniquingKeysWith: { first, _ in first })
            for file in manifest.files + [LibraryConfiguration.fileName] {
                try db.execute(sql: "INSERT INTO file VALUES (?, ?, ?)", arguments: [file, manifest.stamps[file] ?? "-", signatures[file] ?? ""])
            }
            for (directory, stamp) in manifest.directories {
                try db.execute(sql: "INSERT INTO directory VALUES (?, ?)", arguments: [directory, stamp])
            }
            let meta = [
                "format": ContentManifest.formatVersion, "displayPath": folder.displayPath,
                "title": configuration.title, "files": String(files.count), "translations": String(translations.count),
            ]
            for (key, value) in meta {
                try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [key, value])
            }
        }
    }

    /// A new file with the tables, filled by `body` in one transaction.
    private static func write(to url: URL, _ body: (Database, IndexRows) throws -> Void) throws {
        try? FileManager.default.removeItem(at: url)
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A new file that is renamed into place only when complete needs no journal and
            // no syncing on the way; bigger pages hold payloads with fewer overflow pages.
            try db.execute(sql: "PRAGMA page_size = 8192; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -65536")
        }
        let queue = try DatabaseQueue(path: url.path, configuration: configuration)
        try queue.write { db in
            try db.execute(sql: IndexSchema.tables)
            try body(db, try IndexRows(db))
        }
        try queue.close()
    }
}
