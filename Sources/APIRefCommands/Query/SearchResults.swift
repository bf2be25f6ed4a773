import APIRefCore
import APIRefIndex

/// `apiref search` and the MCP `search` tool: the ranked hits, in the reader's language.
public enum SearchResults {
    /// At most `limit` (at least 1) hits for `words` in the library of `folder`, their symbols
    /// translated by `localized` (made inside the caller's `SymbolIndex.reading`, which
    /// throws what failed behind it). A failed read of the index throws.
    public static func hits(_ words: [String], limit: Int, in index: SymbolIndex, folder: ContentFolder, localized: LocalizedSymbolSource?)
        throws -> [SearchHit]
    {
        // The term list serves search: a rejected variant also finds the preferred word.
        let hits = try index.search(words, limit: max(limit, 1), variants: SearchVariants.load(from: folder)).map { hit in
            var shown = hit
            if let localized { shown.symbol = localized.localized(hit.symbol) }
            // CJK text is stored cut into character pairs; the summary reads better than its snippet.
            if shown.snippet.contains(where: CJKCharacters.isLetter) { shown.snippet = shown.symbol.summaryText }
            return shown
        }
        return hits
    }
}

/// A search result as `--format json` gives it: the symbol's record and the tier of
/// `SearchRanking` it matched in (`"tier": 1`, a name prefix; 6, its text).
public struct SearchRecord: Encodable, Sendable {
    public let symbol: SymbolRecord
    public let tier: Int

    public init(_ hit: SearchHit) {
        symbol = SymbolRecord(hit.symbol)
        tier = hit.tier
    }

    private enum Key: String, CodingKey { case tier }

    public func encode(to encoder: Encoder) throws {
        try symbol.encode(to: encoder)
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(tier, forKey: .tier)
    }
}
