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
        try transfer(bytes.count, at: offset, failure: .fileWriteUnknown) { pwrite(descriptor, base + $0, $1, $2) }
    }

    /// Fills `buffer` from `offset`; throws when the file ends before it is full.
    public func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws {
        guard let base = buffer.baseAddress else { return }
        try transfer(buffer.count, at: offset, failure: .fileReadUnknown) { pread(descriptor, base + $0, $1, $2) }
    }

    /// Runs `call` (a `pread` or `pwrite` of `count` bytes at file offset `offset`, given
    /// how far it got, what is left and where) until every byte is done, again after a signal.
    private func transfer(
        _ count: Int, at offset: Int, failure: CocoaError.Code, _ call: (_ done: Int, _ left: Int, _ at: off_t) -> Int
    ) throws {
        var done = 0
        while done < count {
            let moved = call(done, count - done, off_t(offset + done))
            if moved < 0, errno == EINTR { continue }
            guard moved > 0 else { throw Self.failure(failure, path) }
            done += moved
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
