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
    private let positions: [Int]

    init(_ entries: [SearchIndexEntry], url: (SearchIndexEntry) -> String) {
        self.entries = entries
        let lengths = entries.map(\.name.count)
        positions = entries.indices.sorted { a, b in
            let x = entries[a]
            let y = entries[b]
            if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
            // Names that differ in case only (`accessoryType`, Swift's `AccessoryType`): a first
            // name before a second one, so the symbol the query names exactly leads.
            let (left, right) = (x.name.lowercased(), y.name.lowercased())
            if left != right { return left < right }
            if x.isSecondName != y.isSecondName { return !x.isSecondName }
            if x.name != y.name { return x.name < y.name }
            if (x.container ?? "") != (y.container ?? "") { return (x.container ?? "") < (y.container ?? "") }
            return url(x) < url(y)
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }
    /// The entry ranked `rank`.
    subscript(rank: Int) -> SearchIndexEntry { entries[positions[rank]] }
}
