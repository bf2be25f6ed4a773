import APIRefCore
internal import GRDB

/// A symbol with the version a query matched it on.
public struct VersionedSymbol: Sendable {
    public var platform: String
    public var version: Version
    public var symbol: Symbol
}

/// One full-text search hit: the symbol, and the best matching passage with the matched
/// words between `SearchHit.markStart` and `SearchHit.markEnd`.
public struct SearchHit: Sendable {
    public static let markStart: Character = "\u{E000}"
    public static let markEnd: Character = "\u{E001}"
    public var symbol: Symbol
    public var snippet: String
    /// The `SearchRanking` tier it matched in: 0 to 5 by name, `SearchRanking.textTier` by text.
    public var tier: Int = SearchRanking.textTier
}

extension SymbolIndex {
    /// Every deprecated symbol, oldest deprecation first; optionally only one version,
    /// platform or container.
    public func deprecated(in version: Version? = nil, platform: String? = nil, container: String? = nil) throws -> [VersionedSymbol] {
        try versioned(column: "deprecated", version: version, since: false, platform: platform, container: container)
    }

    /// What a version introduced, or (`since`) every version from it on.
    public func introduced(_ version: Version, since: Bool, platform: String? = nil, container: String? = nil) throws -> [VersionedSymbol] {
        try versioned(column: "introduced", version: version, since: since, platform: platform, container: container)
    }

    private func versioned(column: String, version: Version?, since: Bool, platform: String?, container: String?) throws
        -> [VersionedSymbol]
    {
        var sql = """
            SELECT a.platform, a.\(column) AS version, s.id FROM availability a JOIN symbol s ON s.rowid = a.symbolRowid
            WHERE a.\(column)Key IS NOT NULL
            """
        var arguments: [DatabaseValueConvertible?] = []
        if let version {
            sql += since ? " AND a.\(column)Key >= ?" : " AND a.\(column)Key = ?"
            arguments.append(version.sortKey)
        }
        if let platform {
            sql += " AND a.platform = ? COLLATE NOCASE"
            arguments.append(platform)
        }
        if let container {
            sql += " AND (s.container = ? COLLATE NOCASE)"
            arguments.append(container)
        }
        sql += " ORDER BY a.\(column)Key, a.platform, s.container, s.name"
        let rows = try read { try Row.fetchAll($0, sql: sql, arguments: StatementArguments(arguments)) }
        return try rows.compactMap { row in
            guard let version = Version(row["version"] as String), let symbol = try symbol(id: row["id"]) else { return nil }
            return VersionedSymbol(platform: row["platform"], version: version, symbol: symbol)
        }
    }

    /// Names first, in the tiers of `SearchRanking` (the site's search ranks the same way),
    /// then symbols whose text alone matches, in the order of `TextRanking`: what the text
    /// says of the query (about it, the whole query, every word; in the summary, then the
    /// body), a constant or enum case after other kinds, then the full-text index's bm25
    /// (names weighted most, then summaries, bodies). `variants` gives the query's other
    /// spelling (`SearchVariants`): the text of either matches, and what the preferred
    /// word finds comes first, since a rejected variant stands for it.
    public func search(_ words: [String], limit: Int = 20, variants: SearchVariants = .empty) throws -> [SearchHit] {
        let query = SearchRanking.Query(words.joined(separator: " "))
        var named: [(tier: Int, name: String, isSwift: Bool, container: String, rowid: Int64)] = []
        var lastKinds: Set<Int64> = []
        let rows = try read { try Row.fetchAll($0, sql: "SELECT rowid, name, container, kind, swiftName FROM symbol") }
        for row in rows {
            let name: String = row["name"]
            let kind: String = row["kind"]
            if let known = SymbolKind(rawValue: kind), TextRanking.kindOrder(known) > 0 { lastKinds.insert(row["rowid"]) }
            let container: String? = kind == SymbolKind.article.rawValue ? nil : row["container"]
            // A Swift name ranks by the same rules as the Objective-C one; the better of the two counts.
            let swiftName: String? = row["swiftName"]
            let tiers = [(name, false), (swiftName, true)].compactMap { spelling, isSwift in
                spelling.flatMap { spelling in
                    SearchRanking.tier(name: spelling, container: container, query: query).map { ($0, spelling, isSwift) }
                }
            }
            // In a tie, the Objective-C name (listed first) stands: a Swift name ranks a symbol
            // only where it does better, as the site's search ranks a second name.
            if let best = tiers.min(by: { ($0.0, $0.1.count, $0.2 ? 1 : 0) < ($1.0, $1.1.count, $1.2 ? 1 : 0) }) {
                named.append((best.0, best.1, best.2, container ?? "", row["rowid"]))
            }
        }
        named.sort {
            ($0.tier, $0.name.count, $0.name.lowercased(), $0.isSwift ? 1 : 0, $0.name, $0.container)
                < ($1.tier, $1.name.count, $1.name.lowercased(), $1.isSwift ? 1 : 0, $1.name, $1.container)
        }
        var hits: [SearchHit] = []
        var seen: Set<Int64> = []
        for entry in named.prefix(limit) {
            guard let symbol = try symbol(rowid: Int(entry.rowid)) else { continue }
            seen.insert(entry.rowid)
            hits.append(SearchHit(symbol: symbol, snippet: symbol.summaryText, tier: entry.tier))
        }
        guard hits.count < limit else { return hits }
        let spellings = variants.alternatives(of: words.joined(separator: " ")).map { TextQuery($0.split(separator: " ").map(String.init)) }
        for (rowid, snippet) in try textMatches(spellings, lastKinds: lastKinds, limit: limit - hits.count, excluding: seen) {
            guard let symbol = try symbol(rowid: Int(rowid)) else { continue }
            hits.append(SearchHit(symbol: symbol, snippet: snippet))
        }
        return hits
    }

