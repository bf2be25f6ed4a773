import APIRefBase
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The file a rewrite of a user's page really replaces, and what the replacement must keep:
/// through a symbolic link, its final target (the link stays a link); that file's permission
/// bits and, where the process may set them, its owner and group. `FileBatch` resolves every
/// file it writes here before it writes anything.
struct RewriteTarget {
    /// The path the file was added to the batch with.
    let given: URL
    /// How messages name it (`Content/Kit/Gauge.md`).
    let name: String
    /// The resolved path written: a link's final target, or the path itself.
    let path: String
    /// The replaced file's status; nil for a new file.
    let existing: stat?

    /// Resolves `url` (realpath for an existing file or link, the nearest existing folder's
    /// for a new one). With a `root`, the file written must lie inside it.
    init(resolving url: URL, shownAs name: String, within root: String?) throws(FileBatch.Refusal) {
        given = url
        self.name = name
        var status = stat()
        if lstat(url.path, &status) == 0 {
            guard let resolved = RealPath.of(url.path) else { throw FileBatch.Refusal(name, .brokenLink) }
            guard stat(resolved, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { throw FileBatch.Refusal(name, .notAFile) }
            path = resolved
            existing = status
        } else {
            path = Self.resolvedNewPath(url.path)
            existing = nil
        }
        if let root, !path.hasPrefix(root == "/" ? "/" : root + "/") { throw FileBatch.Refusal(name, .outside(target: path)) }
    }

    /// A root folder as targets are compared with it: resolved too, so that a folder reached
    /// through a link (`/tmp` on macOS) still contains its files.
    static func resolvedRoot(_ url: URL) -> String { resolvedNewPath(url.standardizedFileURL.path) }

    /// Whether the user may replace the file. Root passes open(2)'s and access(2)'s checks
    /// whatever the mode, yet a page its owner made read-only must not be rewritten by a tool
    /// run as root (in a container, in CI): for root the owner's write bit decides.
    var isWritable: Bool {
        guard let existing else { return true }
        guard existing.st_mode & S_IWUSR != 0 else { return false }
        return getuid() == 0 || access(path, W_OK) == 0
    }

    /// Whether the file now holds `expected` (nil: that there is no file).
    func holds(_ expected: Data?) -> Bool {
        guard let expected else {
            var status = stat()
            return lstat(given.path, &status) != 0 && errno == ENOENT
        }
        // A file that cannot be read now is not the one read before: the rewrite is refused.
        return (try? Data(contentsOf: URL(fileURLWithPath: path))) == expected
    }

    /// Gives the staged replacement at `staging` the replaced file's owner and mode.
    func keepAttributes(on staging: String) throws {
        guard let existing else { return }
        // Only root, or an owner keeping its own ids, may set them; a file the user owns is
        // the usual case, and a failure elsewhere leaves the user's own ids, as an editor does.
        if existing.st_uid != geteuid() || existing.st_gid != getegid() {
            _ = chown(staging, existing.st_uid, existing.st_gid)
        }
        // After chown, which may clear the set-id bits.
        guard chmod(staging, existing.st_mode & 0o7777) == 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: staging])
        }
    }

    /// The nearest existing folder's real path, with the missing components after it.
    private static func resolvedNewPath(_ path: String) -> String {
        var missing: [String] = []
        var folder = URL(fileURLWithPath: path).standardizedFileURL
        while folder.path != "/" {
            if let resolved = RealPath.of(folder.path) {
                return ([resolved == "/" ? "" : resolved] + missing.reversed()).joined(separator: "/")
            }
            missing.append(folder.lastPathComponent)
            folder.deleteLastPathComponent()
        }
        return "/" + missing.reversed().joined(separator: "/")
    }
}
