#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The library and templates that come with the running executable: installed ones in
/// `PREFIX/share/apiref/` beside `PREFIX/bin/`, or, for a binary built in a checkout
/// (`.build/…/release/apiref`), that checkout's `Content/` and `Templates/`.
public struct ShippedFiles: Sendable, Equatable {
    /// The folder that holds `Content/` and `Templates/`.
    public var root: String

    public var content: String { root + "/Content" }
    public var templates: String { root + "/Templates" }

    /// The shipped files of the executable in `executableDirectory`, or nil when it has none.
    public static func beside(executableDirectory: String) -> ShippedFiles? {
        let installed = ContentPaths.parent(of: executableDirectory) + "/share/apiref"
        if isFolder(installed) { return ShippedFiles(root: installed) }
        // A build folder sits a few levels below its checkout: .build/<triple>/release.
        var directory = executableDirectory
        for _ in 0..<6 {
            if access(directory + "/Package.swift", F_OK) == 0, access(directory + "/Content/library.yml", F_OK) == 0 {
                return ShippedFiles(root: directory)
            }
            let up = ContentPaths.parent(of: directory)
            if up == directory { break }
            directory = up
        }
        return nil
    }

    /// Where `beside(executableDirectory:)` looks first, for messages that list the places tried.
    public static func installedRoot(executableDirectory: String) -> String {
        ContentPaths.parent(of: executableDirectory) + "/share/apiref"
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
