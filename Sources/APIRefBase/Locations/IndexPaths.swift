/// Where a content folder's compiled index lives: outside the content, in the user's cache
/// (`$APIREF_INDEX_DIR`, else `$XDG_CACHE_HOME/apiref`, else `~/.cache/apiref`, else the
/// temporary folder), one file per content folder.
public enum IndexPaths {
    /// The folder that holds the indexes, as an absolute path.
    public static func directory(
        environment: (String) -> String? = Environment.value,
        workingDirectory: () -> String = ContentPaths.currentDirectory
    ) -> String {
        func given(_ name: String) -> String? { environment(name).flatMap { $0.isEmpty ? nil : $0 } }
        let directory: String
        if let explicit = given("APIREF_INDEX_DIR") {
            directory = explicit
        } else if let cache = given("XDG_CACHE_HOME") {
            directory = cache + "/apiref"
        } else if let home = given("HOME") {
            directory = home + "/.cache/apiref"
        } else {
            directory = (given("TMPDIR") ?? "/tmp") + "/apiref"
        }
        return ContentPaths.absolute(directory, from: workingDirectory())
    }

    /// The index's file name for the folder at `folderPath` (standardized, absolute), named
    /// `displayPath`: diagnostics and locations in the index print the folder as the user named it.
    public static func fileName(folderPath: String, displayPath: String) -> String {
        var hasher = FNV1a()
        hasher.add(folderPath)
        hasher.add(displayPath)
        return "index-\(hasher.hex).sqlite"
    }
}
