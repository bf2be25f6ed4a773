import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file that may be copied into an output (`ConfinedFolders`): its path there, and where
/// its bytes really are (a link already resolved to a path inside the content or theme folder).
public struct CheckedFile: Sendable, Equatable {
    /// The path relative to the folder it was found in, which is its path in the output too.
    public let path: String
    /// The real path of its bytes.
    public let source: String

    public init(path: String, source: String) {
        self.path = path
        self.source = source
    }

    /// The file's bytes. Opened without following a link and without waiting (a FIFO put
    /// there since it was checked would block a plain open), and read only when it is still
    /// a regular file.
    public func contents() throws -> Data {
        let descriptor = open(source, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.error(source) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            throw CocoaError(
                .fileReadUnknown, userInfo: [NSFilePathErrorKey: source, NSLocalizedDescriptionKey: "\(source) is no longer a regular file"]
            )
        }
        return try handle.readToEnd() ?? Data()
    }

    private static func error(_ path: String) -> CocoaError {
        CocoaError(
            .fileReadUnknown,
            userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }
}
