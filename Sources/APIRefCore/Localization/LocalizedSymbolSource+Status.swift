extension LocalizedSymbolSource {
    /// Whether the translation of `symbol`, which has prose to translate
    /// (`TranslationStatus.hasProse`), is current, stale or missing, by the rule `localized`
    /// marks it and `TranslationStatus` counts it (its stamp against the fingerprint the
    /// index took), from the translations this source has read or reads now. `symbol` may be
    /// an identity. What the site's coverage page counts, so that the translations the
    /// copy of the site reads are not read twice.
    public func translationState(of symbol: Symbol) -> TranslationStatus.State {
        guard let file = relativePath(of: symbol) ?? base.sourceFiles(of: [symbol.id]).first else { return .missing }
        let read = page(translating: file)
        let key = OriginalSymbols.key(of: symbol)
        guard read.page?.prose[key] != nil else { return .missing }
        return read.current.contains(key) ? .translated : .stale
    }
}
