import APIRefCore
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
    private var spill: ScratchFile?
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
            let spill = try self.spill ?? ScratchFile(named: "apiref-texts")
            self.spill = spill
            // Where the last block ended (a text longer than a block had one of its own size).
            let offset = spillEnd
            try current.withUnsafeBytes { try spill.write($0, at: offset) }
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
        let start = spilledBlocks[Int(place.block)] + range.lowerBound
        return try String(unsafeUninitializedCapacity: range.count) { buffer in
            try spill.read(into: UnsafeMutableRawBufferPointer(buffer), at: start)
            return range.count
        }
    }
}
