/// A release number such as `2.0` or `8.0.1`, ordered numerically.
///
/// Held in one word (how many numbers were written, and up to three numbers of at most
/// four digits) rather than an array: every symbol carries a few of them, and an array
/// each was a heap allocation per version, plus two more for every comparison.
public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The numbers in bits 0–15, 16–31 and 32–47; how many were written in bits 48–49.
    private let packed: UInt64

    /// The numbers as written: `[8, 0, 1]` for `8.0.1`, `[2]` for `2`.
    public var components: [Int] { (0..<count).map(number) }

    /// How many numbers were written (one to three).
    private var count: Int { Int(packed >> 48) }

    private func number(_ position: Int) -> Int { Int((packed >> (16 * UInt64(position))) & 0xFFFF) }

    /// The numbers with missing ones as zero, the form comparison and hashing read.
    private var padded: UInt64 { packed & 0xFFFF_FFFF_FFFF }

    /// Parses one to three dot-separated numbers; anything else is `nil`.
    public init?(_ text: some StringProtocol) {
        var numbers: [Int] = []
        numbers.reserveCapacity(3)
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard numbers.count < 3, !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let number = Int(part) else {
                return nil
            }
            numbers.append(number)
        }
        self.init(components: numbers)
    }

    /// The same rules as parsing: one to three numbers of at most four digits.
    public init?(components: [Int]) {
        guard (1...3).contains(components.count), components.allSatisfy({ (0...9999).contains($0) }) else { return nil }
        var packed = UInt64(components.count) << 48
        for (position, number) in components.enumerated() { packed |= UInt64(number) << (16 * UInt64(position)) }
        self.packed = packed
    }

    public var description: String {
        count == 1 ? "\(number(0)).0" : components.map(String.init).joined(separator: ".")
    }

    /// Numerically, a missing number counting as zero: `2` = `2.0` = `2.0.0` < `2.0.1`.
    public static func < (lhs: Version, rhs: Version) -> Bool {
        (lhs.number(0), lhs.number(1), lhs.number(2)) < (rhs.number(0), rhs.number(1), rhs.number(2))
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { lhs.padded == rhs.padded }

    /// Versions that are equal hash alike (`2.0` and `2.0.0` too).
    public func hash(into hasher: inout Hasher) { hasher.combine(padded) }

    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let version = Version(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad version \(text)"))
        }
        self = version
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
