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
        positions = entries.indices.sorted { a, b in
            if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
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
        for (p, q) in zip(x.utf8, y.utf8) where lowercased(p) != lowercased(q) {
            return lowercased(p) < lowercased(q)
        }
        return x.utf8.count == y.utf8.count ? nil : x.utf8.count < y.utf8.count
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    /// The entry ranked `rank`.
    subscript(rank: Int) -> SearchIndexEntry { entries[Int(positions[rank])] }
}
