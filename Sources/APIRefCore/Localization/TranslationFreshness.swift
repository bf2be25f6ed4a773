/// How current one symbol's translation is, as `LocalizedSymbolSource` found it, and the
/// marker it put at the end of the summary (`untranslated` or `stale` from the language's
/// strings; none for a current translation). Listings and the terminal show the summary
/// with its marker; a page that marks the state itself shows it without
/// (`Symbol.summaryWithoutTranslationMarker`).
struct TranslationMark: Hashable, Sendable {
    var state: TranslationStatus.State
    var marker: MarkdownNode?
}

/// How much of one page a reader of a translation sees translated: of the page's symbols
/// with prose (`TranslationStatus.hasProse`), how many are current, stale and missing in
/// that language, as `l10n status` counts them.
public struct TranslationCounts: Hashable, Sendable, Encodable {
    public var current = 0
    public var stale = 0
    public var missing = 0

    public init(current: Int = 0, stale: Int = 0, missing: Int = 0) {
        self.current = current
        self.stale = stale
        self.missing = missing
    }

    /// The counts of `states`.
    public init(states: some Sequence<TranslationStatus.State>) {
        for state in states {
            switch state {
            case .translated: current += 1
            case .stale: stale += 1
            case .missing: missing += 1
            }
        }
    }

    public var total: Int { current + stale + missing }

    /// `翻訳済み 38/42（古い訳 2、未翻訳 2）`: the page header's line on the site and the first
    /// line of a terminal page, with each phrase from `label` (the language's strings,
    /// keyed by the English phrase with its placeholders).
    public func text(_ label: (String) -> String) -> String {
        let counts = ["translated": current, "total": total, "stale": stale, "missing": missing].mapValues(String.init)
        func fill(_ english: String) -> String { LanguageStrings.fill(label(english), counts) }
        let details =
            switch (stale > 0, missing > 0) {
            case (true, true): fill(" ({stale} stale, {missing} missing)")
            case (true, false): fill(" ({stale} stale)")
            case (false, true): fill(" ({missing} missing)")
            case (false, false): ""
            }
        return fill("Translated {translated}/{total}") + details
    }
}

extension Symbol {
    /// Whether the translation of this symbol's prose is current, stale or missing in the
    /// language a `LocalizedSymbolSource` gave it in; nil in the source language, and for a
    /// symbol with nothing to translate.
    public var translationState: TranslationStatus.State? { body.translation?.state }

    /// On a page given by a `LocalizedSymbolSource`: how much of the page (every symbol of
    /// its file) is translated in that language.
    public var translationCounts: TranslationCounts? {
        get { body.translationCounts }
        set { body.translationCounts = newValue }
    }

    /// The summary without the marker `markTranslation` put at its end: what a page that
    /// shows the state beside it (the site's entries) shows.
    public var summaryWithoutTranslationMarker: [MarkdownNode] {
        guard let marker = body.translation?.marker, summary.last == marker else { return summary }
        return Array(summary.dropLast())
    }

    /// Records the state of this symbol's translation, with `marker` (when given) at the
    /// end of its summary, where listings and the terminal show it.
    mutating func markTranslation(_ state: TranslationStatus.State, marker: String?) {
        let node = marker.map { MarkdownNode(.text($0)) }
        if let node { summary.append(node) }
        body.translation = TranslationMark(state: state, marker: node)
    }
}
