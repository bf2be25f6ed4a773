import Foundation

/// Sort keys packed in blocks of UTF-8, each with a tag that says what it stands for, to be
/// put in order and read back: `objects.inv` keeps each line's start (name and role) this
/// way, not the line. Held as strings, 340,000 keys at 10,000 classes would cost a header
/// and an allocation's rounding each, and an array of them sorted beside it. Blocks have a
/// fixed size, so growing never holds twice the bytes, as one array's doubling would; they
/// are allocated by hand, so that the sort compares bytes in place.
final class PackedLines {
    private var blocks: [UnsafeMutablePointer<UInt8>] = []
    /// How much of the last block is used.
    private var used = 0
    private var lastSize = 0
    /// Each key's block, where it starts there, its length, its tag, and whether the
    /// whole of what it stands for is ASCII.
    private var places: [Place] = []

    private struct Place {
        var block: UInt32
        var start: UInt32
        var count: UInt32
        var tag: UInt32
        var isASCII: Bool
    }

    static let blockSize = 1 << 20

    /// - Parameter capacity: about how many keys will come, so that the list of places
    ///   is not copied as it grows.
    init(capacity: Int = 0) {
        places.reserveCapacity(capacity)
    }

    deinit {
        for block in blocks { block.deallocate() }
    }

    var count: Int { places.count }

    /// Adds `key` with its `tag`; `isASCII` says whether the whole of what it stands for
    /// (the line, not only the key) is ASCII.
    func append(_ key: String, tag: UInt32, isASCII: Bool) {
        var key = key
        key.withUTF8 { bytes in
            if blocks.isEmpty || used + bytes.count > lastSize {
                lastSize = max(Self.blockSize, bytes.count)
                blocks.append(UnsafeMutablePointer<UInt8>.allocate(capacity: lastSize))
                used = 0
            }
            if let source = bytes.baseAddress { (blocks[blocks.count - 1] + used).update(from: source, count: bytes.count) }
            places.append(
                Place(block: UInt32(blocks.count - 1), start: UInt32(used), count: UInt32(bytes.count), tag: tag, isASCII: isASCII))
            used += bytes.count
        }
    }

    /// Puts the keys in order: two keys of ASCII lines that differ before either ends by
    /// the first byte that differs; any other pair by `whole`, given their tags and whether
    /// both lines are ASCII, which compares what the keys stand for.
    func sort(whole: (_ left: UInt32, _ right: UInt32, _ bothASCII: Bool) -> Bool) {
        let blocks = blocks
        func bytes(_ place: Place) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(start: blocks[Int(place.block)] + Int(place.start), count: Int(place.count))
        }
        places.sort { left, right in
            let bothASCII = left.isASCII && right.isASCII
            if bothASCII {
                let (one, other) = (bytes(left), bytes(right))
                let common = min(one.count, other.count)
                if common > 0, let a = one.baseAddress, let b = other.baseAddress {
                    let order = memcmp(a, b, common)
                    if order != 0 { return order < 0 }
                }
            }
            return whole(left.tag, right.tag, bothASCII)
        }
    }

    /// Hands each key's tag to `body`, in order.
    func forEachTag(_ body: (UInt32) throws -> Void) rethrows {
        for place in places { try body(place.tag) }
    }
}
