import Foundation
import GRDB

/// Writes a resolved library into a new SQLite file: one row per symbol (its binary model
/// as the payload), the availability rows the queries filter on, the class hierarchy for
/// member lookup, an FTS5 table for full-text search, every diagnostic, and the stamp and
/// `PublicFacts` signature of every content file, which incremental updates compare.
enum IndexWriter {
    static func write(_ library: ReferenceLibrary, manifest: ContentManifest, folder: ContentFolder, to url: URL) throws {
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
            let relativePaths = Dictionary(library.files.map { ($0.path, $0.relativePath) }, uniquingKeysWith: { first, _ in first })
            let rows = try IndexRows(db)
            let prepared = IndexRow.make(library.symbols) { relativePaths[$0.location.path] ?? "" }
            for (index, row) in prepared.enumerated() {
                try rows.insert(row, rowid: index + 1)
            }
            try db.execute(sql: IndexSchema.indexes)
            for diagnostic in library.diagnostics {
                try rows.insert(diagnostic, file: relativePaths[diagnostic.location.path] ?? "")
            }
            let signatures = Dictionary(library.files.map { ($0.relativePath, $0.signature) }, uniquingKeysWith: { first, _ in first })
            for file in manifest.files + [LibraryConfiguration.fileName] {
                try db.execute(sql: "INSERT INTO file VALUES (?, ?, ?)", arguments: [file, manifest.stamps[file] ?? "-", signatures[file] ?? ""])
            }
            for (directory, stamp) in manifest.directories {
                try db.execute(sql: "INSERT INTO directory VALUES (?, ?)", arguments: [directory, stamp])
            }
            let meta = [
                "format": ContentManifest.formatVersion, "displayPath": folder.displayPath,
                "title": library.configuration.title, "files": String(library.fileCount),
                "translations": String(library.skippedTranslations.count),
            ]
            for (key, value) in meta {
                try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [key, value])
            }
        }
        try queue.close()
    }
}
