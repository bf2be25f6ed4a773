import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file for bytes parked on disk during one run, unlinked as soon as it is opened, so
/// that it vanishes when the run ends, however it ends. Writes and reads go to offsets the
/// caller chooses (several threads may use their own ranges); the system's page cache
/// holds what was written.
public final class ScratchFile: Sendable {
    private let descriptor: Int32
    private let path: String

    /// A new file at `path` (replacing one a crashed run left there), unlinked at once.
    public convenience init(at path: String) throws {
        try self.init(path: path, flags: O_TRUNC)
    }

    /// A new file of its own in `folder` (the temporary folder): never one found under its
    /// name, which others may write to.
    public convenience init(named prefix: String, in folder: URL = FileManager.default.temporaryDirectory) throws {
        let name = "\(prefix)-\(UUID().uuidString)"
        try self.init(path: folder.appendingPathComponent(name).path, flags: O_EXCL)
    }

    private init(path: String, flags: Int32) throws {
        self.path = path
        descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC | flags, 0o600)
        guard descriptor >= 0 else { throw Self.failure(.fileWriteUnknown, path) }
        unlink(path)
    }

    deinit { close(descriptor) }

    public func write(_ bytes: UnsafeRawBufferPointer, at offset: Int) throws {
        guard let base = bytes.baseAddress else { return }
        var written = 0
        while written < bytes.count {
            let count = pwrite(descriptor, base + written, bytes.count - written, off_t(offset + written))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.failure(.fileWriteUnknown, path) }
            written += count
        }
    }

    /// Fills `buffer` from `offset`; throws when the file ends before it is full.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        guard let base = buffer.baseAddress else { return }
        var read = 0
        while read < buffer.count {
            let count = pread(descriptor, base + read, buffer.count - read, off_t(offset + read))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw Self.failure(.fileReadUnknown, path) }
            read += count
        }
    }

    private static func failure(_ code: CocoaError.Code, _ path: String) -> CocoaError {
        CocoaError(
            code,
            userInfo: [
                NSFilePathErrorKey: path,
                NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            ])
    }
}
