/// Many short texts in a few buffers of UTF-8, by number: the search index's 340,000
/// summaries take their bytes and eight more each, not a string object apiece (a header
/// and an allocation's rounding, a third of their memory). The buffers have a fixed
/// size, so that growing never holds twice the bytes, as one array's doubling would.
struct PackedTexts: Sendable {
    private var blocks: [[UInt8]] = []
    /// Each text's block, and where it starts and ends in it.
    private var places: [(block: UInt32, start: UInt32, end: UInt32)] = []

    static let blockSize = 1 << 20

    init(capacity: Int) {
        places.reserveCapacity(capacity)
    }

    var count: Int { places.count }

    mutating func append(_ text: String) {
        let length = text.utf8.count
        if blocks.isEmpty || blocks[blocks.count - 1].count + length > Self.blockSize {
            var block: [UInt8] = []
            block.reserveCapacity(max(Self.blockSize, length))
            blocks.append(block)
        }
        let start = blocks[blocks.count - 1].count
        blocks[blocks.count - 1].append(contentsOf: text.utf8)
        places.append((UInt32(blocks.count - 1), UInt32(start), UInt32(start + length)))
    }

    subscript(number: Int) -> String {
        let place = places[number]
        return String(decoding: blocks[Int(place.block)][Int(place.start)..<Int(place.end)], as: UTF8.self)
    }
}
