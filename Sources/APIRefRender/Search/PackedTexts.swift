/// Many short texts in one buffer of UTF-8, by number: the search index's 340,000
/// summaries take their bytes and four more each, not a string object apiece (a header
/// and an allocation's rounding, a third of their memory).
struct PackedTexts: Sendable {
    private var bytes: [UInt8] = []
    /// Where each text ends in `bytes`.
    private var ends: [UInt32] = []

    init(capacity: Int) {
        ends.reserveCapacity(capacity)
    }

    var count: Int { ends.count }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        ends.append(UInt32(bytes.count))
    }

    subscript(number: Int) -> String {
        let start = number == 0 ? 0 : Int(ends[number - 1])
        return String(decoding: bytes[start ..< Int(ends[number])], as: UTF8.self)
    }
}
