/// A release number such as `2.0` or `8.0.1`, ordered numerically.
public struct Version: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let components: [Int]

    /// Parses one to three dot-separated numbers; anything else is `nil`.
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 4, part.allSatisfy(\.isASCII), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        components = numbers
    }

    /// The same rules as parsing: one to three numbers of at most four digits.
    public init?(components: [Int]) {
        guard (1...3).contains(components.count), components.allSatisfy({ (0...9999).contains($0) }) else { return nil }
        self.components = components
    }

    public var description: String {
        components.count == 1 ? "\(components[0]).0" : components.map(String.init).joined(separator: ".")
    }

    public static func < (lhs: Version, rhs: Version) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        let left = lhs.components + Array(repeating: 0, count: count - lhs.components.count)
        let right = rhs.components + Array(repeating: 0, count: count - rhs.components.count)
        return left.lexicographicallyPrecedes(right)
    }

    public static func == (lhs: Version, rhs: Version) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

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
