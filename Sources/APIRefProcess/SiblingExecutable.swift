import APIRefBase
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// apiref's other executables, found in the running one's folder (symbolic links resolved,
/// `ExecutablePath`): the install puts them all in one `bin/`, and a build in one folder.
public enum SiblingExecutable {
    /// The path of `name` beside the running executable, when a program is there.
    public static func path(_ name: String) -> String? {
        let path = ExecutablePath.directory() + "/" + name
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Replaces this process with `name` beside it, given `arguments` (after its own path):
    /// the same process id, standard streams, working directory and environment, so that
    /// its exit status, its output and the signals sent to it are the run's. Throws an I/O
    /// `ToolError` when it is missing or cannot be started.
    public static func replaceProcess(with name: String, arguments: [String], neededBy command: String) throws -> Never {
        guard let path = path(name) else {
            throw ToolError.io(
                "\(name) is missing beside \(URL(fileURLWithPath: ExecutablePath.resolved()).lastPathComponent); \(command) needs it (scripts/install puts them together in bin/)"
            )
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        execv(path, argv)
        let reason = String(cString: strerror(errno))
        for pointer in argv { free(pointer) }
        throw ToolError.io("cannot start \(path): \(reason)")
    }
}
