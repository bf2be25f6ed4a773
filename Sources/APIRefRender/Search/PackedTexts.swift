import Foundation

#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Many short texts in buffers of UTF-8, by number: the search index's 340,000 summaries
/// take their bytes and twelve more each, not a string object apiece (a header and an
/// allocation's rounding, a third of their memory). The buffers have a fixed size, and
/// each one that is full is parked in a file (`TextSpill`), where the system's page cache
/// holds it: the summaries were 28 MB of a 10,000-class site build's peak in memory. Only
/// the buffer being filled is held; a text is read back from the file when it is asked for.
struct PackedTexts: Sendable {
    /// The buffer being filled: the block after the spilled ones.
    private var current: [UInt8] = []
    /// Where each full block starts in `spill`, which holds them one after another and is
    /// made when the first fills.
    private var spilledBlocks: [Int] = []
    private var spill: TextSpill?
    private var spillEnd = 0
    /// Each text's block, and where it starts and ends in it.
    private var places: [(block: UInt32, start: UInt32, end: UInt32)] = []
    private let blockSize: Int

    /// Room for `capacity` texts, in blocks of `blockSize` bytes (a text longer than a
    /// block gets a block of its own size).
    init(capacity: Int, blockSize: Int = 1 << 20) {
        places.reserveCapacity(capacity)
        self.blockSize = blockSize
    }

    var count: Int { places.count }

    mutating func append(_ text: String) throws {
        let length = text.utf8.count
        if !current.isEmpty, current.count + length > blockSize {
            let spill = try self.spill ?? TextSpill()
            self.spill = spill
            // Where the last block ended (a text longer than a block had one of its own size).
            let offset = spillEnd
            try spill.write(current, at: offset)
            spilledBlocks.append(offset)
            spillEnd = offset + current.count
            current.removeAll(keepingCapacity: true)
        }
        if current.capacity < length { current.reserveCapacity(max(blockSize, length)) }
        let start = current.count
        current.append(contentsOf: text.utf8)
        places.append((UInt32(spilledBlocks.count), UInt32(start), UInt32(start + length)))
    }

    /// The text numbered `number`.
    func text(at number: Int) throws -> String {
        let place = places[number]
        let range = Int(place.start)..<Int(place.end)
        guard place.block < spilledBlocks.count, let spill else { return String(decoding: current[range], as: UTF8.self) }
        return try spill.read(range.count, at: spilledBlocks[Int(place.block)] + range.lowerBound)
    }
}

/// A file for `PackedTexts`' full blocks, unlinked as soon as it is opened, so that it
/// vanishes when the build ends, however it ends.
private final class TextSpill: Sendable {
    private let descriptor: Int32
    private let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-texts-\(UUID().uuidString)").path
        descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Self.failure(.fileWriteUnknown, path) }
        unlink(path)
    }

    deinit { close(descriptor) }

    func write(_ bytes: [UInt8], at offset: Int) throws {
        try bytes.withUnsafeBytes { buffer in
            var written = 0
            while written < buffer.count {
                guard let base = buffer.baseAddress else { return }
                let count = pwrite(descriptor, base + written, buffer.count - written, off_t(offset + written))
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { throw Self.failure(.fileWriteUnknown, path) }
                written += count
            }
        }
    }

    func read(_ count: Int, at offset: Int) throws -> String {
        guard count > 0 else { return "" }
        return try String(unsafeUninitializedCapacity: count) { buffer in
            var read = 0
            while read < count {
                guard let base = buffer.baseAddress else { return 0 }
                let got = pread(descriptor, base + read, count - read, off_t(offset + read))
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { throw Self.failure(.fileReadUnknown, path) }
                read += got
            }
            return count
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
