import APIRefCore
import APIRefBase
import Foundation
internal import GRDB

/// The compiled index of a content folder: opened in a few milliseconds, rebuilt
/// automatically when any content file changes, and never trusted when it is stale,
/// corrupt or of another format (it is rebuilt instead).
public final class SymbolIndex: CompiledLibrary, @unchecked Sendable {
    let queue: DatabaseQueue
    /// Whether this open had to rebuild the index from the Markdown.
    public let wasRebuilt: Bool
    public let url: URL

    /// The content folder, when this index was opened without rebuilding it: the stamps
    /// `isCurrent` compares are taken below it.
    let folderPath: String?

    /// The connection, inside its read transaction, that every read of a `snapshot` uses.
    private let pinned: Database?

    /// A read that failed, shared with the snapshots of this index (`FailedRead`).
    private let failedRead: FailedRead

    /// The search file of this index's build, held open from when `open` found it, so that
    /// another process's rebuild renaming a new pair into place meanwhile cannot hand this
    /// index the other build's search file. Nil until found; shared with the snapshots.
    let searchFile: Locked<DatabaseQueue?>

    private init(queue: DatabaseQueue, url: URL, folderPath: String?, wasRebuilt: Bool, pinned: Database? = nil,
                 failedRead: FailedRead = FailedRead(), searchFile: Locked<DatabaseQueue?> = Locked(nil)) {
        self.queue = queue
        self.url = url
        self.folderPath = folderPath
        self.wasRebuilt = wasRebuilt
        self.pinned = pinned
        self.failedRead = failedRead
        self.searchFile = searchFile
    }

    /// Opens the index of `folder`, bringing it up to date first: when files were only
    /// edited and their public facts (`PublicFacts`) are unchanged, just their rows are
    /// redone (`IndexUpdater`); otherwise the index is rebuilt from the Markdown.
    /// Throws only when the content folder cannot be read or the index cannot be written.
    public static func open(_ folder: ContentFolder, at location: URL? = nil) throws -> SymbolIndex {
        let url = location ?? IndexLocation.url(for: folder)
        let manifest = try ContentManifest(folder)
        // The index is a cache: one that is missing, damaged, of another version, or whose
        // update fails is a miss, not an error, and is rebuilt from the Markdown below,
        // whose failures are thrown. (Reads of an index once opened are never swallowed:
        // `FailedRead`.)
        if let existing = try? openExisting(url, folder: folder), existing.holdsItsSearchFile() {
            switch existing.changes(since: manifest) {
            case .none:
                return existing
            case .edited(let files):
                if let updated = try? IndexUpdater(index: existing, folder: folder, manifest: manifest).update(files) {
                    PageCache(indexFile: url.path).removeAll()
                    return updated
                }
            case .restructured:
                break
            }
        }
        try rebuild(folder, manifest: manifest, at: url)
        PageCache(indexFile: url.path).removeAll()
        // The build's parse trees and rows are gone; what comes next (a site, a query)
        // allocates in other sizes.
        FreedMemory.returnToTheSystem()
        return try reopenWithItsSearchFile(url)
    }

    /// The index at `url` with its search file held. Another process's rebuild renames its
    /// search file into place first and its index second: met between the two, the pair
    /// does not match, and is opened again once the index has followed.
    static func reopenWithItsSearchFile(_ url: URL) throws -> SymbolIndex {
        var index = try reopen(url)
        for _ in 0 ..< 20 where !index.holdsItsSearchFile() {
            usleep(10_000)
            index = try reopen(url)
        }
        // Still none: the search reports it (`textMatches`), and lookups do not need it.
        return index
    }

