/// A file's lines, for looking at the raw text of a block (cmark's inline positions are
/// not exact on continuation lines, so code spans are matched per block instead).
struct SourceLines {
    private let lines: [Substring]

    init(_ source: String) {
        lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The raw text of lines `first...last` (1-based, clamped).
    func range(_ first: Int, _ last: Int) -> Substring {
        let lower = max(first - 1, 0)
        let upper = min(max(last, first), lines.count)
        guard lower < upper else { return "" }
        return lines[lower..<upper].joined(separator: "\n")[...]
    }
}
