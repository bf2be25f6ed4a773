#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What tells a file's versions apart without reading it: `size mtime inode`, or "-" when
/// it does not exist. A file replaced by a rename gets a new inode even when its size and
/// time match the old one's.
public enum FileStamp {
    public static func of(_ path: String) -> String {
        var info = stat()
        // `withCString`: passing the String itself would copy it into a new array first.
        guard path.withCString({ stat($0, &info) }) == 0 else { return "-" }
        #if canImport(Glibc)
        let time = info.st_mtim
        #else
        let time = info.st_mtimespec
        #endif
        return "\(info.st_size) \(time.tv_sec).\(time.tv_nsec) \(info.st_ino)"
    }
}
