import APIRefCore

/// Reads what the search index needs of every symbol that has a page or an anchor.
enum SearchIndexEntries {
    /// Symbols are read a chunk at a time, so only the summaries are whole in memory; a
    /// chunk of 4,096 decoded symbols was 33 MB of a 10,000-class build's peak.
    /// `markers` are the untranslated and stale notes a translation's summaries end with:
    /// the page shows them, and the index leaves them out, so that a copy's index is not
    /// larger per page for saying on every line what its pages already say.
    static let chunkSize = 1024

    static func read(_ symbols: SiteSymbols, paths: SitePaths, markers: [String]) throws -> [SearchIndexEntry] {
        let table = symbols.table
        var entries: [SearchIndexEntry] = []
        entries.reserveCapacity(table.symbols.count)
        for start in stride(from: 0, to: table.symbols.count, by: chunkSize) {
            let chunk = try symbols.symbols(at: Array(start ..< min(table.symbols.count, start + chunkSize)), detail: .facts)
            for symbol in chunk {
                guard let place = paths.place(for: symbol, in: table) else { continue }
                entries.append(SearchIndexEntry(
                    name: symbol.name, file: place.file, anchor: place.anchor ?? "",
                    summary: TerminalSafety.strip(withoutMarkers(symbol.summaryText, markers)),
                    container: symbol.kind.isPage ? nil : symbol.container, kind: symbol.kind,
                    isDeprecated: symbol.isDeprecated, hasMembers: symbol.kind.isPage && symbol.kind != .article))
            }
        }
        return entries
    }

    private static func withoutMarkers(_ text: String, _ markers: [String]) -> String {
        guard let marker = markers.first(where: { !$0.isEmpty && text.hasSuffix($0) }) else { return text }
        return String(text.dropLast(marker.count))
    }
}
