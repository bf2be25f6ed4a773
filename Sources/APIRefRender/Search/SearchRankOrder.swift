/// The order results are listed in within a tier of `SearchRanking` (shorter names first,
/// then by name, then by container: the order `apiref search` uses), given to the symbols
/// once as numbers, their ranks. Every list in the site's index holds ranks in ascending
/// order, so it is already in result order, and the symbols of one name are neighbours.
struct SearchRankOrder {
    /// `entries` positions, best first.
    let positions: [Int]

    init(_ entries: [SearchIndexEntry]) {
        let lengths = entries.map(\.name.count)
        positions = entries.indices.sorted { a, b in
            let x = entries[a], y = entries[b]
            if lengths[a] != lengths[b] { return lengths[a] < lengths[b] }
            if x.name != y.name { return x.name < y.name }
            if (x.container ?? "") != (y.container ?? "") { return (x.container ?? "") < (y.container ?? "") }
            return x.url < y.url
        }
    }
}
