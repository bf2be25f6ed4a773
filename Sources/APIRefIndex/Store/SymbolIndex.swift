import APIRefBase
import APIRefCore
import APIRefProcess
import Foundation
internal import GRDB

/// The compiled index of a content folder: opened in a few milliseconds, rebuilt
/// automatically when any content file changes, and never trusted when it is stale,
/// corrupt or of another format (it is rebuilt instead).
public final class SymbolIndex: @unchecked Sendable {
    let queue: DatabaseQueue
    /// Whether this open had to rebuild the index from the Markdown.
    public let wasRebuilt: Bool
    public let url: URL

    /// The content folder, when this index was opened without rebuilding it: the stamps
    /// `isCurrent` compares are taken below it.
    let folderPath: String?

    /// The connection, inside its read transaction, that every read of a `snapshot` uses.
    private let pinned: Database?

    /// The search file of this index's build, held open from when `open` found it, so that
    /// another process's rebuild renaming a new pair into place meanwhile cannot hand this
    /// index the other build's search file. Nil until found; shared with the snapshots.
    let searchFile: Locked<DatabaseQueue?>

    private init(
        queue: DatabaseQueue, url: URL, folderPath: String?, wasRebuilt: Bool, pinned: Database? = nil,
        searchFile: Locked<DatabaseQueue?> = Locked(nil)
    ) {
        self.queue = queue
        self.url = url
        self.folderPath = folderPath
        self.wasRebuilt = wasRebuilt
        self.pinned = pinned
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
        // update fails is a miss, not an error, and is rebuilt from the Markdown below, whose
        // failures (reading the content, writing the index) are thrown. This is the one
        // place a failed read of the index is not an error (docs/design.md, "Failed reads");
        // reads of an index once opened throw `IndexReadError`.
        if let existing = try? openExisting(url, folder: folder), existing.holdsItsSearchFile() {
            // A stored stamp that cannot be read: the index is damaged, a miss.
            switch try? existing.changes(since: manifest) {
            case .none?:
                return existing
            case .edited(let files)?:
                // An update that fails (the old index unreadable, another process writing it
                // meanwhile, the disk) leaves the old file as it was (one transaction) and
                // is a miss: the rebuild writes a new file beside it and renames it into
                // place, and throws what it meets. `update` answers nil by policy
                // (too many files, errors, changed public facts).
                if let updated = try? IndexUpdater(index: existing, folder: folder, manifest: manifest).update(files) {
                    PageCache(indexFile: url.path).removeAll()
                    return updated
                }
            case .restructured?, nil:
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
        for _ in 0..<20 where !index.holdsItsSearchFile() {
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
        // Cleanup after a failure, which is thrown: a temporary file left behind is swept
        // by the next rebuild (`LeftoverFiles`).
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
                    try SystemCallError.renameFile(temporarySearch, over: searchURL)
                    try SystemCallError.renameFile(temporaryIndex, over: url)
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
        // A miss (an index that cannot be opened or read: see `open`) goes to `open`, which rebuilds.
        if let existing = try? openExisting(url, folder: folder),
            (try? existing.isCurrent(directories: true, files: ContentManifest.settingsFiles)) == true
        {
            return existing
        }
        return try open(folder, at: url)
    }

    /// Opens and holds the search file beside the index when it is the one built with it;
    /// whether it is. Lookups do not search, so only `open` asks. (A search file that cannot
    /// be opened is a miss: `open` rebuilds.)
    func holdsItsSearchFile() -> Bool {
        guard let file = try? SearchFile.open(beside: url, build: try metadata("build")) else { return false }
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
        do {
            return try queue.read { db in
                try body(
                    SymbolIndex(queue: queue, url: url, folderPath: folderPath, wasRebuilt: wasRebuilt, pinned: db, searchFile: searchFile))
            }
        } catch let error as DatabaseError {
            // Beginning or ending the transaction.
            throw IndexReadError(path: url.path, error)
        }
    }

    /// Reads in the snapshot's transaction, or a read of its own; a failed read throws
    /// `IndexReadError` (the path and SQLite's message).
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            if let pinned { return try body(pinned) }
            return try queue.read(body)
        } catch let error as IndexReadError {
            throw error
        } catch {
            throw IndexReadError(path: url.path, error)
        }
    }

    public func metadata(_ key: String) throws -> String? {
        try read { try String.fetchOne($0, sql: "SELECT value FROM meta WHERE key = ?", arguments: [key]) }
    }

    public func symbol(id: String) throws -> Symbol? {
        try symbol(where: "rowid = (SELECT rowid FROM symbol WHERE id = ?)", id)
    }

    /// The symbol at that row of the symbol table (full-text hits name their rows).
    func symbol(rowid: Int) throws -> Symbol? {
        try symbol(where: "rowid = ?", rowid)
    }

    private func symbol(where condition: String, _ argument: any DatabaseValueConvertible) throws -> Symbol? {
        guard let row = try read({ try Row.fetchOne($0, sql: "SELECT head, body FROM payload WHERE \(condition)", arguments: [argument]) })
        else {
            return nil
        }
        do {
            return try Symbol(head: row[0] as Data, body: row[1] as Data)
        } catch {
            // A row that does not decode is damage, not a symbol that is not there.
            throw IndexReadError(path: url.path, error)
        }
    }

    public func kind(of id: String) throws -> SymbolKind? {
        let raw = try read { try String.fetchOne($0, sql: "SELECT kind FROM symbol WHERE id = ?", arguments: [id]) }
        return raw.flatMap(SymbolKind.init(rawValue:))
    }

    public func ids(named name: String, ignoringCase: Bool) throws -> [String] {
        // Objective-C names and Swift names alike: `tableView:cellForRowAtIndexPath:` and
        // `tableView(_:cellForRowAt:)` find the same requirement.
        let sql =
            ignoringCase
            ? "SELECT id FROM symbol WHERE name = ?1 COLLATE NOCASE OR swiftName = ?1 COLLATE NOCASE ORDER BY rowid"
            : "SELECT id FROM symbol WHERE name = ?1 OR (swiftName = ?1 COLLATE NOCASE AND swiftName = ?1) ORDER BY rowid"
        var ids = try read { try String.fetchAll($0, sql: sql, arguments: [name]) }
        // Articles are also found by their file name.
        let article = try read {
            try String.fetchAll(
                $0, sql: "SELECT id FROM symbol WHERE kind = 'article' AND id = ? COLLATE NOCASE", arguments: ["Articles/\(name)"])
        }
        for id in article where !ids.contains(id) { ids.append(id) }
        return ids
    }

    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) throws -> [String] {
        let sql =
            ignoringCase
            ? "SELECT id FROM symbol WHERE container = ?1 AND (name = ?2 COLLATE NOCASE OR swiftName = ?2 COLLATE NOCASE) AND \(Self.notPages) ORDER BY rowid"
            : "SELECT id FROM symbol WHERE container = ?1 AND (name = ?2 OR swiftName = ?2) AND \(Self.notPages) ORDER BY rowid"
        return try read { try String.fetchAll($0, sql: sql, arguments: [container, name]) }
    }

