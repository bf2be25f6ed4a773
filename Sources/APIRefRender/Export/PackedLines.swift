import Foundation

/// Lines of text packed in blocks of UTF-8, to be sorted and read back in order:
/// `objects.inv`'s 340,000 lines at 10,000 classes held as strings (a header and an
/// allocation's rounding each, and an array of them sorted beside it) were about 60 MB of
/// a site build's peak, packed 34 MB. Blocks have a fixed size, so growing never holds
/// twice the bytes, as one array's doubling would; they are allocated by hand, so that the
/// sort compares bytes in place.
final class PackedLines {
    private var blocks: [UnsafeMutablePointer<UInt8>] = []
    /// How much of the last block is used.
    private var used = 0
    private var lastSize = 0
    /// Each line's block, where it starts there, its length, and whether it is all ASCII.
    private var places: [Place] = []

    private struct Place {
        var block: UInt32
        var start: UInt32
        var count: UInt32
        var isASCII: Bool
    }

    static let blockSize = 1 << 20

    deinit {
        for block in blocks { block.deallocate() }
    }

    var count: Int { places.count }

    func append(_ line: String) {
        var line = line
        line.withUTF8 { bytes in
            if blocks.isEmpty || used + bytes.count > lastSize {
                lastSize = max(Self.blockSize, bytes.count)
                blocks.append(UnsafeMutablePointer<UInt8>.allocate(capacity: lastSize))
                used = 0
            }
            if let source = bytes.baseAddress { (blocks[blocks.count - 1] + used).update(from: source, count: bytes.count) }
            places.append(
                Place(
                    block: UInt32(blocks.count - 1), start: UInt32(used), count: UInt32(bytes.count),
                    isASCII: bytes.allSatisfy { $0 < 0x80 }))
            used += bytes.count
        }
    }

    /// Puts the lines in the order `[String].sorted()` gives: for two ASCII lines that is
    /// the order of their bytes; any other pair is compared as strings.
    func sort() {
        let blocks = blocks
        func bytes(_ place: Place) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: blocks[Int(place.block)] + Int(place.start), count: Int(place.count))
        }
        places.sort { left, right in
            let (one, other) = (bytes(left), bytes(right))
            guard left.isASCII, right.isASCII else {
                return String(decoding: one, as: UTF8.self) < String(decoding: other, as: UTF8.self)
            }
            let common = min(one.count, other.count)
            if common > 0, let a = one.baseAddress, let b = other.baseAddress {
                let order = memcmp(a, b, common)
                if order != 0 { return order < 0 }
            }
            return one.count < other.count
        }
    }

    /// Hands each line's bytes to `body`, in order.
    func forEach(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        for place in places {
            try body(UnsafeBufferPointer(start: blocks[Int(place.block)] + Int(place.start), count: Int(place.count)))
        }
    }
}
