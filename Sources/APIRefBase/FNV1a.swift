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

    /// The same steps taken a 64-bit word at a time (the last few bytes one at a time): an
    /// eighth of the work, for a whole file's bytes (`SiteFileSums`). Each step still maps
    /// the state one to one, so two buffers of one length that differ in a single word
    /// always hash apart. Not the same value as `add(bytes:)` gives.
    @inlinable public mutating func add(words buffer: UnsafeRawBufferPointer) {
        addWholeWords(of: buffer)
        var value = state
        for byte in buffer[(buffer.count / 8 * 8)...] {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        value ^= 0xFF
        state = value &* 0x0000_0100_0000_01B3
    }

    /// The words of a piece of a buffer that `add(words:)` ends: hashing a file a piece at
    /// a time, every piece but the last (whose length is a multiple of 8) goes through
    /// here, and the last through `add(words:)`, which gives the value the whole would.
    @inlinable public mutating func addWholeWords(of buffer: UnsafeRawBufferPointer) {
        var value = state
        for index in 0..<(buffer.count / 8) {
            value ^= UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            value = value &* 0x0000_0100_0000_01B3
        }
        state = value
    }

    public var hex: String { Self.hex(of: value) }

    /// `value` in lower-case hexadecimal without leading zeros, as `String(value, radix: 16)`
    /// writes it. Digit by digit: that initializer is generic and set up at run time, and the
    /// front names two files with a hash on every lookup.
    public static func hex(of value: UInt64) -> String {
        let width = max(1, (UInt64.bitWidth - value.leadingZeroBitCount + 3) / 4)
        return String(unsafeUninitializedCapacity: width) { buffer in
            var rest = value
            var index = width
            while index > 0 {
                index -= 1
                let digit = UInt8(truncatingIfNeeded: rest & 0xF)
                buffer[index] = digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
                rest >>= 4
            }
            return width
        }
    }
}