    /// The full-text expressions of one spelling of a query.
    private struct TextQuery {
        /// Every word, anywhere (FTS5 terms, ANDed; a CJK run by its words, `cjkWords`).
        var every: String
        /// The whole query as one phrase; nil when it is the one term of `every`.
        var whole: String?
        /// What a summary about it has as its head (`TextRanking.queryHeads`).
        var heads: (first: String?, last: String?)

        init(_ words: [String]) {
            every = SearchTokens.queryTerms(words, byWords: true).joined(separator: " ")
            let phrase = SearchTokens.wholePhrase(words)
            whole = phrase == every ? nil : phrase
            heads = TextRanking.queryHeads(words.joined(separator: " "))
        }
    }

    /// At most this many text matches, the best by bm25, are ordered by `TextRanking`; a
    /// word found in most of a 10,000-class library's texts leaves the rest unread.
    static let textCandidates = 2_000

    /// Symbols whose text matches every word of one of `spellings`, best first
    /// (`TextRanking`), with the passage that shows it; none of `excluding`.
    private func textMatches(_ spellings: [TextQuery], lastKinds: Set<Int64>, limit: Int, excluding: Set<Int64>) throws -> [(Int64, String)]
    {
        let spellings = spellings.filter { !$0.every.isEmpty }
        guard !spellings.isEmpty, limit > 0 else { return [] }
        // `open` brought the search file up to date with the index and holds it; one that
        // cannot be read, is missing or is of another build now is a failed read, not
        // "nothing matches".
        let file: DatabaseQueue
        do {
            let build = try metadata("build")
            let held = try searchFile.withLock({ $0 }).flatMap { try SearchFile.build(of: $0) == build ? $0 : nil }
            guard let opened = try held ?? SearchFile.open(beside: url, build: build) else {
                throw DatabaseError(
                    resultCode: .SQLITE_CANTOPEN, message: "the search file beside the index is missing or of another build")
            }
            file = opened
        } catch {
            throw IndexReadError(path: url.path, error)
        }
        func either(_ expressions: [String]) -> String { expressions.map { "(\($0))" }.joined(separator: " OR ") }
        let every = either(spellings.map(\.every))
        let whole = spellings.contains { $0.whole != nil } ? either(spellings.map { $0.whole ?? $0.every }) : nil
        // Each flag is the rows of one more full-text query, read once (some 30 ms for a word
        // of most texts at 10,000 classes). One that cannot differ is not asked: with no
        // phrase, the whole query is every word; with one spelling, it is the preferred one.
        let titleAndSummary = "{name summary} : "
        var flags: [(name: String, expression: String)] = [("inSummary", titleAndSummary + "(" + every + ")")]
        if let whole { flags += [("wholeInSummary", titleAndSummary + "(" + whole + ")"), ("wholeAnywhere", whole)] }
        if spellings.count > 1 { flags.append(("preferred", spellings[spellings.count - 1].every)) }
        let sql =
            "SELECT rowid, heads"
            + flags.map { ", rowid IN (SELECT rowid FROM search WHERE search MATCH ?) AS \($0.name)" }.joined()
            + " FROM search WHERE search MATCH ? ORDER BY bm25(search, 10.0, 4.0, 1.0) LIMIT ?"
        // In the order the statement names them: the flags' queries, then the rows'.
        let arguments = StatementArguments(flags.map(\.expression) + [every]) + [Self.textCandidates]
        var ranked: [(spelling: Int, strength: TextRanking.Strength, kind: Int, position: Int, rowid: Int64)] = []
        do {
            let rows = try file.read { try Row.fetchAll($0, sql: sql, arguments: arguments) }
            for (position, row) in rows.enumerated() {
                let rowid: Int64 = row["rowid"]
                guard !excluding.contains(rowid) else { continue }
                let heads: String = row["heads"] ?? ""
                let inSummary: Bool = row["inSummary"]
                let wholeInSummary: Bool = whole == nil ? inSummary : row["wholeInSummary"]
                let wholeAnywhere: Bool = whole == nil ? true : row["wholeAnywhere"]
                let strength: TextRanking.Strength
                if wholeInSummary, spellings.contains(where: { TextRanking.isAbout(keys: heads.split(separator: "\n"), heads: $0.heads) }) {
                    strength = .about
                } else if wholeInSummary {
                    strength = .wholeInSummary
                } else if inSummary {
                    strength = .inSummary
                } else {
                    strength = wholeAnywhere ? .wholeInBody : .inBody
                }
                let preferred: Bool = spellings.count > 1 ? row["preferred"] : true
                ranked.append((preferred ? 0 : 1, strength, lastKinds.contains(rowid) ? 1 : 0, position, rowid))
            }
        } catch {
            throw IndexReadError(path: SearchFile.url(beside: url).path, error)
        }
        ranked.sort { ($0.spelling, $0.strength, $0.kind, $0.position) < ($1.spelling, $1.strength, $1.kind, $1.position) }
        let chosen = ranked.prefix(limit).map(\.rowid)
        guard !chosen.isEmpty else { return [] }
        return try snippets(of: chosen, matching: every, in: file)
    }

