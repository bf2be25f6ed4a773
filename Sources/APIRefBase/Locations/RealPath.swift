#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A path with every symbolic link, `.` and `..` resolved (realpath(3)).
public enum RealPath {
    /// The resolved path, or nil when the path leads nowhere (a missing file, a dangling
    /// or looping link).
    public static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
