import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension ContentFolder {
    /// What reading one file of the folder gave.
    public enum FileRead {
        case bytes(Data)
        /// A link out of the folder (or nowhere), or a FIFO or device: not read (`ConfinedFolders`).
        case refused(Diagnostic)
        /// Gone, or not readable.
        case unreadable
    }

    /// The bytes of the page at `relativePath`, the one way content pages and translations
    /// are read: a plain file as it is, a link only when its real path stays inside the
    /// folder, and never a FIFO or device. A link to `/etc/passwd` named `Kit/Foo.md` would
    /// otherwise be parsed, shown in a diagnostic's excerpt and published.
    public func read(_ relativePath: String) -> FileRead {
        let path = url.appendingPathComponent(relativePath).path
        var info = stat()
        guard lstat(path, &info) == 0 else { return .unreadable }
        var file = CheckedFile(path: relativePath, source: path)
        if (info.st_mode & S_IFMT) != S_IFREG {
            // A link that leads nowhere stays an unreadable file, as `check` has always said.
            var target = stat()
            guard stat(path, &target) == 0 else { return .unreadable }
            switch ConfinedFolders([url]).file(relativePath, below: url, display: displayPath.isEmpty ? "." : displayPath) {
            case .file(let checked)?: file = checked
            case .refused(var diagnostic)?:
                // Named as the folder's other diagnostics are ("Content/Kit/Foo.md", or "Kit/Foo.md").
                if displayPath.isEmpty { diagnostic.location.path = relativePath }
                return .refused(diagnostic)
            case nil: return .unreadable
            }
        }
        // Not swallowed: `.unreadable` is the `unreadable-file` error of the file.
        guard let data = try? file.contents() else { return .unreadable }
        return .bytes(data)
    }

    /// The bytes of `relativePath` when it may be read (`read(_:)`), else nil.
    public func contents(of relativePath: String) -> Data? {
        if case .bytes(let data) = read(relativePath) { return data }
        return nil
    }
}
