import Foundation

/// Writes a translation's front matter — `stamps` and `sources` — and nothing else: the
/// prose below it is kept byte for byte. The file is rewritten by `FileBatch`: atomically,
/// mode kept, through a link, never when read-only or saved again since it was read.
public enum TranslationStamper {
    /// Stamps `symbols` in the translation at `url` as translated from their prose today,
    /// over the file's existing stamps. `url` is a file of `folder`.
    public static func stamp(_ symbols: [Symbol], in url: URL, of folder: ContentFolder) throws {
        let data = try Data(contentsOf: url)
        var batch = FileBatch(within: folder)
        batch.add(url, stamped(symbols, in: data, englishOnly: false), expecting: data)
        try batch.commit()
    }

    /// `data`, a translation file, with `symbols` stamped current with their prose today and
    /// its body as it is. A translator's stamp also records today's English as what the
    /// translation was made from (`sources`); an English-only stamp (`EnglishOnlyStamp`)
    /// leaves that record as it was, since the translation was not made again: `l10n diff`
    /// then still shows the English-only edits beside any later change.
    static func stamped(_ symbols: [Symbol], in data: Data, englishOnly: Bool) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        var existing = TranslatedPage(path: TranslationPath("stamped.ja.md")!, displayPath: "")
        var discarded = DiagnosticBag()
        if text.hasPrefix("---\n"), let yaml = FrontMatter.separateYAML(from: &text, path: "", diagnostics: &discarded) {
            existing = TranslationParser.parse(Array(("---\n" + yaml + "\n---\n").utf8), path: existing.path, displayPath: "").0
        }
        // separateYAML blanks the front matter's lines; the body starts after them.
        text = String(text.drop(while: { $0 == "\n" }))
        var stamps = existing.stamps
        var sources = existing.sources
        for symbol in symbols {
            let key = OriginalSymbols.key(of: symbol)
            stamps[key] = ProseFingerprint.of(symbol)
            if !englishOnly { sources[key] = TranslationFrontMatter.english(of: symbol) }
        }
        let header = TranslationFrontMatter.text(stamps: stamps, sources: sources)
        return Data((header + "\n" + text).utf8)
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ name: String) -> String { TranslationFrontMatter.quoted(name) }
}
