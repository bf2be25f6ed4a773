#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real path of the running executable, symbolic links resolved. Everything apiref
/// finds beside itself — the engine, the installed library and templates — is found from
/// it, never from `argv[0]` or the working directory: a symlink on `PATH`, a copy in
/// another folder and a run from any directory all find the same files.
public enum ExecutablePath {
    /// The executable's absolute, resolved path. Falls back on `argv[0]` (resolved against
    /// the working directory) only where the system cannot say.
    public static func resolved() -> String {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = buffer.withUnsafeMutableBytes { bytes -> Int in
            guard let start = bytes.baseAddress else { return -1 }
            return readlink("/proc/self/exe", start.assumingMemoryBound(to: CChar.self), bytes.count - 1)
        }
        if length > 0 { return String(decoding: buffer[..<length], as: UTF8.self) }
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        if _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        #endif
        let given = ContentPaths.absolute(CommandLine.arguments.first ?? "", from: ContentPaths.currentDirectory())
        guard let real = realpath(given, nil) else { return given }
        defer { free(real) }
        return String(cString: real)
    }

    /// The folder the executable is in.
    public static func directory() -> String {
        ContentPaths.parent(of: resolved())
    }
}
