import APIRefCore
import APIRefIndex

/// The compiled index: identities in memory, the rest read from it when asked.
public struct IndexedSiteSymbols: SiteSymbols {
    public let table: SymbolTable
    let index: SymbolIndex

    /// Reads every identity, and every article whole (class pages list the articles that
    /// mention them).
    public init(index: SymbolIndex) throws {
        self.index = index
        let identities = try index.identityTable()
        var symbols = identities.symbols
        // Articles are few: read again whole, by position, rather than asking the scan of
        // every symbol for each row's kind.
        let articles = symbols.indices.filter { symbols[$0].kind == .article }
        for (position, article) in zip(articles, try index.symbols(at: articles, detail: .whole)) { symbols[position] = article }
        table = identities.replacingSymbols(symbols) ?? SymbolTable(symbols)
    }

    public func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
        try index.symbols(at: positions, detail: detail)
    }

    public func throwIfAReadFailed() throws { try index.throwIfAReadFailed() }
}