    public func memberIDs(of container: String, swiftBase base: String, ignoringCase: Bool) throws -> [String] {
        let sql =
            ignoringCase
            ? "SELECT id FROM symbol WHERE container = ?1 AND swiftBase = ?2 COLLATE NOCASE AND \(Self.notPages) ORDER BY rowid"
            : "SELECT id FROM symbol WHERE container = ?1 AND swiftBase = ?2 AND \(Self.notPages) ORDER BY rowid"
        return try read { try String.fetchAll($0, sql: sql, arguments: [container, base]) }
    }

    public func ids(swiftPath path: String, ignoringCase: Bool) throws -> [String] {
        let sql =
            ignoringCase
            ? "SELECT id FROM symbol WHERE swiftPath = ?1 COLLATE NOCASE ORDER BY rowid"
            : "SELECT id FROM symbol WHERE swiftPath = ?1 COLLATE NOCASE AND swiftPath = ?1 ORDER BY rowid"
        return try read { try String.fetchAll($0, sql: sql, arguments: [path]) }
    }

    /// `name`, its superclass chain, then the protocols each adopts (`HierarchyWalk`).
    public func lookupChain(from name: String) throws -> [String] {
        try HierarchyWalk.lookupChain(from: name, hierarchy: hierarchy(of:))
    }

    /// The symbols of `ids` that the index holds, in that order.
    public func symbols(ids: [String]) throws -> [Symbol] { try ids.compactMap { try symbol(id: $0) } }

    /// `text` with LIKE's wildcards escaped.
    static func likePattern(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(
            of: "_", with: "\\_")
    }

    private static let notPages =
        "kind NOT IN ('class', 'protocol', 'category', 'framework', 'structure', 'enumeration', 'actor', 'article')"

    public func hierarchy(of name: String) throws -> (superclass: String?, protocols: [String])? {
        guard let row = try read({ try Row.fetchOne($0, sql: "SELECT superclass, protocols FROM page WHERE name = ?", arguments: [name]) })
        else {
            return nil
        }
        let protocols: String = row["protocols"]
        return (row["superclass"], protocols.split(separator: "\n").map(String.init))
    }

    public func containerName(_ name: String) throws -> String? {
        try read {
            try String.fetchOne($0, sql: "SELECT name FROM page WHERE name = ? COLLATE NOCASE", arguments: [name])
                ?? String.fetchOne($0, sql: "SELECT container FROM symbol WHERE container = ? COLLATE NOCASE LIMIT 1", arguments: [name])
                // A Swift name: `IndexPath` for `NSIndexPath`, from its page, or from a member
                // Swift puts in it (a category's, when the class has no page here).
                ?? String.fetchOne(
                    $0, sql: "SELECT name FROM page WHERE swiftName = ? COLLATE NOCASE ORDER BY swiftName = ? DESC LIMIT 1",
                    arguments: [name, name])
                ?? String.fetchOne(
                    $0, sql: "SELECT container FROM symbol WHERE swiftPath LIKE ? ESCAPE '\\' AND container IS NOT NULL LIMIT 1",
                    arguments: [Self.likePattern(name) + ".%"])
        }
    }

    public func suggestionNames(in container: String?) throws -> [String] {
        if let container {
            let chain = try lookupChain(from: container)
            return try read { db in
                try chain.flatMap {
                    try String.fetchAll(
                        db,
                        sql:
                            "SELECT name FROM symbol WHERE container = ?1 UNION ALL SELECT swiftName FROM symbol WHERE container = ?1 AND swiftName IS NOT NULL AND swiftName != name",
                        arguments: [$0])
                }
            }
        }
        return try read {
            try String.fetchAll($0, sql: "SELECT name FROM symbol UNION SELECT swiftName FROM symbol WHERE swiftName IS NOT NULL")
        }
    }
}
