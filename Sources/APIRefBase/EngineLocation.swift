#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The engine, `apiref-engine`, which the front hands every run to that the page cache does
/// not answer. It sits beside the running executable.
public enum EngineLocation {
    public static let fileName = "apiref-engine"

    /// The engine's absolute path, found from the running executable (symbolic links resolved).
    public static func path() -> String {
        ContentPaths.parent(of: runningExecutable()) + "/" + fileName
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

    private static func runningExecutable() -> String {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if length > 0 {
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        #endif
        let given = ContentPaths.absolute(CommandLine.arguments.first ?? "", from: ContentPaths.currentDirectory())
        guard let resolved = realpath(given, nil) else { return given }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
