import APIRefBase

/// The symbols in the order results are listed in within a tier of `SearchRanking` (shorter
/// names first, then by name ignoring case, a first name before a second (Swift) one, by
/// name, then by container, then by URL (`url`): the order `apiref search` uses), given to
/// them once as numbers, their ranks. Every list in the site's index holds ranks in
/// ascending order, so it is already in result order, and the symbols of one name are
/// neighbours.
///
/// A view of the entries by rank, not a sorted copy: at 10,000 classes a copy of the
/// 340,000 entries was 30 MB more at the build's peak.
struct SearchRankOrder: RandomAccessCollection {
    private let entries: [SearchIndexEntry]
    /// `entries` positions, best first.
    private let positions: [UInt32]
    /// What the entries are named: they hold only their table positions.
    let names: SearchEntryNames

    init(_ entries: [SearchIndexEntry], names: SearchEntryNames, url: (SearchIndexEntry) -> String) {
        self.entries = entries
        self.names = names
        let lengths = entries.map { UInt32(names.name($0).count) }
        let heads = entries.map { Self.head(of: names.name($0)) }
        positions = entries.indices.sorted { a, b in
            if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
            // Most pairs differ in their first eight bytes ignoring case; only the rest are
            // compared whole.
            if heads[a] != heads[b], heads[a] != Self.unknownHead, heads[b] != Self.unknownHead { return heads[a] < heads[b] }
            let (x, y) = (entries[a], entries[b])
            let (xName, yName) = (names.name(x), names.name(y))
            // Names that differ in case only (`accessoryType`, Swift's `AccessoryType`): a first
            // name before a second one, so the symbol the query names exactly leads.
            if let order = Self.orderIgnoringCase(xName, yName) { return order }
            if x.isSecondName != y.isSecondName { return !x.isSecondName }
            if xName != yName { return xName < yName }
            let (xContainer, yContainer) = (names.container(x) ?? "", names.container(y) ?? "")
            if xContainer != yContainer { return xContainer < yContainer }
            return url(x) < url(y)
        }.map(UInt32.init)
    }

    /// Whether `x` comes before `y` ignoring case, as `x.lowercased() < y.lowercased()`
    /// orders them; nil when they are equal so. Two ASCII names (nearly all) are compared
    /// byte by byte without lowercase copies, which were most of the sort's time; any other
    /// pair as before, since Unicode's order after normalisation is not the bytes' order.
    static func orderIgnoringCase(_ x: String, _ y: String) -> Bool? {
        guard ASCIIScan.isASCII(x), ASCIIScan.isASCII(y) else {
            let (lowerX, lowerY) = (x.lowercased(), y.lowercased())
            return lowerX == lowerY ? nil : lowerX < lowerY
        }
        // Copies of the two values, not of their bytes: `withUTF8` needs them mutable.
        var (x, y) = (x, y)
        return x.withUTF8 { p in y.withUTF8 { q in orderIgnoringCase(p, q) } }
    }

    /// `orderIgnoringCase` of two ASCII names' bytes.
    private static func orderIgnoringCase(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool? {
        for index in 0..<Swift.min(x.count, y.count) where lowercased(x[index]) != lowercased(y[index]) {
            return lowercased(x[index]) < lowercased(y[index])
        }
        return x.count == y.count ? nil : x.count < y.count
    }

    /// The first eight bytes of an ASCII name, lowercased, the first byte highest: two
    /// names of the same length whose heads differ are in the order of their heads.
    /// `unknownHead` for a name that is not ASCII, which only the whole compare orders.
    static func head(of name: String) -> UInt64 {
        guard ASCIIScan.isASCII(name) else { return unknownHead }
        var head: UInt64 = 0
        var taken = 0
        for byte in name.utf8.prefix(8) {
            head = head << 8 | UInt64(lowercased(byte))
            taken += 1
        }
        return head << (8 * UInt64(8 - taken))
    }

    /// Not the head of any ASCII name, whose bytes are all below 0x80.
    static let unknownHead = UInt64.max

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    /// The entry ranked `rank`.
    subscript(rank: Int) -> SearchIndexEntry { entries[Int(positions[rank])] }
}
