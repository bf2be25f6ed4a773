/// Questions about a text's UTF-8 bytes answered eight bytes at a time: an index build asks
/// them of every summary and discussion, and a byte-by-byte `allSatisfy` over `utf8` was a
/// few per cent of it. Each answer is exactly the byte-by-byte one.
public enum ASCIIScan {
    @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte of `text` is ASCII (below 0x80).
    @inlinable
    public static func isASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let whole = prefixLength(of: UnsafeRawBufferPointer(bytes)) { word in word & highBits == 0 }
            return bytes[whole...].allSatisfy { $0 < 0x80 }
        }
    }

    /// Whether every byte of `text` is printable ASCII (0x20–0x7E) other than the bytes of
    /// `excluded` (each itself printable ASCII).
    @inlinable
    public static func isPrintable(_ text: String, excluding excluded: [UInt8] = []) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes[printablePrefix(of: bytes, excluding: excluded)...].allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && !excluded.contains(byte)
            }
        }
    }

    /// How many leading bytes of `bytes` lie in whole 8-byte words of printable ASCII
    /// without a byte of `excluded`: what a look for those bytes can skip.
    @inlinable
    public static func printablePrefix(of bytes: UnsafeBufferPointer<UInt8>, excluding excluded: [UInt8]) -> Int {
        prefixLength(of: UnsafeRawBufferPointer(bytes)) { word in isPrintable(word, excluding: excluded) }
    }

    /// How many leading bytes of `buffer` lie in whole 8-byte words that each pass `test`,
    /// a multiple of 8: where a byte-by-byte look must take over (it finds the byte that
    /// failed the word, if one did).
    @inlinable
    public static func prefixLength(of buffer: UnsafeRawBufferPointer, passing test: (UInt64) -> Bool) -> Int {
        var offset = 0
        while offset + 8 <= buffer.count {
            guard test(buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) else { break }
            offset += 8
        }
        return offset
    }

    /// Whether all eight bytes of `word` are printable ASCII (0x20–0x7E).
    @inlinable
    public static func isPrintable(_ word: UInt64) -> Bool {
        // With every high bit clear nothing carries from one byte into the next: a byte
        // below 0x20 borrows its high bit back in `word - 0x20…`, and 0x7F gains one in `word + 1…`.
        guard word & highBits == 0 else { return false }
        let belowSpace = (word &- 0x20 &* ones) & ~word & highBits
        let delete = (word &+ ones) & highBits
        return belowSpace | delete == 0
    }

    /// Whether all eight bytes of `word` are printable ASCII other than the bytes of `excluded`.
    @inlinable
    public static func isPrintable(_ word: UInt64, excluding excluded: [UInt8]) -> Bool {
        isPrintable(word) && !excluded.contains { contains(word, byte: $0) }
    }

    /// Whether one of the eight bytes of `word`, all ASCII, is `byte`.
    @inlinable
    public static func contains(_ word: UInt64, byte: UInt8) -> Bool {
        let difference = word ^ (UInt64(byte) &* ones)
        return (difference &- ones) & ~difference & highBits != 0
    }
}
