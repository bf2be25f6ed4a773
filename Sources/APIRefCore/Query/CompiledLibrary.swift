/// A library compiled into an index, as translations and the commands above the store see
/// it: `SymbolSource`'s queries, plus which pages and files hold what, the prose
/// fingerprints taken when it was indexed, and every identity at once. The index answers
/// it through `IndexLibrary` (the `APIRefIndex` module), whose failed reads are thrown when
/// `SymbolIndex.reading` ends, so the core that translations live in does not depend on
/// the store.
public protocol CompiledLibrary: SymbolSource, Sendable {
    /// The ids of the pages (classes, protocols, categories, framework pages, articles)
    /// that the content files `files` (relative paths) hold.
    func pageIDs(inFiles files: Set<String>) -> Set<String>
    /// The content files (relative paths) of the symbols `ids` and of every class or
    /// protocol in the lookup chains of their containers and of `pages`: what a lookup's
    /// page is drawn from.
    func sourceFiles(of ids: [String], pages: [String]) -> [String]
    /// The `ProseFingerprint` of every symbol declared in `file`, by the name a translation
    /// keys its prose by (`OriginalSymbols.key`); "" for a symbol with nothing to translate
    /// (`TranslationStatus.hasProse`), which no stamp matches.
    func proseFingerprints(inFile file: String) -> [String: String]
    /// Every symbol at identity detail, in a table.
    func identityTable() throws -> SymbolTable
}

extension CompiledLibrary {
    public func sourceFiles(of ids: [String]) -> [String] { sourceFiles(of: ids, pages: []) }
}