    /// The passage of each row that shows a match of `expression`, in the order of `rowids`:
    /// the summary's, else the body's, else the summary.
    private func snippets(of rowids: [Int64], matching expression: String, in file: DatabaseQueue) throws -> [(Int64, String)] {
        let sql = """
            SELECT rowid, snippet(search, 1, ?1, ?2, '…', 14) AS summarySnippet,
                   snippet(search, 2, ?1, ?2, '…', 14) AS bodySnippet
            FROM search WHERE search MATCH ?3 AND rowid IN (\(rowids.map(String.init).joined(separator: ",")))
            """
        let arguments: StatementArguments = [String(SearchHit.markStart), String(SearchHit.markEnd), expression]
        let rows: [Row]
        do {
            rows = try file.read { try Row.fetchAll($0, sql: sql, arguments: arguments) }
        } catch {
            throw IndexReadError(path: SearchFile.url(beside: url).path, error)
        }
        var passages: [Int64: String] = [:]
        for row in rows {
            let summary: String = row["summarySnippet"] ?? ""
            let body: String = row["bodySnippet"] ?? ""
            passages[row["rowid"]] = summary.contains(SearchHit.markStart) || !body.contains(SearchHit.markStart) ? summary : body
        }
        return rowids.compactMap { rowid in passages[rowid].map { (rowid, $0) } }
    }
}

extension SymbolIndex {
    /// Every platform some symbol's availability names, sorted: what `--platform` may say.
    public func platforms() throws -> [String] {
        try read { try String.fetchAll($0, sql: "SELECT DISTINCT platform FROM availability ORDER BY platform") }
    }

    /// Every class, protocol and category name: what `--container` may say.
    public func pageNames() throws -> [String] {
        try read { try String.fetchAll($0, sql: "SELECT name FROM page ORDER BY name") }
    }
}
