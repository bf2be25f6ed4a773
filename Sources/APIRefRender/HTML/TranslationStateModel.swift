import APIRefCore

/// The template values that say, in a translation's copy of the site, how current a
/// symbol's translation is (`translation-state.mustache`) and how much of a page is
/// translated: from the states `LocalizedSymbolSource` gave the symbols, never from the
/// translation files. In the source language's copy every key is there, empty or false,
/// and the page is as it was.
enum TranslationStateModel {
    /// `translation` (current, stale with a link to the same entry in the source language's
    /// copy when the site has one, or missing) and `hasTranslation`.
    /// - Parameter anchor: the entry's anchor on its page; nil for the page itself.
    static func fields(_ symbol: Symbol, anchor: String?, links: PageLinks) -> TemplateFields {
        guard let state = symbol.translationState else {
            return ["translation": .object([:]), "hasTranslation": .flag(false)]
        }
        let original = state == .stale ? links.original : nil
        let href = original.map { $0.page + (anchor.map { "#" + $0 } ?? "") }
        return [
            "translation": .object([
                "isCurrent": .flag(state == .translated), "isStale": .flag(state == .stale), "isMissing": .flag(state == .missing),
                "original": .text(href ?? ""), "hasOriginal": .flag(href != nil), "originalLanguage": .text(original?.language ?? "")
            ]),
            "hasTranslation": .flag(true)
        ]
    }

    /// `translationCount`, the page header's `翻訳済み 38/42（古い訳 2、未翻訳 2）`, and
    /// `hasTranslationCount`; none for a page with nothing to translate.
    static func count(of page: Symbol, label: (String) -> String) -> TemplateFields {
        guard let counts = page.translationCounts, counts.total > 0 else {
            return ["translationCount": .text(""), "hasTranslationCount": .flag(false)]
        }
        return ["translationCount": .text(counts.text(label)), "hasTranslationCount": .flag(true)]
    }
}
