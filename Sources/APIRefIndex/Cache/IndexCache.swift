import APIRefBase
import APIRefCore
import Foundation

/// The folder of compiled indexes (`IndexPaths.directory()`): one index per content folder
/// ever used, each with its search file and page cache, and the symbol graphs' facts. At
/// 10,000 classes one index is most of a gigabyte, so the folder is kept bounded: the
/// indexes of content folders that are gone, or unused for `staleAfter`, are removed when
/// an index is rebuilt (`pruneAutomatically`), and on demand (`apiref cache clean`).
public struct IndexCache: Sendable {
    public let directory: URL

    /// How long an index may go unused before it is removed.
    public static let staleAfter: TimeInterval = 30 * 24 * 60 * 60

    public init(directory: URL = URL(fileURLWithPath: IndexPaths.directory(), isDirectory: true)) {
        self.directory = directory
    }

    /// One content folder's index, with the files beside it.
    public struct Entry: Sendable, Encodable {
        /// `index-….sqlite`.
        public var name: String
        /// The content folder it was built from; nil for an index too old to say.
        public var contentFolder: String?
        /// Whether that folder still exists.
        public var contentFolderExists: Bool
        /// The index, its search file, its page cache and temporary files, in bytes.
        public var bytes: Int64
        /// When it was last built or read (the later of its modification and access times).
        public var lastUsed: Date
        /// The files and folders that make up the entry, relative to the cache folder.
        public var files: [String]

        /// Whether `clean` removes it: its folder is gone, or it has not been used for `age`.
        public func isStale(now: Date = Date(), age: TimeInterval = IndexCache.staleAfter) -> Bool {
            (contentFolder != nil && !contentFolderExists) || now.timeIntervalSince(lastUsed) > age
        }
    }

    /// Every index in the folder, largest first; other files (the graphs' cache) are not entries.
    public func entries() throws -> [Entry] {
        guard FileManager.default.fileExists(atPath: directory.path) else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        return names.filter { $0.hasPrefix("index-") && $0.hasSuffix(".sqlite") }.map { name in
            let base = String(name.dropLast(".sqlite".count))
            let files = names.filter {
                $0 == name || $0.hasPrefix(base + ".") || $0.hasPrefix("." + name + ".") || $0.hasPrefix("." + base + ".search.")
            }
            let url = directory.appendingPathComponent(name)
            let folder = Self.contentFolder(ofIndex: url)
            return Entry(
                name: name, contentFolder: folder, contentFolderExists: folder.map { FileManager.default.fileExists(atPath: $0) } ?? true,
                bytes: files.reduce(0) { $0 + Self.size(of: directory.appendingPathComponent($1)) },
                lastUsed: Self.lastUsed(url), files: files.sorted())
        }.sorted { ($0.bytes, $0.name) > ($1.bytes, $1.name) }
    }

    /// The bytes of everything in the folder, indexes and the rest.
    public func totalBytes() -> Int64 {
        Self.size(of: directory)
    }

    /// Removes the entries `shouldRemove` picks (all but `keeping`, a path of an index in
    /// use); returns what was removed. A file that cannot be removed is an error.
    @discardableResult
    public func remove(where shouldRemove: (Entry) -> Bool, keeping: URL? = nil) throws -> [Entry] {
        let removed = try entries().filter { entry in
            shouldRemove(entry) && keeping.map { $0.standardizedFileURL.lastPathComponent != entry.name } ?? true
        }
        for entry in removed {
            for file in entry.files {
                let url = directory.appendingPathComponent(file)
                if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            }
        }
        return removed
    }

    /// What a rebuild of `index` does on its way: removes the stale entries of its folder,
    /// never failing the rebuild for it (a file another user owns stays).
    static func pruneAutomatically(beside index: URL) {
        let cache = IndexCache(directory: index.deletingLastPathComponent())
        _ = try? cache.remove(where: { $0.isStale() }, keeping: index)
    }

    /// Which content folder an index was built from is kept in a file beside it
    /// (`index-….folder`), not in the index: reading the index would mark it as used.
    static func folderFile(ofIndex url: URL) -> URL {
        url.deletingPathExtension().appendingPathExtension("folder")
    }

    static func recordContentFolder(_ path: String, ofIndex url: URL) {
        // Without it the index is only removed for its age; the index itself is fine.
        try? Data(path.utf8).write(to: folderFile(ofIndex: url), options: .atomic)
    }

    /// The content folder an index was built from, when it says.
    static func contentFolder(ofIndex url: URL) -> String? {
        FileManager.default.contents(atPath: folderFile(ofIndex: url).path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func lastUsed(_ url: URL) -> Date {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return .distantPast }
        let seconds = max(info.st_mtim.tv_sec, info.st_atim.tv_sec)
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// A file's size, or a folder's with everything in it (symlinks are not followed).
    static func size(of url: URL) -> Int64 {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return 0 }
        guard (info.st_mode & S_IFMT) == S_IFDIR else { return Int64(info.st_size) }
        // A folder that cannot be listed counts as empty: a size shown by `apiref cache`, and a
        // pruning order, not an answer anything is built from.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.reduce(Int64(0)) { $0 + size(of: url.appendingPathComponent($1)) }
    }
}
