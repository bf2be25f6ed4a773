/// A small, stable 64-bit hash (Swift's `Hasher` is seeded per process, so it cannot be stored).
///
/// Inlinable: it lives in this module for the front, but the index build hashes every
/// file's bytes with it, and unspecialised across the module boundary it cost a tenth of
/// the build in generic iteration.
public struct FNV1a: Sendable {
    /// The hash so far.
    public var value: UInt64 { state }
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    @inlinable public init() {}

    @inlinable public mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    @inlinable public mutating func add(bytes: some Sequence<UInt8>) {
        var value = state
        for byte in bytes {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        // A separator, so that ("ab", "c") and ("a", "bc") hash apart.
        value ^= 0xFF
        state = value &* 0x0000_0100_0000_01B3
    }

    public var hex: String { String(value, radix: 16) }
}
