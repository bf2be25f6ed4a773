import APIRefCore
import APIRefIndex

/// The compiled index: identities in memory, the rest read from it when asked.
public struct IndexedSiteSymbols: SiteSymbols {
    public let table: SymbolTable
    /// The index, inside the `SymbolIndex.reading` the build or export runs in.
    public let library: IndexLibrary
    var index: SymbolIndex { library.index }

    /// Reads every identity, and every article whole (class pages list the articles that
    /// mention them).
    public init(library: IndexLibrary) throws {
        self.library = library
        let index = library.index
        var table = try index.identityTable()
        // Articles are few: read again whole, by position, rather than asking the scan of
        // every symbol for each row's kind; put in place, not into a copy of every symbol.
        let articles = table.symbols.indices.filter { table.symbols[$0].kind == .article }
        let whole = try index.symbols(at: articles, detail: .whole)
        if !table.replaceSymbols(at: articles, with: whole) {
            var symbols = table.symbols
            for (position, article) in zip(articles, whole) { symbols[position] = article }
            table = SymbolTable(symbols)
        }
        self.table = table
    }

    public func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
        try index.symbols(at: positions, detail: detail)
    }

    /// From the index's column of summaries: no symbol is decoded.
    public func summaryTexts(at positions: [Int]) throws -> [String] {
        try index.summaryTexts(at: positions)
    }

    public func throwIfAReadFailed() throws { try library.throwIfAReadFailed() }
}
