import APIRefCore
import Foundation
internal import GRDB

/// The full-text table lives in a file of its own beside the index (`index-….search`).
/// SQLite writes a file through one connection at a time, and the full-text inserts were
/// about half of that one writer's time in an index build; in a file of their own they are
/// written on another core while the index is written (`SearchWriter`).
///
/// Both files carry the same build id (`meta.build`): an index whose search file is missing
/// or of another build is rebuilt (`SymbolIndex.open`), and an update writes both files in
/// one transaction (`IndexUpdater`).
enum SearchFile {
    static func url(beside index: URL) -> URL {
        index.deletingPathExtension().appendingPathExtension("search")
    }

    /// A read-only connection to the search file beside `index`, if it was written with it.
    static func open(beside index: URL, build: String?) throws -> DatabaseQueue? {
        let url = url(beside: index)
        guard let build, FileManager.default.fileExists(atPath: url.path) else { return nil }
        let queue = try SymbolIndex.readOnlyQueue(url)
        return try self.build(of: queue) == build ? queue : nil
    }

    static func build(of queue: DatabaseQueue) throws -> String? {
        try queue.read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = 'build'") }
    }
}
