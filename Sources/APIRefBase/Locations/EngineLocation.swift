#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The engine, `apiref-engine`, which the front hands every run to that the page cache does
/// not answer. It sits beside the running executable.
public enum EngineLocation {
    public static let fileName = "apiref-engine"

    /// The engine's absolute path, found from the running executable (symbolic links
    /// resolved), or beside the executable in `executableDirectory` when the caller has it.
    public static func path(executableDirectory: String = ExecutablePath.directory()) -> String {
        executableDirectory + "/" + fileName
    }

    /// The stamp (`FileStamp`) of the image this process runs, for the engine to store its
    /// pages under. On Linux it is read through /proc/self/exe, which stays this image even
    /// when a build replaces the file at `path()` while a slow lookup runs: pages rendered
    /// by the old engine are then never filed under the new one's stamp.
    public static func runningImageStamp() -> String {
        #if os(Linux)
        return FileStamp.of("/proc/self/exe")
        #else
        return FileStamp.of(path())
        #endif
    }
}
