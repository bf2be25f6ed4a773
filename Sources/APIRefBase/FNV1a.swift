/// A small, stable 64-bit hash (Swift's `Hasher` is seeded per process, so it cannot be stored).
public struct FNV1a: Sendable {
    public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    public init() {}

    public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    public mutating func add(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") hash apart.
        value ^= 0xFF
        value = value &* 0x0000_0100_0000_01B3
    }

    public var hex: String { String(value, radix: 16) }
}
