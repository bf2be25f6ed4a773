import APIRefBase

/// The order within `SearchRanking.textTier`, the symbols whose text alone matches, which
/// `apiref search` and the site's search (`Templates/assets/search.js`) both follow:
///
/// 1. strength: the summary is *about* the query (it also holds the whole query, and the
///    query is its head: an English summary's first word, `Selects…` for `select`; a
///    Japanese one's last word before します, です, する or ます, `…行を選択します。` for
///    `選択`, as Japanese puts the head of a sentence last); then a title or summary that
///    holds the whole query, its words next to each other and in order; then one that holds
///    every word of it, scattered; then the same two in the discussion, parameters or
///    return value (the site's index holds summaries alone);
/// 2. kind: a method, property, class or any other kind before a constant or an enum case
///    (`UITableViewCellSelectionStyleGray` after `selectRowAtIndexPath:animated:scrollPosition:`);
/// 3. relevance: bm25 in the terminal, the rank order (shorter names first) on the site,
///    which keeps no word counts.
///
/// Before all three, when the query holds a variant the term list rejects (`SearchVariants`),
/// what its preferred spelling finds comes before what only the variant as typed finds
/// (`イメージ`: text that says 画像 before イメージビュー, an exception the list keeps).
public enum TextRanking {
    /// How strongly a symbol's text matches, strongest first.
    public enum Strength: Int, Comparable, Sendable {
        case about = 0
        case wholeInSummary
        case inSummary
        case wholeInBody
        case inBody

        public static func < (left: Strength, right: Strength) -> Bool { left.rawValue < right.rawValue }
    }

    /// 1 for the kinds that rank after the others of the same strength: a constant, an enum case.
    public static func kindOrder(_ kind: SymbolKind) -> Int {
        switch kind {
        case .constant, .enumCase: return 1
        default: return 0
        }
    }

    /// What a summary is about, as a key both searches store: `^word`, the first word of
    /// a summary whose first sentence has no CJK text (lower-cased: `^selects`), or `$pair`,
    /// the last term of a Japanese (CJK) first sentence once its closing verb or copula
    /// and 。 are cut (`$選択` for `指定した行を選択します。`): the last pair of CJK
    /// characters, or a Latin word that ends it. Nil for a summary with no words.
    public static func headKey(of summary: String) -> String? {
        // Most summaries are ASCII, and a site build keys every one: no NFKC, no full cut.
        if ASCIIScan.isASCII(summary) { return firstASCIIWord(summary).map { "^" + $0 } }
        let sentence = firstSentence(summary.precomposedStringWithCompatibilityMapping)
        guard sentence.contains(where: CJKCharacters.isLetter) else {
            return SearchTokens.terms(of: sentence).first.map { "^" + $0 }
        }
        var text = String(sentence.reversed().drop { !($0.isLetter || $0.isNumber) }.reversed())
        if let ending = closingWords.first(where: { text.hasSuffix($0) && text.count > $0.count }) {
            text.removeLast(ending.count)
        }
        return lastTerm(text).map { "$" + $0 }
    }

    /// The keys a summary about the query has (`headKey`): the query's first word for a
    /// summary that starts with it (a prefix of `^…`, as search words are prefixes) and its
    /// last term for one that ends with it (`$…` exactly). A query of one character is about nothing.
    public static func queryHeads(_ query: String) -> (first: String?, last: String?) {
        var text = query.precomposedStringWithCompatibilityMapping.lowercased().trimmingCharacters(in: .whitespaces)
        // `選択する` asks for what `…を選択します。` is about.
        if text.contains(where: CJKCharacters.isLetter),
            let ending = closingWords.first(where: { text.hasSuffix($0) && text.count > $0.count })
        {
            text.removeLast(ending.count)
        }
        guard text.filter({ !$0.isWhitespace }).count > 1 else { return (nil, nil) }
        let first = SearchTokens.terms(of: query).first.flatMap { term in term.contains(where: CJKCharacters.isLetter) ? nil : "^" + term }
        return (first, lastTerm(text).map { "$" + $0 })
    }

    /// Whether one of `keys` (a symbol's stored `headKey`s) says the symbol is about a query
    /// whose heads are `heads`.
    public static func isAbout(keys: some Sequence<Substring>, heads: (first: String?, last: String?)) -> Bool {
        keys.contains { key in
            if let first = heads.first, key.hasPrefix(first) { return true }
            if let last = heads.last, key == last { return true }
            return false
        }
    }

    /// The words that close a Japanese summary's first sentence after its head: cut before
    /// the head is read. Longest first, so that します goes whole.
    static let closingWords = ["します", "です", "する", "ます"]

    /// The first word of two letters or digits or more, lower-cased, as `SearchTokens.terms(of:)` cuts ASCII.
    private static func firstASCIIWord(_ text: String) -> String? {
        var word: [UInt8] = []
        for byte in text.utf8 + [0] {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            default:
                if word.count > 1 { return String(decoding: word, as: UTF8.self) }
                word.removeAll(keepingCapacity: true)
            }
        }
        return nil
    }

    /// Up to the first 。, or a full stop followed by a space or the end.
    private static func firstSentence(_ text: String) -> String {
        var sentence = ""
        var previousWasStop = false
        for character in text {
            if character == "。" { break }
            if previousWasStop, character.isWhitespace {
                sentence.removeLast()
                break
            }
            sentence.append(character)
            previousWasStop = character == "."
        }
        if previousWasStop { sentence.removeLast() }
        return sentence
    }

    /// The last search term of `text`, lower-cased: its last pair of CJK characters (one
    /// when the run has one), or its last Latin word of two characters or more.
    private static func lastTerm(_ text: String) -> String? {
        let characters = Array(text.lowercased())
        guard let last = characters.last else { return nil }
        if CJKCharacters.isLetter(last) {
            if characters.count > 1, CJKCharacters.isLetter(characters[characters.count - 2]) {
                return String(characters[characters.count - 2...characters.count - 1])
            }
            return String(last)
        }
        guard last.isLetter || last.isNumber else { return nil }
        let word = characters.reversed().prefix { ($0.isLetter || $0.isNumber) && !CJKCharacters.isLetter($0) }
        return word.count > 1 ? String(word.reversed()) : nil
    }
}
