import APIRefCore
import APIRefProcess
import Foundation
internal import GRDB

/// Builds a new index file from a content folder: one row per symbol (its binary model as
/// the payload), the availability rows the queries filter on, the class hierarchy for
/// member lookup, every diagnostic, and the stamp and `PublicFacts` signature of every
/// content file, which incremental updates compare; and beside it the search file
/// (`SearchFile`), an FTS5 table written at the same time on another thread.
///
/// Every file is parsed on all cores, and its symbols are parked on disk (`SpillFile`)
/// as soon as it is parsed: only their identities (`Symbol.identity`) stay in memory, which
/// is all that link resolution and the checks read of other symbols. Then chunks of
/// symbols are read back, resolved, checked and encoded on all cores while this thread
/// writes the finished chunks in order, handing their full-text entries to the search writer.
enum IndexWriter {
    /// Symbols per chunk of work.
    static let chunkSize = 512

    /// Writes the index to `url` and its search file to `searchURL`.
    static func build(_ folder: ContentFolder, manifest: ContentManifest, to url: URL, searchURL: URL) throws {
        let (pages, translations) = FileParser.separateTranslations(manifest.files)
        var diagnostics = DiagnosticBag()
        let configuration = LibraryConfiguration.load(from: folder, diagnostics: &diagnostics)
        let spill = try SpillFile(beside: url)
        ProgressLine.begin("indexing files", total: pages.count)
        defer { ProgressLine.end() }
        var spilled = try pages.concurrentMap { page in
            defer { ProgressLine.advance() }
            return try SpilledFile(folder.parse(page, unmarked: configuration.unmarkedAvailability), into: spill)
        }
        let files = spilled.map(\.content)
        var collected: [SpillFile.Entry] = []
        collected.reserveCapacity(spilled.reduce(0) { $0 + $1.entries.count })
        for file in spilled { collected += file.entries }
        let entries = collected
        let fileDiagnostics = spilled.map(\.diagnostics)
        // Moved file by file, so that no two copies of every identity are alive at once.
        var identities: [Symbol] = []
        identities.reserveCapacity(entries.count)
        for index in spilled.indices {
            identities += spilled[index].identities
            spilled[index].identities = []
        }
        spilled = []
        // The parse's transient trees and the files' own identity arrays are freed now, in
        // pages jemalloc would keep for seconds while the tables below grow beside them.
        FreedMemory.returnToTheSystem()
        let kept = ReferenceLibrary.keptPositions(identities, fileDiagnostics: fileDiagnostics, diagnostics: &diagnostics)
        let resolver = LinkResolver(table: SymbolTable(kept.count == identities.count ? identities : kept.map { identities[$0] }))
        identities = []
        FreedMemory.returnToTheSystem()
        let chunkCount = (kept.count + chunkSize - 1) / chunkSize
        let relativePaths = Dictionary(files.map { ($0.path, $0.relativePath) }, uniquingKeysWith: { first, _ in first })
        let translated = TranslationSearch(folder, translations: translations)

        let build = UUID().uuidString
        let search = try SearchWriter(url: searchURL, build: build)
        do {
            try write(to: url) { db, rows in
                var rowid = 0
                try OrderedPipeline.run(
                    count: chunkCount, window: 2 * ProcessInfo.processInfo.activeProcessorCount + 2,
                    produce: { index in
                        Result { () throws -> ([IndexRow], [Diagnostic]) in
                            let positions = kept[index * chunkSize..<min(kept.count, (index + 1) * chunkSize)]
                            let symbols = try positions.map { try spill.symbol(at: entries[$0]) }
                            let (resolved, found) = ReferenceLibrary.finish(symbols, resolver: resolver, configuration: configuration)
                            return (
                                resolved.map { symbol in
                                    let file = relativePaths[symbol.location.path] ?? ""
                                    var row = IndexRow(symbol, file: file)
                                    if !translated.isEmpty { row.search = translated.adding(to: row.search, symbol: symbol, file: file) }
                                    return row
                                }, found
                            )
                        }
                    },
                    consume: { result in
                        let (made, found) = try result.get()
                        var texts: SearchWriter.Batch = []
                        texts.reserveCapacity(made.count)
                        for row in made {
                            rowid += 1
                            try rows.insert(row, rowid: rowid)
                            texts.append((rowid, row.search))
                        }
                        search.append(texts)
                        diagnostics.append(contentsOf: found)
                    })
                // SQLite sorts each new index with helper threads when allowed: these sorts
                // are the build's last step, with every other thread done.
                try db.execute(sql: "PRAGMA threads = \(ProcessInfo.processInfo.activeProcessorCount)")
                try db.execute(sql: IndexSchema.indexes)
                diagnostics.append(contentsOf: try HistoryTable.write(db, folder: folder))
                for diagnostic in ReferenceLibrary.reportOrder(folder.pinpoint(diagnostics.diagnostics)) {
                    try rows.insert(diagnostic, file: relativePaths[diagnostic.location.path] ?? "")
                }
                let signatures = Dictionary(files.map { ($0.relativePath, $0.signature) }, uniquingKeysWith: { first, _ in first })
                for file in manifest.files + ContentManifest.settingsFiles {
                    try db.execute(
                        sql: "INSERT INTO file VALUES (?, ?, ?)", arguments: [file, manifest.stamps[file] ?? "-", signatures[file] ?? ""])
                }
                for (directory, stamp) in manifest.directories {
                    try db.execute(sql: "INSERT INTO directory VALUES (?, ?)", arguments: [directory, stamp])
                }
                let meta = [
                    "format": ContentManifest.formatVersion, "displayPath": folder.displayPath, "build": build,
                    "title": configuration.title, "files": String(files.count), "translations": String(translations.count),
                    "languages": configuration.languages.joined(separator: ","),
                    "syntax": configuration.syntax?.rawValue ?? ""
                ]
                for (key, value) in meta {
                    try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [key, value])
                }
            }
        } catch {
            // The search thread is stopped before the error leaves: nothing outlives a build.
            _ = try? search.finish()  // the build's own error is the one thrown
            throw error
        }
        try search.finish()
    }

    /// The settings of a connection that writes a new file (the index or its search file),
    /// with a page cache of `cacheKiB`.
    static func newFileConfiguration(cacheKiB: Int = 4096) -> Configuration {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // A new file that is renamed into place only when complete needs no journal and
            // no syncing on the way; bigger pages hold payloads with fewer overflow pages.
            // Rows arrive in rowid order, so a small page cache serves: 64 MB of it was a
            // sixth of the build's peak memory and saved no time.
            try db.execute(
                sql: "PRAGMA page_size = 8192; PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -\(cacheKiB)")
        }
        return configuration
    }

    /// A new file with the tables, filled by `body` in one transaction.
    private static func write(to url: URL, _ body: (Database, IndexRows) throws -> Void) throws {
        try? FileManager.default.removeItem(at: url)  // a temporary file's leftover, if any
        let queue = try DatabaseQueue(path: url.path, configuration: newFileConfiguration())
        try queue.write { db in
            try db.execute(sql: IndexSchema.tables)
            try body(db, try IndexRows(db))
        }
        try queue.close()
    }
}
