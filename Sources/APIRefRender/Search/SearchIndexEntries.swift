import APIRefCore

/// What the search index needs of every symbol that has a page or an anchor: the entries
/// come from the symbols' identities (no read), and the summaries are read once, in table
/// order, into a file (`PackedTexts`): as 340,000 strings they were 33 MB of a 10,000-class
/// build's peak, and 28 MB packed in memory. (Read in rank order as the records were written, they were never all held, but
/// the index's random reads made the build a second slower.)
enum SearchIndexEntries {
    static func entries(_ table: SymbolTable, paths: SitePaths) -> [SearchIndexEntry] {
        var entries: [SearchIndexEntry] = []
        entries.reserveCapacity(table.symbols.count)
        for (position, symbol) in table.symbols.enumerated() {
            guard paths.file(for: symbol, in: table) != nil else { continue }
            let entry = SearchIndexEntry(
                position: UInt32(position), kind: symbol.kind, isDeprecated: symbol.isDeprecated,
                hasMembers: symbol.kind.isPage && symbol.kind != .article)
            entries.append(entry)
            if hasSwiftAlias(symbol) {
                var alias = entry
                alias.isSecondName = true
                entries.append(alias)
            }
        }
        return entries
    }

    /// The entries' names and containers in `table`: a symbol's own, or its Swift spelling
    /// for a second name.
    static func names(_ table: SymbolTable) -> SearchEntryNames {
        SearchEntryNames(
            name: { name(of: table.symbols[Int($0.position)], second: $0.isSecondName) },
            container: { container(of: table.symbols[Int($0.position)], second: $0.isSecondName) })
    }

    private static func name(of symbol: Symbol, second: Bool) -> String {
        second ? symbol.swiftName ?? symbol.name : symbol.name
    }

    private static func container(of symbol: Symbol, second: Bool) -> String? {
        guard !symbol.kind.isPage else { return nil }
        return second ? symbol.swiftContainer ?? symbol.container : symbol.container
    }

    /// The entry's URL, relative to the site's root: its symbol's page and, for a member,
    /// its anchor. Made as a record is written, not held: at 10,000 classes the page and
    /// anchor strings of every entry were 11 MB of the build's peak, joined URLs 30 MB.
    static func url(of entry: SearchIndexEntry, _ table: SymbolTable, paths: SitePaths) -> String {
        guard let place = paths.place(for: table.symbols[Int(entry.position)], in: table) else { return "" }
        return SitePaths.url(file: place.file, anchor: place.anchor?.isEmpty == false ? place.anchor : nil)
    }

    /// Whether the symbol has a second name, the same place under the Swift spelling
    /// (`dequeueReusableCell(withIdentifier:for:)` in `UITableView`, `checkmark` in
    /// `UITableViewCell.AccessoryType`, `IndexPath`), where it differs: it shares the first
    /// name's summary (`position`), and the search shows a place once, under the
    /// better-ranked of its names.
    private static func hasSwiftAlias(_ symbol: Symbol) -> Bool {
        symbol.swiftName != nil
            && (name(of: symbol, second: true) != name(of: symbol, second: false)
                || container(of: symbol, second: true) != container(of: symbol, second: false))
    }

    /// Every symbol's summary as the index shows it (plain text, without control
    /// characters), by table position, read in table order a chunk at a time and kept
    /// packed (`PackedTexts`). `markers` are the untranslated and stale notes a
    /// translation's summaries end with: the page shows them, and the index leaves them
    /// out, so that a copy's index is not larger per page for saying on every line what
    /// its pages already say.
    static func summaries(_ symbols: SiteSymbols, markers: [String]) throws -> PackedTexts {
        let count = symbols.table.symbols.count
        var texts = PackedTexts(capacity: count)
        for start in stride(from: 0, to: count, by: chunkSize) {
            for summary in try symbols.summaryTexts(at: Array(start..<min(count, start + chunkSize))) {
                try texts.append(TerminalSafety.strip(withoutMarkers(summary, markers)))
            }
        }
        return texts
    }

    /// Symbols read at a time; a chunk of 4,096 decoded symbols was 33 MB.
    static let chunkSize = 1024

    private static func withoutMarkers(_ text: String, _ markers: [String]) -> String {
        guard let marker = markers.first(where: { !$0.isEmpty && text.hasSuffix($0) }) else { return text }
        return String(text.dropLast(marker.count))
    }
}
