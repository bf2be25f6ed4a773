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
/// Where no such file can be made (an unwritable temporary folder), the full blocks stay in
/// memory: the index comes out the same, and a site build does not fail for want of a
/// place to save memory in.
struct PackedTexts: Sendable {
    /// The buffer being filled: the block after the spilled ones.
    private var current: [UInt8] = []
    /// The full blocks: where each starts in `spill`, which holds them one after another and
    /// is made when the first fills, or the block itself when no file could be made.
    private var blocks: [Block] = []
    private var spill: ScratchFile?
    private var spillRefused = false
    private var spillEnd = 0
    /// Each text's block, and where it starts and ends in it.
    private var places: [(block: UInt32, start: UInt32, end: UInt32)] = []
    private let blockSize: Int
    private let spillFolder: URL

    /// Room for `capacity` texts, in blocks of `blockSize` bytes (a text longer than a
    /// block gets a block of its own size), parked in a file in `spillFolder`.
    init(capacity: Int, blockSize: Int = 1 << 20, spillFolder: URL = FileManager.default.temporaryDirectory) {
        places.reserveCapacity(capacity)
        self.blockSize = blockSize
        self.spillFolder = spillFolder
    }

    var count: Int { places.count }

    mutating func append(_ text: String) throws {
        let length = text.utf8.count
        if !current.isEmpty, current.count + length > blockSize {
            if let spill = spillFile() {
                // Where the last block ended (a text longer than a block had one of its own size).
                let offset = spillEnd
                try current.withUnsafeBytes { try spill.write($0, at: offset) }
                blocks.append(.spilled(offset, spill))
                spillEnd = offset + current.count
                current.removeAll(keepingCapacity: true)
            } else {
                blocks.append(.held(current))
                current = []
            }
        }
        if current.capacity < length { current.reserveCapacity(max(blockSize, length)) }
        let start = current.count
        current.append(contentsOf: text.utf8)
        places.append((UInt32(blocks.count), UInt32(start), UInt32(start + length)))
    }

    /// The file full blocks go to, made on first use; nil when none can be made, and then
    /// not tried again. The failure cannot change what is written, only what is held in
    /// memory meanwhile, so it is not an error of the build.
    private mutating func spillFile() -> ScratchFile? {
        if spill == nil, !spillRefused {
            spill = try? ScratchFile(named: "apiref-texts", in: spillFolder)
            spillRefused = spill == nil
        }
        return spill
    }

    /// The text numbered `number`.
    func text(at number: Int) throws -> String {
        let place = places[number]
        let range = Int(place.start)..<Int(place.end)
        guard place.block < blocks.count else { return String(decoding: current[range], as: UTF8.self) }
        switch blocks[Int(place.block)] {
        case .held(let bytes):
            return String(decoding: bytes[range], as: UTF8.self)
        case .spilled(let offset, let spill):
            return try String(unsafeUninitializedCapacity: range.count) { buffer in
                try spill.read(into: UnsafeMutableRawBufferPointer(buffer), at: offset + range.lowerBound)
                return range.count
            }
        }
    }

    private enum Block {
        /// At this offset in the spill file.
        case spilled(Int, ScratchFile)
        case held([UInt8])
    }
}
