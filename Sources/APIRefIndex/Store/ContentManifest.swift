import APIRefBase
import APIRefCore
import Foundation

/// The state of every file and folder the library is built from: a stamp (size,
/// modification time, inode) per Markdown file, for `library.yml` and per folder. The
/// index stores the manifest it was built from; comparing stamps tells which files changed.
public struct ContentManifest: Sendable {
    /// The Markdown files, relative to the content folder, sorted.
    public let files: [String]
    /// The stamp of every Markdown file and of the settings files ("-" when one does not exist).
    public let stamps: [String: String]
    /// The stamp of every folder walked ("" is the content folder): adding, removing or
    /// renaming a file changes its folder's stamp.
    public let directories: [String: String]

    /// The files besides the pages whose change rebuilds the whole index: `library.yml`,
    /// `history.json`, and `terms.yml` (whose variants the search file indexes).
    public static let settingsFiles = [LibraryConfiguration.fileName, HistoryFile.fileName, TermList.fileName]

    /// Bump when the index's schema or the model's encoding changes.
    public static let formatVersion = "apiref-index-24"

    public init(_ folder: ContentFolder) throws {
        let listing = try folder.listing()
        files = listing.files
        var stamps: [String: String] = [:]
        for file in listing.files + Self.settingsFiles {
            stamps[file] = Self.stamp(folder.url.path, file)
        }
        self.stamps = stamps
        directories = Dictionary(uniqueKeysWithValues: listing.directories.map { ($0, Self.stamp(folder.url.path, $0)) })
    }

    /// `size mtime inode` of `relativePath` below `base`, or "-" when it does not exist.
    public static func stamp(_ base: String, _ relativePath: String) -> String {
        FileStamp.of(path(base, relativePath))
    }

    /// The absolute path of `relativePath` below `base` ("" is `base` itself).
    public static func path(_ base: String, _ relativePath: String) -> String {
        relativePath.isEmpty ? base : base + "/" + relativePath
    }
}
