import APIRefCore

/// Where the site builder reads symbols from. `table` holds every symbol with at least
/// its identity (names, kinds, hierarchy, availability: enough for paths and links) and
/// articles whole; the rest is read a batch at a time by position in `table.symbols`,
/// so a site of hundreds of thousands of symbols never holds every body at once.
public protocol SiteSymbols: Sendable {
    var table: SymbolTable { get }
    /// The symbols at `positions` of `table.symbols`, decoded as far as `detail`.
    func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol]
    /// The summaries (`Symbol.summaryText`) of the symbols at `positions` of `table.symbols`,
    /// as `symbols(at:detail:)` would give them: what the search index and `llms.txt` list.
    func summaryTexts(at positions: [Int]) throws -> [String]
    /// Throws the first read behind an answer that can only be nil or empty that failed (a
    /// translation's lookups in the index, through `IndexLibrary`): what was made from them
    /// must not be published. The site builder and the exports ask just before they publish,
    /// which is before the `SymbolIndex.reading` their command runs in ends and throws it.
    func throwIfAReadFailed() throws
    /// The Changes part of each of `pages` (`ChangesPart`): its and its members' history,
    /// read for many pages at once.
    func historyLines(for pages: [Symbol]) -> [[HistoryLine]]
}

extension SiteSymbols {
    public func throwIfAReadFailed() throws {}

    public func summaryTexts(at positions: [Int]) throws -> [String] {
        try symbols(at: positions, detail: .facts).map(\.summaryText)
    }
}

/// A library in memory is already whole.
extension SymbolTable: SiteSymbols {
    public var table: SymbolTable { self }

    public func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
        positions.map { symbols[$0] }
    }
}