    /// Writes the index and its search file anew, each into a temporary file renamed into place.
    private static func rebuild(_ folder: ContentFolder, manifest: ContentManifest, at url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let searchURL = SearchFile.url(beside: url)
        // `.index-….sqlite.TAG.tmp`: a build killed halfway leaves its pair, which this one replaces.
        func temporaryPrefix(_ url: URL) -> String { ".\(url.lastPathComponent)." }
        func temporary(_ url: URL) -> URL {
            url.deletingLastPathComponent().appendingPathComponent(temporaryPrefix(url) + LeftoverFiles.ownTag + ".tmp")
        }
        let (temporaryIndex, temporarySearch) = (temporary(url), temporary(searchURL))
        LeftoverFiles.remove(in: url.deletingLastPathComponent(), prefixes: [url, searchURL].map(temporaryPrefix), suffix: ".tmp")
        func removeTemporaries() {
            try? FileManager.default.removeItem(at: temporaryIndex)
            try? FileManager.default.removeItem(at: temporarySearch)
        }
        do {
            try Interruption.removing(temporaryIndex, temporarySearch) {
                try IndexWriter.build(folder, manifest: manifest, to: temporaryIndex, searchURL: temporarySearch)
                // rename(2) replaces each old file atomically: a reader sees the old or the
                // new file. The search file goes first; an index that meets a search file
                // of another build does not read it (`SearchFile.open`).
                try Interruption.uninterrupted {
                    guard rename(temporarySearch.path, searchURL.path) == 0, rename(temporaryIndex.path, url.path) == 0 else {
                        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
                    }
                }
            }
        } catch {
            removeTemporaries()
            throw error
        }
        // A rebuild is rare and takes a while; removing the indexes of folders that are gone
        // or unused for a month then keeps the cache bounded at no cost to lookups.
        IndexCache.recordContentFolder(folder.url.path, ofIndex: url)
        IndexCache.pruneAutomatically(beside: url)
    }

    /// Opens the index for a lookup, which shows a few pages: trusted as long as no file
    /// was added, removed or renamed (every folder's stamp is unchanged) and `library.yml`
    /// is as it was; the files the answer comes from are then checked with
    /// `isCurrent(files:)`. Anything else falls back to `open`.
    public static func openForLookup(_ folder: ContentFolder, at location: URL? = nil) throws -> SymbolIndex {
        let url = location ?? IndexLocation.url(for: folder)
        // A miss (see `open`) goes to `open`, which rebuilds.
        if let existing = try? openExisting(url, folder: folder),
           existing.isCurrent(directories: true, files: ContentManifest.settingsFiles) {
            return existing
        }
        return try open(folder, at: url)
    }

    /// Opens and holds the search file beside the index when it is the one built with it;
    /// whether it is. Lookups do not search, so only `open` asks. (A search file that cannot
    /// be opened is a miss: `open` rebuilds.)
    func holdsItsSearchFile() -> Bool {
        guard let file = try? SearchFile.open(beside: url, build: metadata("build")) else { return false }
        searchFile.withLock { $0 = file }
        return true
    }

    static func reopen(_ url: URL) throws -> SymbolIndex {
        SymbolIndex(queue: try readOnlyQueue(url), url: url, folderPath: nil, wasRebuilt: true)
    }

