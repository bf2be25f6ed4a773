/// How far a translation has come: each symbol of the original, translated (its stamp is
/// the original's current `ProseFingerprint`), stale (translated from other English, or
/// never stamped), or missing.
public struct TranslationStatus: Sendable, Encodable {
    public enum State: String, Sendable, Encodable { case translated, stale, missing }

    public struct Entry: Sendable, Encodable {
        public var id: String
        public var name: String
        public var state: State
    }

    public struct Page: Sendable, Encodable {
        public var original: String
        public var translation: String
        public var language: String
        /// Whether the translation file exists.
        public var exists: Bool
        public var entries: [Entry]
        /// How many entries are translated and current, and what share of them.
        public let translated: Int
        public let percent: Int

        init(original: String, translation: String, language: String, exists: Bool, entries: [Entry]) {
            self.original = original
            self.translation = translation
            self.language = language
            self.exists = exists
            self.entries = entries
            translated = entries.filter { $0.state == .translated }.count
            percent = entries.isEmpty ? 100 : translated * 100 / entries.count
        }
    }

    public var pages: [Page]
    public var total: Int { pages.reduce(0) { $0 + $1.entries.count } }
    public var translated: Int { pages.reduce(0) { $0 + $1.translated } }
    public var percent: Int { total == 0 ? 100 : translated * 100 / total }
    public var isComplete: Bool { translated == total }

    /// The status of every original page in `language`, whether it has a translation or not.
    public static func of(
        language: String, originals files: [String], translations: [TranslatedPage],
        index: any CompiledLibrary
    ) -> TranslationStatus {
        let byOriginal = Dictionary(
            translations.filter { $0.path.language == language }.map { ($0.path.originalRelativePath, $0) },
            uniquingKeysWith: { first, _ in first })
        var pages: [Page] = []
        for file in files {
            let originals = OriginalSymbols(file: file, index: index)
            guard originals.exists else { continue }
            let translation = byOriginal[file]
            // The fingerprints the index took, as pages judge a translation current
            // (`LocalizedSymbolSource`): hashing every symbol's prose again took most of the time.
            let fingerprints = translation == nil ? [:] : index.proseFingerprints(inFile: file)
            let entries = originals.symbols.filter(hasProse).map { symbol -> Entry in
                let key = OriginalSymbols.key(of: symbol)
                let state: State
                if translation?.prose[key] == nil {
                    state = .missing
                } else if translation?.stamps[key] == fingerprints[key] ?? ProseFingerprint.of(symbol) {
                    state = .translated
                } else {
                    state = .stale
                }
                return Entry(id: symbol.id, name: symbol.name, state: state)
            }
            pages.append(
                Page(
                    original: file, translation: TranslationPath.of(file, in: language), language: language,
                    exists: translation != nil, entries: entries))
        }
        return TranslationStatus(pages: pages)
    }

    /// A symbol with nothing to translate (no summary, discussion, described parameter or
    /// return value) is not counted: an imported member's empty `- `name`:` entries are
    /// facts, not prose, as `l10n export` agrees.
    public static func hasProse(_ symbol: Symbol) -> Bool {
        !symbol.summary.isEmpty || !symbol.discussion.isEmpty || !symbol.returnValue.isEmpty
            || symbol.parameters.contains { !$0.description.isEmpty }
    }
}
