import APIRefCore

/// The compiled index: identities in memory, the rest read from it when asked.
public struct IndexedSiteSymbols: SiteSymbols {
    public let table: SymbolTable
    let index: SymbolIndex

    /// Reads every identity, and every article whole (class pages list the articles that
    /// mention them).
    public init(index: SymbolIndex) throws {
        self.index = index
        table = SymbolTable(try index.allSymbols { _, kind in kind == .article ? .whole : .identity })
    }

    public func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
        try index.symbols(at: positions, detail: detail)
    }
}