    /// A connection that only reads the SQLite file at `url` (the index or its search file).
    static func readOnlyQueue(_ url: URL) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: url.path, configuration: configuration)
    }

    private static func openExisting(_ url: URL, folder: ContentFolder) throws -> SymbolIndex? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let queue = try readOnlyQueue(url)
        let meta = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT key, value FROM meta").reduce(into: [String: String]()) { $0[$1["key"]] = $1["value"] }
        }
        guard meta["format"] == ContentManifest.formatVersion, meta["displayPath"] == folder.displayPath else { return nil }
        return SymbolIndex(queue: queue, url: url, folderPath: folder.url.path, wasRebuilt: false)
    }

    // MARK: Reading

    /// Runs `body` with this index seen through one read transaction: every query shares
    /// one lock and one consistent view. A lookup makes about twenty queries, and a
    /// transaction of its own for each (begin, read-only pragma, commit) cost more than
    /// the queries. The index given to `body` must not outlive the call, and nothing may
    /// update the index file while it runs.
    public func snapshot<T>(_ body: (SymbolIndex) throws -> T) throws -> T {
        if pinned != nil { return try body(self) }
        let result: T
        do {
            result = try queue.read { db in
                try body(SymbolIndex(queue: queue, url: url, folderPath: folderPath, wasRebuilt: wasRebuilt, pinned: db, failedRead: failedRead, searchFile: searchFile))
            }
        } catch let error as DatabaseError {
            _ = failedRead.take()
            throw IndexReadError(path: url.path, underlying: "\(error)")
        }
        try throwIfAReadFailed()
        return result
    }

    /// Remembers a failed read of a file beside the index (its search file).
    func recordFailedRead(_ error: Error) {
        failedRead.record(error)
    }

    /// Throws when a read of this index failed since the last call: the answers made from
    /// it were made without the rows it could not read, and must not be shown.
    public func throwIfAReadFailed() throws {
        if let error = failedRead.take() {
            throw IndexReadError(path: url.path, underlying: "\(error)")
        }
    }

    /// Reads in the snapshot's transaction, or a read of its own; a failed read is thrown.
    func readOrThrow<T>(_ body: (Database) throws -> T) throws -> T {
        if let pinned { return try body(pinned) }
        return try queue.read(body)
    }

    /// Reads in the snapshot's transaction, or a read of its own. A failed read answers nil
    /// and is remembered (`FailedRead`): `snapshot` and `throwIfAReadFailed` throw it.
    func read<T>(_ body: (Database) throws -> T) -> T? {
        do {
            if let pinned { return try body(pinned) }
            return try queue.read(body)
        } catch {
            failedRead.record(error)
            return nil
        }
    }

    public func metadata(_ key: String) -> String? {
        read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) } ?? nil
    }

    public func symbol(id: String) -> Symbol? {
        symbol(where: "rowid = (SELECT rowid FROM symbol WHERE id = ?)", id)
    }

    /// The symbol at that row of the symbol table (full-text hits name their rows).
    func symbol(rowid: Int) -> Symbol? {
        symbol(where: "rowid = ?", rowid)
    }

    private func symbol(where condition: String, _ argument: any DatabaseValueConvertible) -> Symbol? {
        guard let row = read({ try Row.fetchOne($0, sql: "SELECT head, body FROM payload WHERE \(condition)", arguments: [argument]) }) ?? nil else {
            return nil
        }
        do {
            return try Symbol(head: row[0] as Data, body: row[1] as Data)
        } catch {
            // A row that does not decode is damage, not a symbol that is not there.
            failedRead.record(error)
            return nil
        }
    }

    public func kind(of id: String) -> SymbolKind? {
        let raw = read { try String.fetchOne($0, sql: "SELECT kind FROM symbol WHERE id = ?", arguments: [id]) } ?? nil
        return raw.flatMap(SymbolKind.init(rawValue:))
    }

    public func ids(named name: String, ignoringCase: Bool) -> [String] {
        // Objective-C names and Swift names alike: `tableView:cellForRowAtIndexPath:` and
        // `tableView(_:cellForRowAt:)` find the same requirement.
        let sql = ignoringCase ? "SELECT id FROM symbol WHERE name = ?1 COLLATE NOCASE OR swiftName = ?1 COLLATE NOCASE ORDER BY rowid"
                               : "SELECT id FROM symbol WHERE name = ?1 OR (swiftName = ?1 COLLATE NOCASE AND swiftName = ?1) ORDER BY rowid"
        var ids = read { try String.fetchAll($0, sql: sql, arguments: [name]) } ?? []
        // Articles are also found by their file name.
        let article = read { try String.fetchAll($0, sql: "SELECT id FROM symbol WHERE kind = 'article' AND id = ? COLLATE NOCASE", arguments: ["Articles/\(name)"]) } ?? []
        for id in article where !ids.contains(id) { ids.append(id) }
        return ids
    }

    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        let sql = ignoringCase
            ? "SELECT id FROM symbol WHERE container = ?1 AND (name = ?2 COLLATE NOCASE OR swiftName = ?2 COLLATE NOCASE) AND \(Self.notPages) ORDER BY rowid"
            : "SELECT id FROM symbol WHERE container = ?1 AND (name = ?2 OR swiftName = ?2) AND \(Self.notPages) ORDER BY rowid"
        return read { try String.fetchAll($0, sql: sql, arguments: [container, name]) } ?? []
    }

    public func memberIDs(of container: String, swiftBase base: String, ignoringCase: Bool) -> [String] {
        let sql = ignoringCase
            ? "SELECT id FROM symbol WHERE container = ?1 AND swiftBase = ?2 COLLATE NOCASE AND \(Self.notPages) ORDER BY rowid"
            : "SELECT id FROM symbol WHERE container = ?1 AND swiftBase = ?2 AND \(Self.notPages) ORDER BY rowid"
        return read { try String.fetchAll($0, sql: sql, arguments: [container, base]) } ?? []
    }

    public func ids(swiftPath path: String, ignoringCase: Bool) -> [String] {
        let sql = ignoringCase ? "SELECT id FROM symbol WHERE swiftPath = ?1 COLLATE NOCASE ORDER BY rowid"
                               : "SELECT id FROM symbol WHERE swiftPath = ?1 COLLATE NOCASE AND swiftPath = ?1 ORDER BY rowid"
        return read { try String.fetchAll($0, sql: sql, arguments: [path]) } ?? []
    }

    /// `text` with LIKE's wildcards escaped.
    static func likePattern(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }

    private static let notPages = "kind NOT IN ('class', 'protocol', 'category', 'framework', 'structure', 'enumeration', 'actor', 'article')"

    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? {
        guard let row = read({ try Row.fetchOne($0, sql: "SELECT superclass, protocols FROM page WHERE name = ?", arguments: [name]) }) ?? nil else {
            return nil
        }
        let protocols: String = row["protocols"]
        return (row["superclass"], protocols.split(separator: "\n").map(String.init))
    }

    public func containerName(_ name: String) -> String? {
        read {
            try String.fetchOne($0, sql: "SELECT name FROM page WHERE name = ? COLLATE NOCASE", arguments: [name])
                ?? String.fetchOne($0, sql: "SELECT container FROM symbol WHERE container = ? COLLATE NOCASE LIMIT 1", arguments: [name])
                // A Swift name: `IndexPath` for `NSIndexPath`, from its page, or from a member
                // Swift puts in it (a category's, when the class has no page here).
                ?? String.fetchOne($0, sql: "SELECT name FROM page WHERE swiftName = ? COLLATE NOCASE ORDER BY swiftName = ? DESC LIMIT 1",
                                   arguments: [name, name])
                ?? String.fetchOne($0, sql: "SELECT container FROM symbol WHERE swiftPath LIKE ? ESCAPE '\\' AND container IS NOT NULL LIMIT 1",
                                   arguments: [Self.likePattern(name) + ".%"])
        } ?? nil
    }

    public func suggestionNames(in container: String?) -> [String] {
        if let container {
            let chain = lookupChain(from: container)
            return read { db in
                try chain.flatMap { try String.fetchAll(db, sql: "SELECT name FROM symbol WHERE container = ?1 UNION ALL SELECT swiftName FROM symbol WHERE container = ?1 AND swiftName IS NOT NULL AND swiftName != name", arguments: [$0]) }
            } ?? []
        }
        return read { try String.fetchAll($0, sql: "SELECT name FROM symbol UNION SELECT swiftName FROM symbol WHERE swiftName IS NOT NULL") } ?? []
    }
}
