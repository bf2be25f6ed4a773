/// A file's lines, for looking at the raw text of a block (cmark's inline positions are
/// not exact on continuation lines, so code spans are matched per block instead).
struct SourceLines {
    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let starts: [Int]

    init(_ source: String) {
        bytes = Array(source.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(offset + 1) }
        self.starts = starts
    }

    /// The raw bytes of lines `first...last` (1-based, clamped).
    func range(_ first: Int, _ last: Int) -> ArraySlice<UInt8> {
        let lower = max(first - 1, 0)
        let upper = min(max(last, first), starts.count)
        guard lower < upper else { return [] }
        let end = upper < starts.count ? starts[upper] : bytes.count
        return bytes[starts[lower]..<end]
    }
}
