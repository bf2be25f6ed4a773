/// Reads an entry's header a line at a time and hands over the bytes after it.
struct LineReader {
    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next line without its newline, or nil when no complete line is left.
    mutating func next() -> String? {
        guard let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        defer { offset = end + 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    /// Everything after the lines read so far.
    var rest: ArraySlice<UInt8> { bytes[offset...] }
}
