import APIRefCore

/// The words of the summaries, each with the ranks of the symbols whose summary has it,
/// in files by the word's first two characters (one for a CJK pair: the first character
/// already narrows it as much): a query's word loads one file. Text is cut as
/// `SearchTokens.terms(of:)` cuts it, the same way `search.js` cuts a query.
struct SearchWordShards {
    struct Shard {
        var key: String
        var json: String
    }

    private(set) var shards: [Shard] = []

    /// `summaries` in rank order.
    init(ranked summaries: [String]) {
        var postings: [String: [Int]] = [:]
        for (rank, summary) in summaries.enumerated() {
            for term in SearchTokens.terms(of: summary) { postings[term, default: []].append(rank) }
        }
        var byKey: [String: [String]] = [:]
        for term in postings.keys { byKey[Self.key(term), default: []].append(term) }
        shards = byKey.keys.sorted().map { key in
            let terms = byKey[key]!.sorted()
            var json = "{"
            for (offset, term) in terms.enumerated() {
                if offset > 0 { json += "," }
                ScriptJSON.appendString(term, to: &json)
                json += ":\"" + SearchPostings.encode(postings[term]!) + "\""
            }
            return Shard(key: key, json: json + "}")
        }
    }

    /// The file a term is in: its first character when that is CJK, else its first two.
    static func key(_ term: String) -> String {
        let scalars = term.unicodeScalars
        guard let first = scalars.first else { return "" }
        if CJKCharacters.isLetter(Character(first)) { return String(first) }
        return String(String.UnicodeScalarView(scalars.prefix(2)))
    }
}
