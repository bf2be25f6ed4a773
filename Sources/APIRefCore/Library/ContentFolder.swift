import APIRefBase
import Foundation

/// The content folder on disk: which Markdown files it holds, read in parallel.
public struct ContentFolder: Sendable {
    public let url: URL
    /// How diagnostics name the folder: as the user gave it, e.g. `Content`.
    public let displayPath: String

    public init(url: URL, displayPath: String) {
        // The front names the folder with `ContentPaths.standardizedPath` when it looks for
        // the index and the page cache; one normalisation for both, or the cache never hits.
        self.url = URL(
            fileURLWithPath: ContentPaths(path: url.standardizedFileURL.path, displayPath: "").standardizedPath, isDirectory: true)
        self.displayPath = ContentPaths.trimmedDisplayPath(displayPath)
    }

    /// The Markdown files below the folder, as paths relative to it, sorted; `README.md`
    /// files are the authors' guides, not content. Throws only when the folder cannot be listed.
    public func markdownFiles() throws -> [String] {
        try listing().files
    }

    /// The Markdown files (as `markdownFiles()` lists them) and every folder walked to find them.
    public func listing() throws -> (files: [String], directories: [String]) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentError.notAFolder(displayPath)
        }
        // readdir(3), not FileManager: every lookup lists the folder to check the index is current.
        var files: [String] = []
        var directories: [String] = []
        DirectoryWalker.markdownFiles(in: url.path, relative: "", into: &files, directories: &directories)
        return (files.sorted(), directories.sorted())
    }

    /// Reads and parses every file on all cores. A file that cannot be read becomes a
    /// diagnostic, not an error.
    public func parseAll(_ relativePaths: [String]) -> [ParsedFile] {
        relativePaths.concurrentMap { parse($0) }
    }

    public func parse(_ relativePath: String) -> ParsedFile {
        let display = displayPath.isEmpty ? relativePath : "\(displayPath)/\(relativePath)"
        let fileURL = url.appendingPathComponent(relativePath)
        let start = SourceLocation(path: display, line: 1, column: 1)
        // Only a size check: a file whose attributes cannot be read is read below, and its
        // failure reported there (`unreadable-file`).
        if let size = (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.size] as? Int,
            size > SourceText.maximumBytes
        {
            let diagnostic = Diagnostic(
                .error, .fileTooLarge, "file is \(size / 1024) KiB; pages may be at most \(SourceText.maximumBytes / 1024 / 1024) MiB",
                at: start)
            return ParsedFile(path: display, relativePath: relativePath, symbols: [], diagnostics: [diagnostic])
        }
        let data: Data
        switch read(relativePath) {
        case .bytes(let bytes): data = bytes
        case .refused(let diagnostic):
            return ParsedFile(path: display, relativePath: relativePath, symbols: [], diagnostics: [diagnostic])
        case .unreadable:
            let diagnostic = Diagnostic(.error, .unreadableFile, "file cannot be read", at: start)
            return ParsedFile(path: display, relativePath: relativePath, symbols: [], diagnostics: [diagnostic])
        }
        var parsed = FileParser.parse([UInt8](data), relativePath: relativePath, path: display)
        parsed.diagnostics += ContentImages.check(parsed, in: url)
        return parsed
    }
}

/// Why a content folder could not be used at all.
public enum ContentError: Error, CustomStringConvertible {
    case notAFolder(String)

    public var description: String {
        switch self {
        case .notAFolder(let path): return "\(path): no such content folder"
        }
    }
}

extension ContentFolder {
    /// This folder's files by the paths diagnostics name them with (`Content/Kit/Widget.md`),
    /// each read once; a file outside the folder, too large or unreadable now has no lines.
    public func sourceFiles() -> SourceFiles {
        let prefix = displayPath.isEmpty ? "" : displayPath + "/"
        return SourceFiles { [self] path in
            guard path.hasPrefix(prefix), let data = contents(of: String(path.dropFirst(prefix.count))),
                data.count <= SourceText.maximumBytes
            else { return nil }
            return [UInt8](data)
        }
    }

    /// How diagnostics name `other`: below this folder as its display path does
    /// (`Content/Templates`), elsewhere by its path.
    public func displayPath(of other: URL) -> String {
        let base = url.path.hasSuffix("/") ? url.path : url.path + "/"
        let path = other.standardizedFileURL.path
        guard path.hasPrefix(base) else { return path }
        return (displayPath.isEmpty ? "" : displayPath + "/") + path.dropFirst(base.count)
    }

    /// `diagnostics` with their subjects found in this folder's files.
    public func pinpoint(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        DiagnosticPinpointer.pinpoint(diagnostics, in: sourceFiles())
    }
}
