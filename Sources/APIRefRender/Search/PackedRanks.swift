/// An ascending list of ranks as it grows, in a few bytes a rank: each rank's distance
/// from the one before, seven bits to a byte, low bits first, the high bit marking "more
/// follows". The words of a 10,000-class site's summaries held 24 MB of ranks as arrays of
/// 32-bit numbers (with the slack of their doubling) until the word files were made; a
/// word's neighbouring ranks are mostly less than 128 apart, one byte each.
struct PackedRanks: Sendable {
    private var bytes: [UInt8] = []
    /// The last rank appended; -1 before the first.
    private var last: Int64 = -1

    /// Appends `rank`, which must not be below the last; the same rank again is left out,
    /// as `SearchPostings.encode` leaves it out.
    mutating func append(_ rank: UInt32) {
        guard Int64(rank) > last else { return }
        var rest = UInt64(Int64(rank) - last - 1)
        last = Int64(rank)
        while rest >= 0x80 {
            bytes.append(UInt8(rest & 0x7F) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// The ranks, ascending.
    var ranks: [UInt32] {
        var ranks: [UInt32] = []
        var previous: Int64 = -1
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            value |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 != 0 {
                shift += 7
                continue
            }
            previous += Int64(value) + 1
            ranks.append(UInt32(previous))
            (value, shift) = (0, 0)
        }
        return ranks
    }
}
