import APIRefBase
import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The folders whose files may reach an output: the content folder and the theme. Every
/// file copied or read into a site, a docset or an archive is found through here, so a
/// symbolic link is followed only when its real path stays inside one of them; a link
/// that leads out (to `/etc/passwd`), nowhere, or round in a loop is an `unfollowed-link`
/// warning, and a FIFO or device (whose read could hang) a `special-file` warning, and
/// nothing is copied from either.
public struct ConfinedFolders: Sendable {
    /// The folders' real paths (links resolved), each ending in `/`.
    let roots: [String]

    public init(_ folders: [URL]) {
        roots = folders.map { folder in
            let path = RealPath.of(folder.path) ?? folder.standardizedFileURL.path
            return path.hasSuffix("/") ? path : path + "/"
        }
    }

    /// One file looked up by its path: readable, or left out with a warning.
    public enum Check {
        case file(CheckedFile)
        case refused(Diagnostic)
    }

    /// What one entry of a walked folder is, once links are resolved.
    enum Entry {
        case file(source: String)
        case folder(source: String)
        case refused(Diagnostic)
        /// Gone since its folder was listed.
        case gone
    }

    /// Every file below `folder` that may be copied, as paths relative to it (in byte order
    /// of their names, depth first) with where its bytes really are, and a warning for each
    /// link or special file left out. `display` names `folder` in the warnings.
    /// - Parameters:
    ///   - includingHidden: whether names starting with `.` are walked.
    ///   - wanted: which file names matter; others are passed over without a word.
    public func files(
        below folder: URL, display: String, includingHidden: Bool = true,
        wanted: (String) -> Bool = { _ in true }
    ) -> (files: [CheckedFile], diagnostics: [Diagnostic]) {
        var files: [CheckedFile] = []
        var diagnostics: [Diagnostic] = []
        guard let real = RealPath.of(folder.path), isInside(real + "/") else { return ([], []) }
        walk(
            folder.path, real: real, relative: "", display: display, includingHidden: includingHidden, wanted: wanted,
            above: [real], files: &files, diagnostics: &diagnostics)
        return (files, diagnostics)
    }

    /// The one file at `relative` below `folder`, if it may be read: nil when there is none,
    /// else the file or the warning that keeps it out.
    public func file(_ relative: String, below folder: URL, display: String) -> Check? {
        let path = folder.path + "/" + relative
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let name = (path as NSString).lastPathComponent
        guard let parent = RealPath.of((path as NSString).deletingLastPathComponent), isInside(parent + "/") else {
            return .refused(
                Diagnostic(
                    .warning, .unfollowedLink, "is in a folder that leads outside the content and theme folders; it is not read",
                    at: SourceLocation(path: display + "/" + relative, line: 1, column: 1)))
        }
        switch entry(path, name: name, realParent: parent, display: display + "/" + relative, above: []) {
        case .file(let source): return .file(CheckedFile(path: relative, source: source))
        case .folder, .gone: return nil
        case .refused(let diagnostic): return .refused(diagnostic)
        }
    }

    private func walk(
        _ path: String, real: String, relative: String, display: String, includingHidden: Bool,
        wanted: (String) -> Bool, above: Set<String>, files: inout [CheckedFile], diagnostics: inout [Diagnostic]
    ) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            // Said, not skipped without a word: the files in it are missing from what is built.
            let location = SourceLocation(path: relative.isEmpty ? display : display + "/" + relative, line: 1, column: 1)
            diagnostics.append(
                Diagnostic(
                    .warning, .unreadableFile, "folder cannot be listed (\(error.localizedDescription)); nothing in it is read",
                    at: location))
            return
        }
        for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes($1.utf8) }) {
            if !includingHidden, name.hasPrefix(".") { continue }
            let childRelative = relative.isEmpty ? name : relative + "/" + name
            let childPath = path + "/" + name
            var info = stat()
            guard lstat(childPath, &info) == 0 else { continue }
            // A file of no interest is not looked at further, whatever it is.
            if (info.st_mode & S_IFMT) != S_IFDIR, !wanted(name) { continue }
            switch entry(childPath, name: name, realParent: real, display: display + "/" + childRelative, above: above) {
            case .file(let source):
                files.append(CheckedFile(path: childRelative, source: source))
            case .folder(let source):
                walk(
                    childPath, real: source, relative: childRelative, display: display, includingHidden: includingHidden,
                    wanted: wanted, above: above.union([source]), files: &files, diagnostics: &diagnostics)
            case .refused(let diagnostic):
                diagnostics.append(diagnostic)
            case .gone:
                continue
            }
        }
    }

    /// One entry: a plain file or folder is where it is; a link is followed when its real
    /// path stays inside a root (and, for a folder, is not one being walked above it).
    private func entry(_ path: String, name: String, realParent: String, display: String, above: Set<String>) -> Entry {
        let location = SourceLocation(path: display, line: 1, column: 1)
        var info = stat()
        guard lstat(path, &info) == 0 else { return .gone }
        var source = realParent + "/" + name
        if (info.st_mode & S_IFMT) == S_IFLNK {
            // Only the words of the warning below: "?" when the link cannot be read.
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
            guard let real = RealPath.of(path) else {
                return .refused(
                    Diagnostic(
                        .warning, .unfollowedLink, "symbolic link to '\(target)' leads nowhere; nothing is copied through it", at: location)
                )
            }
            guard isInside(real + "/") else {
                return .refused(
                    Diagnostic(
                        .warning, .unfollowedLink,
                        "symbolic link to '\(target)' leads outside the content and theme folders; nothing is copied through it",
                        at: location))
            }
            guard stat(real, &info) == 0 else {
                return .refused(
                    Diagnostic(
                        .warning, .unfollowedLink, "symbolic link to '\(target)' leads nowhere; nothing is copied through it", at: location)
                )
            }
            if (info.st_mode & S_IFMT) == S_IFDIR, above.contains(where: { $0 == real || $0.hasPrefix(real + "/") }) {
                return .refused(
                    Diagnostic(
                        .warning, .unfollowedLink,
                        "symbolic link to '\(target)' leads back to a folder it is in; it is not followed", at: location))
            }
            source = real
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file(source: source)
        case S_IFDIR: return .folder(source: source)
        default:
            return .refused(
                Diagnostic(.warning, .specialFile, "is not a file or a folder (a FIFO, socket or device); it is not read", at: location))
        }
    }

    /// Whether `realPath` is inside one of the roots.
    func isInside(_ realPath: String) -> Bool {
        roots.contains { realPath.hasPrefix($0) }
    }
}
