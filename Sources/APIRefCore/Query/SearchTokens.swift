import APIRefBase
import Foundation

/// How text is cut into search terms, the same way for what is indexed and what is asked:
/// NFKC first (half-width ｾﾙ is セル, full-width ＵＩＴａｂｌｅ is UITable), then words for
/// Latin text and overlapping character pairs for runs of CJK, which has no spaces
/// (セルを → セル ルを を). Every CJK character starts a term, so one character finds any
/// text that holds it, as a prefix query.
public enum SearchTokens {
    /// Text as the full-text table stores it. ASCII text is returned as it is.
    public static func indexable(_ text: String) -> String {
        guard !ASCIIScan.isASCII(text) else { return text }
        var out = ""
        var run: [Character] = []
        var afterRun = false
        func flushRun() {
            guard !run.isEmpty else { return }
            if let last = out.last, !last.isWhitespace { out.append(" ") }
            out += pairs(run).joined(separator: " ")
            run = []
            afterRun = true
        }
        for character in text.precomposedStringWithCompatibilityMapping {
            if CJKCharacters.isLetter(character) {
                run.append(character)
            } else {
                flushRun()
                // Terms are separated: a run's last term never runs into the next word.
                if afterRun, !character.isWhitespace { out.append(" ") }
                afterRun = false
                out.append(character)
            }
        }
        flushRun()
        return out
    }

    /// The FTS5 query terms for what a reader typed: a Latin word as a prefix, a CJK run as
    /// the phrase of its pairs (one character as a prefix). `byWords` cuts each run into
    /// its words first (`cjkWords`): what a text must hold to match, wherever it holds them.
    public static func queryTerms(_ words: [String], byWords: Bool = false) -> [String] {
        var terms: [String] = []
        for word in words {
            var latin = ""
            var run: [Character] = []
            func flushLatin() {
                for part in latin.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { terms.append("\"\(part)\"*") }
                latin = ""
            }
            func flushRun() {
                for run in byWords ? cjkWords(run) : (run.isEmpty ? [] : [run]) {
                    terms.append(run.count == 1 ? "\"\(run[0])\"*" : "\"" + pairs(run, finalSingle: false).joined(separator: " ") + "\"")
                }
                run = []
            }
            for character in word.precomposedStringWithCompatibilityMapping {
                if CJKCharacters.isLetter(character) {
                    flushLatin()
                    run.append(character)
                } else {
                    flushRun()
                    latin.append(character)
                }
            }
            flushLatin()
            flushRun()
        }
        return terms
    }

    /// The words of a run of CJK text as a query looks for them apart: the run cut where
    /// the script changes (kanji, katakana, hiragana), without its hiragana parts when it has
    /// others, since those are particles and endings that join the words
    /// (`セルの再利用` → `セル`, `再利用`; `選択する` → `選択`). A run of hiragana alone stays whole.
    /// `search.js` (`textTerms`) cuts a query the same way.
    public static func cjkWords(_ run: [Character]) -> [[Character]] {
        var parts: [[Character]] = []
        for character in run {
            if let last = parts.last?.last, script(last) == script(character) {
                parts[parts.count - 1].append(character)
            } else {
                parts.append([character])
            }
        }
        let content = parts.filter { script($0[0]) != .hiragana }
        return content.isEmpty ? parts : content
    }

    private enum Script { case hiragana, katakana, other }

    private static func script(_ character: Character) -> Script {
        switch character.unicodeScalars.first?.value ?? 0 {
        case 0x3040...0x309F: return .hiragana
        case 0x30A0...0x30FF: return .katakana
        default: return .other
        }
    }

    /// The FTS5 phrase of the whole query, its terms next to each other and in order
    /// (`TextRanking`'s "whole query"): the words joined, with no space between two CJK
    /// characters (Japanese text has none), and cut as the index is cut. The lone character
    /// that ends a CJK run of two or more is left out, since the text's run may go on
    /// (`選択` is also in `選択し`); a final Latin word or lone CJK character is a prefix.
    /// Nil for a query with no words.
    public static func wholePhrase(_ words: [String]) -> String? {
        var joined: [Character] = []
        for word in words.map({ $0.precomposedStringWithCompatibilityMapping }) {
            guard let first = word.first else { continue }
            if let last = joined.last, !(CJKCharacters.isLetter(last) && CJKCharacters.isLetter(first)) { joined.append(" ") }
            joined += word
        }
        var tokens = indexable(String(joined)).split { !($0.isLetter || $0.isNumber) }.map(String.init)
        let finalRun = joined.reversed().prefix(while: CJKCharacters.isLetter).count
        if finalRun > 1 { tokens.removeLast() }
        guard !tokens.isEmpty else { return nil }
        return "\"" + tokens.joined(separator: " ") + "\"" + (finalRun > 1 ? "" : "*")
    }

    /// The distinct terms of a text as the site's search index keeps them: NFKC, lower-cased
    /// Latin words of two characters or more, and the pairs of each CJK run with its last
    /// character (`Templates/assets/search.js` cuts a query the same way).
    public static func terms(of text: String) -> [String] {
        var terms: [String] = []
        var seen: Set<String> = []
        func add(_ term: String) { if seen.insert(term).inserted { terms.append(term) } }
        // ASCII text (most summaries) is cut byte by byte: NFKC and Unicode word breaking
        // would change nothing and cost a tenth of a site build.
        if ASCIIScan.isASCII(text) {
            var word: [UInt8] = []
            for byte in text.utf8 + [0] {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
                default:
                    if word.count > 1 { add(String(decoding: word, as: UTF8.self)) }
                    word.removeAll(keepingCapacity: true)
                }
            }
            return terms
        }
        for term in indexable(text.precomposedStringWithCompatibilityMapping)
            .split(whereSeparator: { !($0.isLetter || $0.isNumber) })
        {
            let word = term.lowercased()
            if word.count > 1 || word.unicodeScalars.first.map({ CJKCharacters.isLetter(Character($0)) }) == true { add(word) }
        }
        return terms
    }

    /// `セルを` → `セル`, `ルを`, and (in the index) `を`, so that each character begins a term.
    private static func pairs(_ run: [Character], finalSingle: Bool = true) -> [String] {
        guard run.count > 1 else { return [String(run)] }
        var out = (0..<(run.count - 1)).map { String(run[$0]) + String(run[$0 + 1]) }
        if finalSingle { out.append(String(run[run.count - 1])) }
        return out
    }
}
