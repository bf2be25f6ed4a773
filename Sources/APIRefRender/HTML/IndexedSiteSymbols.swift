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

    public func throwIfAReadFailed() throws { try library.throwIfAReadFailed() }
}
