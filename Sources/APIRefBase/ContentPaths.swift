#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Where the content folder is: `--content`, else `APIREF_CONTENT`, else the shipped
/// `Content/` of the repository apiref runs from (found upward from the working directory,
/// then from the executable), so the main job needs no configuration.
///
/// It runs at the start of every lookup, so it works on path strings with access(2) and
/// realpath(3), without Foundation.
public struct ContentPaths: Sendable, Equatable {
    /// The folder as an absolute path.
    public var path: String
    /// How diagnostics name the folder: as the user gave it, e.g. `Content`.
    public var displayPath: String

    public init(path: String, displayPath: String) {
        self.path = path
        self.displayPath = Self.trimmedDisplayPath(displayPath)
    }

    /// `displayPath` without a trailing slash, so that `Content/` and `Content` name one index.
    public static func trimmedDisplayPath(_ displayPath: String) -> String {
        displayPath.hasSuffix("/") ? String(displayPath.dropLast()) : displayPath
    }

    public static func locate(explicit: String?, environment: (String) -> String? = Environment.value,
                              workingDirectory: String = currentDirectory(),
                              executable: String = CommandLine.arguments.first ?? "") -> ContentPaths {
        if let explicit, !explicit.isEmpty { return named(explicit, relativeTo: workingDirectory) }
        if let fromEnvironment = environment("APIREF_CONTENT"), !fromEnvironment.isEmpty {
            return named(fromEnvironment, relativeTo: workingDirectory)
        }
        for start in [workingDirectory, executableDirectory(executable, from: workingDirectory)] {
            if let found = shippedContent(above: start) {
                return ContentPaths(path: found, displayPath: display(found, from: workingDirectory))
            }
        }
        return named("Content", relativeTo: workingDirectory)
    }

    /// The working directory, as getcwd(3) gives it.
    public static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` with `.` and empty components dropped and `..` taken back, as a file URL's
    /// standardized path has it (the engine names the folder that way).
    public var standardizedPath: String {
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The path without its last component: "/a/b" → "/a", "/a" → "/".
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    public static func absolute(_ path: String, from base: String) -> String {
        path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base : base + "/") + path
    }

    private static func named(_ path: String, relativeTo base: String) -> ContentPaths {
        ContentPaths(path: absolute(path, from: base), displayPath: path)
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

    private static func display(_ path: String, from workingDirectory: String) -> String {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}
