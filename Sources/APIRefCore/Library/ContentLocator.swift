#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
import Foundation

/// Finds the content folder: `--content`, else `APIREF_CONTENT`, else the shipped
/// `Content/` of the repository apiref runs from (found upward from the working
/// directory, then from the executable), so the main job needs no configuration.
///
/// It runs at the start of every lookup, so it works on path strings with access(2) and
/// realpath(3): `URL`'s path operations pay a one-time setup of a millisecond or more.
public enum ContentLocator {
    public static func locate(explicit: String?, environment: (String) -> String? = Environment.value,
                              workingDirectory: String = currentDirectory(),
                              executable: String = CommandLine.arguments.first ?? "") -> ContentFolder {
        if let explicit, !explicit.isEmpty { return folder(explicit, relativeTo: workingDirectory) }
        if let fromEnvironment = environment("APIREF_CONTENT"), !fromEnvironment.isEmpty {
            return folder(fromEnvironment, relativeTo: workingDirectory)
        }
        for start in [workingDirectory, executableDirectory(executable, from: workingDirectory)] {
            if let found = shippedContent(above: start) {
                return ContentFolder(url: URL(fileURLWithPath: found, isDirectory: true), displayPath: display(found, from: workingDirectory))
            }
        }
        return folder("Content", relativeTo: workingDirectory)
    }

    /// The working directory, as getcwd(3) gives it.
    public static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    private static func folder(_ path: String, relativeTo base: String) -> ContentFolder {
        ContentFolder(url: URL(fileURLWithPath: absolute(path, from: base), isDirectory: true), displayPath: path)
    }

    /// The folder of the executable, symbolic links resolved (scripts/apiref may be linked from elsewhere).
    private static func executableDirectory(_ executable: String, from workingDirectory: String) -> String {
        let path = absolute(executable, from: workingDirectory)
        let resolved = realpath(path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        } ?? path
        return parent(of: resolved)
    }

    private static func shippedContent(above start: String) -> String? {
        var directory = start
        for _ in 0..<8 {
            if access(directory + "/Content/README.md", F_OK) == 0, access(directory + "/Package.swift", F_OK) == 0 {
                return directory == "/" ? "/Content" : directory + "/Content"
            }
            let up = parent(of: directory)
            if up == directory { break }
            directory = up
        }
        return nil
    }

    private static func absolute(_ path: String, from base: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
    }

    /// The path without its last component: "/a/b" → "/a", "/a" → "/".
    private static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    private static func display(_ path: String, from workingDirectory: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
