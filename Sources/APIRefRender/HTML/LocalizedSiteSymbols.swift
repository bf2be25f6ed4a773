import APIRefCore

/// The symbols of a copy of the site in a translation language: bodies read as
/// `LocalizedSymbolSource` gives them (the translation's prose, the original's facts), and
/// articles — whole in the table — with their translated titles and prose.
public struct LocalizedSiteSymbols: SiteSymbols {
    public let table: SymbolTable
    let base: SiteSymbols
    let source: LocalizedSymbolSource

    public init(base: SiteSymbols, source: LocalizedSymbolSource) {
        self.base = base
        self.source = source
        table = SymbolTable(base.table.symbols.map { $0.kind == .article ? source.localized($0) : $0 })
    }

    public func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
        let read = try base.symbols(at: positions, detail: detail)
        return detail == .identity ? read : read.map(source.localized)
    }

    /// The translation reads through the same `IndexLibrary` as `base` (`readable`, `SiteLanguages`).
    public func throwIfAReadFailed() throws { try base.throwIfAReadFailed() }
}
