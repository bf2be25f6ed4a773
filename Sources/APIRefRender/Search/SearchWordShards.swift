import APIRefCore

/// The words of the summaries, each with the ranks of the symbols whose summary has it,
/// in files by the word's first two characters (one for a CJK pair: the first character
/// already narrows it as much) and by blocks of ranks: a query's words load the first block
/// of their files, and the next only while there are too few results, since ranks are the
/// order results are listed in. Text is cut as `SearchTokens.terms(of:)` cuts it, the same
/// way `search.js` cuts a query.
///
/// What `TextRanking` orders text matches by is in the same lists: each summary's head key
/// (`^selects`, `$選択`) is one more word of it, and a word's ranks in a block are two
/// lists, `"strong.last"`: the ranks of constants and enum cases after the dot (no dot when
/// there are none).
struct SearchWordShards {
    struct Shard {
        var key: String
        /// Block number → the file's JSON: each word that has ranks in the block, with them.
        var blocks: [(block: Int, json: String)]
    }

    static let ranksPerBlock = 32_768
    private(set) var shards: [Shard] = []

    /// Each word of the summaries, with the ranks of the symbols whose summary has it,
    /// ascending. Packed (`PackedRanks`): at 10,000 classes the postings were 46 MB of a
    /// site build's peak as Ints, 24 MB as 32-bit numbers.
    struct Postings {
        fileprivate var ranks: [String: PackedRanks] = [:]
        /// The ranks of the kinds `TextRanking` lists last (constants, enum cases).
        fileprivate var lastKinds: Set<UInt32> = []

        /// Adds the words of the summary of the symbol ranked `rank`, of kind `kind`, with
        /// those of its preferred spelling (`SearchVariants`) and its head key; ranks come in order.
        mutating func add(_ summary: String, rank: UInt32, kind: SymbolKind, variants: SearchVariants = .empty) {
            if TextRanking.kindOrder(kind) > 0 { lastKinds.insert(rank) }
            let preferred = variants.preferredSpelling(summary)
            var terms = SearchTokens.terms(of: summary)
            if let preferred {
                let known = Set(terms)
                terms += SearchTokens.terms(of: preferred).filter { !known.contains($0) }
            }
            // A head key starts with ^ or $, which no word holds: never one of the terms.
            if let head = TextRanking.headKey(of: preferred ?? summary) { terms.append(head) }
            for term in terms { ranks[term, default: PackedRanks()].append(rank) }
        }
    }

    init(_ postings: Postings) {
        let lastKinds = postings.lastKinds
        let postings = postings.ranks
        var byKey: [String: [String]] = [:]
        for term in postings.keys { byKey[Self.key(term), default: []].append(term) }
        shards = byKey.keys.sorted().map { key in
            var blocks: [Int: String] = [:]
            for term in byKey[key]!.sorted() {
                var byBlock: [Int: [UInt32]] = [:]
                for rank in postings[term]!.ranks { byBlock[Int(rank) / Self.ranksPerBlock, default: []].append(rank) }
                for (block, ranks) in byBlock {
                    // Appended in place: copying the block's text for each term made a
                    // shard's cost grow with the square of its terms.
                    if blocks[block] == nil { blocks[block] = "{" } else { blocks[block]!.append(",") }
                    ScriptJSON.appendString(term, to: &blocks[block]!)
                    blocks[block]!.append(":\"" + Self.lists(ranks, lastKinds: lastKinds) + "\"")
                }
            }
            return Shard(key: key, blocks: blocks.keys.sorted().map { ($0, blocks[$0]! + "}") })
        }
    }

    /// `strong.last`, or `strong` when none of `ranks` is of a kind listed last.
    static func lists(_ ranks: [UInt32], lastKinds: Set<UInt32>) -> String {
        guard !lastKinds.isEmpty, ranks.contains(where: lastKinds.contains) else { return SearchPostings.encode(ranks) }
        return SearchPostings.encode(ranks.filter { !lastKinds.contains($0) }) + "."
            + SearchPostings.encode(ranks.filter(lastKinds.contains))
    }

    /// The file a term is in: its first character when that is CJK, else its first two.
    static func key(_ term: String) -> String {
        let scalars = term.unicodeScalars
        guard let first = scalars.first else { return "" }
        if CJKCharacters.isLetter(Character(first)) { return String(first) }
        return String(String.UnicodeScalarView(scalars.prefix(2)))
    }
}
