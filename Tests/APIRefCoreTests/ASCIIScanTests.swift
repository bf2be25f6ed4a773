import APIRefBase
import Testing

/// `ASCIIScan` answers eight bytes at a time what a byte-by-byte look answers: every byte
/// value, at every place of a text longer than two words, must give the same answer.
@Suite struct ASCIIScanTests {
    static let excluded: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'")]

    @Test func everyByteAtEveryPlaceIsJudgedAsByteByByte() {
        var checked = 0
        for length in [0, 1, 7, 8, 9, 16, 19] {
            for place in 0..<max(length, 1) {
                for value in UInt8.min...UInt8.max {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    if length > 0 { bytes[place] = value }
                    // Bytes that are not UTF-8 on their own are repaired by String; the
                    // reference reads the bytes the string really holds.
                    let text = String(decoding: bytes, as: UTF8.self)
                    let held = Array(text.utf8)
                    #expect(ASCIIScan.isASCII(text) == held.allSatisfy { $0 < 0x80 }, "\(held)")
                    let printable = held.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
                    #expect(ASCIIScan.isPrintable(text) == printable, "\(held)")
                    #expect(
                        ASCIIScan.isPrintable(text, excluding: Self.excluded)
                            == (printable && !held.contains { Self.excluded.contains($0) }), "\(held)")
                    checked += 1
                }
            }
        }
        #expect(checked == 256 * (1 + 1 + 7 + 8 + 9 + 16 + 19))
    }

    @Test func aWordIsPrintableOnlyWhenEachOfItsBytesIs() {
        var checked = 0
        for place in 0..<8 {
            for value in UInt8.min...UInt8.max {
                var word: UInt64 = 0x4141_4141_4141_4141
                word &= ~(0xFF << (8 * UInt64(place)))
                word |= UInt64(value) << (8 * UInt64(place))
                #expect(ASCIIScan.isPrintable(word) == (value >= 0x20 && value < 0x7F), "byte \(value) at \(place)")
                // Two bytes that borrow or carry into each other: 0x7F beside 0x1F.
                let pair = (word & ~(0xFF << (8 * UInt64((place + 1) % 8)))) | (0x7F << (8 * UInt64((place + 1) % 8)))
                #expect(!ASCIIScan.isPrintable(pair))
                checked += 1
            }
        }
        #expect(checked == 8 * 256)
    }
}
