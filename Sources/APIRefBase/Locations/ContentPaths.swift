#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Where the content folder is, found in this order (the README documents it):
/// 1. `--content DIR`, or `--library NAME` (a library shipped with apiref);
/// 2. `$APIREF_CONTENT`;
/// 3. the nearest folder upward from the working directory that holds a `library.yml`,
///    as git finds `.git`;
/// 4. the library shipped with the running executable (`ShippedFiles`): the installed
///    `PREFIX/share/apiref/Content`, or the `Content/` of the checkout it was built in.
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

    /// `displayPath` without trailing slashes, so that `Content/` and `Content//` name the
    /// index `Content` does. Trimming twice changes nothing (the front trims once, the
    /// engine's `ContentFolder` again); `/` stays `/`.
    public static func trimmedDisplayPath(_ displayPath: String) -> String {
        var trimmed = Substring(displayPath)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }

    /// What the search found: the folder, or every place it looked in.
    public enum Search: Sendable, Equatable {
        case found(ContentPaths)
        case notFound(tried: [String])
        /// `--library` named no shipped library; `available` are the names there are.
        case unknownLibrary(String, available: [String])
    }

    /// The content folder, searched in the documented order. An explicit folder (the option
    /// or the variable) is returned as given, whether it exists or not: reading it says so.
    public static func locate(
        explicit: String?, library: String? = nil, environment: (String) -> String? = Environment.value,
        workingDirectory: String = currentDirectory(),
        executableDirectory: String = ExecutablePath.directory()
    ) -> Search {
        if let library {
            let shipped = ShippedFiles.beside(executableDirectory: executableDirectory)
            guard let shipped, let folder = shipped.library(named: library) else {
                return .unknownLibrary(library, available: shipped?.allLibraries().map(\.name) ?? [ShippedFiles.defaultLibraryName])
            }
            return .found(ContentPaths(path: folder, displayPath: display(folder, from: workingDirectory)))
        }
        if let explicit, !explicit.isEmpty { return .found(named(explicit, relativeTo: workingDirectory)) }
        if let fromEnvironment = environment("APIREF_CONTENT"), !fromEnvironment.isEmpty {
            return .found(named(fromEnvironment, relativeTo: workingDirectory))
        }
        if let library = libraryFolder(above: workingDirectory) {
            return .found(ContentPaths(path: library, displayPath: display(library, from: workingDirectory)))
        }
        if let shipped = ShippedFiles.beside(executableDirectory: executableDirectory) {
            return .found(ContentPaths(path: shipped.content, displayPath: display(shipped.content, from: workingDirectory)))
        }
        return .notFound(tried: [
            "--content DIR (not given)",
            "$APIREF_CONTENT (not set)",
            "a folder with a \(LibraryFile.name) in \(workingDirectory) or above",
            ShippedFiles.installedRoot(executableDirectory: executableDirectory) + "/Content (the installed library)"
        ])
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
        // Byte by byte rather than split and joined: the front computes it on every cached
        // lookup, and the generic split and join were most of the front's own work.
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count + 1)
        // Where each kept component's slash is in `result`, so that `..` can take it back.
        var starts: [Int] = []
        var componentStart = 0
        func keep(_ component: ArraySlice<UInt8>) {
            switch component.count {
            case 0: return
            case 1 where component.first == dot: return
            case 2 where component.allSatisfy({ $0 == dot }):
                if let start = starts.popLast() { result.removeSubrange(start...) }
            default:
                starts.append(result.count)
                result.append(slash)
                result.append(contentsOf: component)
            }
        }
        let bytes = Array(path.utf8)
        for (offset, byte) in bytes.enumerated() where byte == slash {
            keep(bytes[componentStart..<offset])
            componentStart = offset + 1
        }
        keep(bytes[componentStart...])
        return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
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

    /// The nearest folder from `start` upward that holds a `library.yml`.
    private static func libraryFolder(above start: String) -> String? {
        var directory = start
        while true {
            let candidate = directory == "/" ? "/" + LibraryFile.name : directory + "/" + LibraryFile.name
            if PathStatus.exists(candidate) { return directory }
            let up = parent(of: directory)
            if up == directory { return nil }
            directory = up
        }
    }

    /// How a found folder is named in diagnostics: relative to the working directory when it
    /// is below it (`Content`; empty for the working directory itself, so that files are
    /// named `UIKit/UIView.md`), else absolute.
    private static func display(_ path: String, from workingDirectory: String) -> String {
        if path == workingDirectory { return "" }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

/// The file that marks a library folder.
public enum LibraryFile {
    public static let name = "library.yml"
}
