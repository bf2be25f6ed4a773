import Foundation

/// Where a content folder's compiled index lives: outside the content, in the user's cache
/// (`$APIREF_INDEX_DIR`, else `$XDG_CACHE_HOME/apiref`, else `~/.cache/apiref`), one file per
/// content folder.
public enum IndexLocation {
    public static func url(for folder: ContentFolder, environment: (String) -> String? = Environment.value) -> URL {
        let directory: URL
        if let explicit = environment("APIREF_INDEX_DIR"), !explicit.isEmpty {
            directory = URL(fileURLWithPath: explicit)
        } else if let cache = environment("XDG_CACHE_HOME"), !cache.isEmpty {
            directory = URL(fileURLWithPath: cache).appendingPathComponent("apiref")
        } else if let home = environment("HOME"), !home.isEmpty {
            directory = URL(fileURLWithPath: home).appendingPathComponent(".cache/apiref")
        } else {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("apiref")
        }
        var hasher = FNV1a()
        hasher.add(folder.url.path)
        // Diagnostics and locations in the index print the folder as the user named it.
        hasher.add(folder.displayPath)
        return directory.appendingPathComponent("index-\(hasher.hex).sqlite")
    }
}
