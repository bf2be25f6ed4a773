/// The library's term list (`terms.yml`) serving search: one concept, one word, so a reader
/// who types a variant the list rejects (イメージ) is looking for text written with the
/// preferred word (画像). Both searches use it both ways:
///
/// - a query that holds a rejected variant is also searched with the preferred word in its
///   place (`alternatives`);
/// - text that still holds a variant (an older translation) is indexed with the preferred
///   word as well (`preferredSpelling`), so that a query with the preferred word finds it.
///
/// A variant counts where `apiref check` would report it (`TermCheck`): not inside the
/// preferred word or one of the entry's `except` words (イメージビュー stays itself).
public struct SearchVariants: Sendable {
    public let entries: [TermList.Entry]

    public init(entries: [TermList.Entry]) {
        self.entries = entries
    }

    /// Every language's entries: the terminal's index holds every translation's text.
    public init(_ terms: TermList) {
        entries = terms.entries.keys.sorted().flatMap { terms.entries(for: $0) }
    }

    public static let empty = SearchVariants(entries: [])

    /// The term list of `folder`, if it has one. A term list with mistakes serves with the
    /// entries it has: `apiref check` reports the rest, and search is no place to.
    public static func load(from folder: ContentFolder) -> SearchVariants {
        var ignored = DiagnosticBag()
        return SearchVariants(TermList.load(from: folder, diagnostics: &ignored))
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The query as typed, then (when it holds rejected variants) with each replaced by its
    /// preferred word.
    public func alternatives(of query: String) -> [String] {
        guard let preferred = preferredSpelling(query) else { return [query] }
        return [query, preferred]
    }

    /// `text` with every rejected variant replaced by its entry's preferred word, or nil
    /// when it holds none.
    public func preferredSpelling(_ text: String) -> String? {
        guard !entries.isEmpty else { return nil }
        let found = TermCheck.occurrences(in: text, terms: entries)
        guard !found.isEmpty else { return nil }
        var bytes = Array(text.utf8)
        // From the end, so that earlier offsets stay true.
        for match in found.reversed() {
            bytes.replaceSubrange(match.offset..<match.offset + match.variant.utf8.count, with: Array(match.entry.preferred.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
