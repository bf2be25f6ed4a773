/// One coverage figure: how many of how many, as `38/42` and `90.4%`. A figure of nothing
/// (`0/0`: no member to count) has no percentage — "n/a" in text, `null` in JSON — rather
/// than a division by zero or a 100% that would pass any `--fail-under`.
public struct CoverageFigure: Sendable, Equatable, Encodable {
    public var count: Int
    public var total: Int

    public init(_ count: Int, of total: Int) {
        self.count = count
        self.total = total
    }

    public static let none = CoverageFigure(0, of: 0)

    /// The share, rounded down to a tenth (`90.4`), so that a figure short of the whole never
    /// shows as 100; nil for a figure of nothing.
    public var percent: Double? {
        guard total > 0 else { return nil }
        return Double(count * 1000 / total) / 10
    }

    /// The share rounded down to a whole percent, nil for a figure of nothing.
    public var wholePercent: Int? { total > 0 ? count * 100 / total : nil }

    /// Whether the exact share is below `threshold` percent; a figure of nothing is below
    /// every threshold, since nothing was measured.
    public func isBelow(_ threshold: Double) -> Bool {
        guard total > 0 else { return true }
        return Double(count) * 100 < threshold * Double(total)
    }

    /// Whether this share is smaller than `other`'s, compared exactly; a figure of nothing
    /// comes after every figure of something.
    func isWorse(than other: CoverageFigure) -> Bool {
        switch (total, other.total) {
        case (0, _): return false
        case (_, 0): return true
        default: return count * other.total < other.count * total
        }
    }

    static func + (lhs: CoverageFigure, rhs: CoverageFigure) -> CoverageFigure {
        CoverageFigure(lhs.count + rhs.count, of: lhs.total + rhs.total)
    }

    private enum Key: String, CodingKey { case count, total, percent }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(count, forKey: .count)
        try container.encode(total, forKey: .total)
        // `null`, not left out: a reader finds the key in every figure.
        try container.encode(percent, forKey: .percent)
    }
}
