import APIRefBase
import APIRefCore
internal import GRDB

extension SymbolIndex {
    /// Compares the stamps the index was built from with the folder's current ones.
    func changes(since manifest: ContentManifest) throws -> IndexChanges {
        let stored = try fileStamps
        guard stored.count == manifest.stamps.count,
            ContentManifest.settingsFiles.allSatisfy({ stored[$0] == manifest.stamps[$0] })
        else { return .restructured }
        var edited: [String] = []
        for (file, stamp) in manifest.stamps {
            guard let old = stored[file] else { return .restructured }
            if old != stamp { edited.append(file) }
        }
        return edited.isEmpty ? .none : .edited(edited.sorted())
    }

    /// The stamp of every content file the index was built from, by relative path.
    public var fileStamps: [String: String] { get throws { try fileColumn("stamp") } }

    /// The stamps the index recorded for the given content files (relative paths); files
    /// it does not list are left out.
    public func recordedStamps(of files: [String]) throws -> [String: String] {
        try read { db in
            try Set(files).reduce(into: [String: String]()) { stamps, file in
                stamps[file] = try String.fetchOne(db, sql: "SELECT stamp FROM file WHERE path = ?", arguments: [file])
            }
        }
    }

    /// The stamp of every folder the index was built from ("" is the content folder).
    public var directoryStamps: [String: String] {
        get throws {
            try read { db in
                try Row.fetchAll(db, sql: "SELECT path, stamp FROM directory").reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
            }
        }
    }

    /// The `PublicFacts` signature of every content file, by relative path.
    var fileSignatures: [String: String] { get throws { try fileColumn("signature") } }

    private func fileColumn(_ column: String) throws -> [String: String] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT path, \(column) FROM file").reduce(into: [String: String]()) { $0[$1[0]] = $1[1] }
        }
    }

    /// A hash of every file's public facts (`PublicFacts`) and of `library.yml`: while it
    /// stays the same, edits changed nothing but the edited files' own pages.
    public var publicSignature: String {
        get throws {
            var hasher = FNV1a()
            try read { db in
                for row in try Row.fetchAll(db, sql: "SELECT path, stamp, signature FROM file ORDER BY path") {
                    let path: String = row["path"]
                    hasher.add(path)
                    hasher.add(ContentManifest.settingsFiles.contains(path) ? row["stamp"] : row["signature"])
                }
            }
            return hasher.hex
        }
    }

    /// The ids of the pages (classes, protocols, categories, framework pages, articles)
    /// that the given content files (relative paths) hold.
    public func pageIDs(inFiles files: Set<String>) throws -> Set<String> {
        let pageKinds = SymbolKind.allCases.filter(\.isPage).map { "'\($0.rawValue)'" }.joined(separator: ", ")
        let ids = try read { db in
            try files.flatMap {
                try String.fetchAll(db, sql: "SELECT id FROM symbol WHERE file = ? AND kind IN (\(pageKinds))", arguments: [$0])
            }
        }
        return Set(ids)
    }

    /// Whether the given content files (relative paths) and, with `directories`, every
    /// folder still have the stamps the index was built from. Always true for an index
    /// this process just built.
    public func isCurrent(directories: Bool = false, files: [String]) throws -> Bool {
        guard let folderPath else { return true }
        let unique = Array(Set(files))
        return try read { db in
            if directories {
                for row in try Row.fetchAll(db, sql: "SELECT path, stamp FROM directory") {
                    guard ContentManifest.stamp(folderPath, row["path"]) == row["stamp"] as String else { return false }
                }
            }
            for file in unique {
                let stored = try String.fetchOne(db, sql: "SELECT stamp FROM file WHERE path = ?", arguments: [file])
                guard let stored, ContentManifest.stamp(folderPath, file) == stored else { return false }
            }
            return true
        }
    }

    /// The content files (relative paths) of the given symbols and of every class or
    /// protocol in the lookup chains of their containers and of `pages`, and of the files
    /// that add members to those classes: what a lookup's page is drawn from.
    public func sourceFiles(of ids: [String], pages extraPages: [String]) throws -> [String] {
        var pages = extraPages
        var files: [String] = []
        try read { db in
            for id in ids {
                guard let row = try Row.fetchOne(db, sql: "SELECT file, kind, name, container FROM symbol WHERE id = ?", arguments: [id])
                else { continue }
                files.append(row["file"])
                let kind: String = row["kind"]
                if let container: String = row["container"] { pages.append(container) }
                if kind == SymbolKind.class.rawValue || kind == SymbolKind.protocol.rawValue { pages.append(row["name"]) }
            }
        }
        let chain = Set(try pages.flatMap { try lookupChain(from: $0) })
        try read { db in
            for name in chain {
                files += try String.fetchAll(db, sql: "SELECT file FROM page WHERE name = ?", arguments: [name])
                // Categories in other files add members to the class too.
                files += try String.fetchAll(db, sql: "SELECT DISTINCT file FROM symbol WHERE container = ?", arguments: [name])
            }
        }
        return files
    }

    /// The files of `ids` alone (`sourceFiles(of:pages:)`).
    public func sourceFiles(of ids: [String]) throws -> [String] { try sourceFiles(of: ids, pages: []) }
}
