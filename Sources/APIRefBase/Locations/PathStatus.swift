#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Whether a path exists, and whether it is a folder, asked without Foundation. The path
/// goes to the system through `withCString`: passing the String itself would copy it into
/// a new array first, and the front asks these questions on every lookup.
enum PathStatus {
    static func exists(_ path: String) -> Bool {
        path.withCString { access($0, F_OK) } == 0
    }

    static func isFolder(_ path: String) -> Bool {
        var status = stat()
        return path.withCString { stat($0, &status) } == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
