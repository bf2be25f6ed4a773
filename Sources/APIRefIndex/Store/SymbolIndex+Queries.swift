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
    public func deprecated(in version: Version? = nil, platform: String? = nil, container: String? = nil) -> [VersionedSymbol] {
        versioned(column: "deprecated", version: version, since: false, platform: platform, container: container)
    }

    /// What a version introduced, or (`since`) every version from it on.
    public func introduced(_ version: Version, since: Bool, platform: String? = nil, container: String? = nil) -> [VersionedSymbol] {
        versioned(column: "introduced", version: version, since: since, platform: platform, container: container)
    }

    private func versioned(column: String, version: Version?, since: Bool, platform: String?, container: String?) -> [VersionedSymbol] {
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
        let rows = read { try Row.fetchAll($0, sql: sql, arguments: StatementArguments(arguments)) } ?? []
        return rows.compactMap { row in
            guard let version = Version(row["version"] as String), let symbol = symbol(id: row["id"]) else { return nil }
            return VersionedSymbol(platform: row["platform"], version: version, symbol: symbol)
        }
    }

    /// Names first, in the tiers of `SearchRanking` (the site's search ranks the same way),
    /// then symbols whose text alone matches, ranked by the full-text index of the search
    /// file built with this index (`SearchFile`): names weighted most, then summaries, bodies.
    public func search(_ words: [String], limit: Int = 20) -> [SearchHit] {
        let query = SearchRanking.Query(words.joined(separator: " "))
        var named: [(tier: Int, name: String, isSwift: Bool, container: String, rowid: Int64)] = []
        let rows = read { try Row.fetchAll($0, sql: "SELECT rowid, name, container, kind, swiftName FROM symbol") } ?? []
        for row in rows {
            let name: String = row["name"]
            let kind: String = row["kind"]
            let container: String? = kind == SymbolKind.article.rawValue ? nil : row["container"]
            // A Swift name ranks by the same rules as the Objective-C one; the better of the two counts.
            let swiftName: String? = row["swiftName"]
            let tiers = [(name, false), (swiftName, true)].compactMap { spelling, isSwift in
                spelling.flatMap { spelling in SearchRanking.tier(name: spelling, container: container, query: query).map { ($0, spelling, isSwift) } }
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
            guard let symbol = symbol(rowid: Int(entry.rowid)) else { continue }
            seen.insert(entry.rowid)
            hits.append(SearchHit(symbol: symbol, snippet: symbol.summaryText, tier: entry.tier))
        }
        guard hits.count < limit else { return hits }
        for (rowid, snippet) in textMatches(words, limit: limit + seen.count) where !seen.contains(rowid) && hits.count < limit {
            guard let symbol = symbol(rowid: Int(rowid)) else { continue }
            hits.append(SearchHit(symbol: symbol, snippet: snippet))
        }
        return hits
    }

    /// Symbols whose text matches every word, best first, with the passage that shows it.
    private func textMatches(_ words: [String], limit: Int) -> [(Int64, String)] {
        let terms = SearchTokens.queryTerms(words)
        guard !terms.isEmpty else { return [] }
        // `open` brought the search file up to date with the index and holds it; one that
        // cannot be read, is missing or is of another build now is a failed read, not
        // "nothing matches".
        let file: DatabaseQueue
        do {
            let build = metadata("build")
            let held = try searchFile.withLock({ $0 }).flatMap { try SearchFile.build(of: $0) == build ? $0 : nil }
            guard let opened = try held ?? SearchFile.open(beside: url, build: build) else {
                throw DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "the search file beside the index is missing or of another build")
            }
            file = opened
        } catch {
            recordFailedRead(error)
            return []
        }
        let sql = """
            SELECT rowid, snippet(search, 1, ?1, ?2, '…', 14) AS summarySnippet,
                   snippet(search, 2, ?1, ?2, '…', 14) AS bodySnippet
            FROM search WHERE search MATCH ?3 ORDER BY bm25(search, 10.0, 4.0, 1.0) LIMIT ?4
            """
        let arguments: StatementArguments = [String(SearchHit.markStart), String(SearchHit.markEnd), terms.joined(separator: " "), limit]
        let rows: [Row]
        do {
            rows = try file.read { try Row.fetchAll($0, sql: sql, arguments: arguments) }
        } catch {
            recordFailedRead(error)
            rows = []
        }
        return rows.map { row in
            // The passage that shows a match: the summary's, else the body's, else the summary.
            let summary: String = row["summarySnippet"] ?? ""
            let body: String = row["bodySnippet"] ?? ""
            return (row["rowid"], summary.contains(SearchHit.markStart) || !body.contains(SearchHit.markStart) ? summary : body)
        }
    }
}

extension SymbolIndex {
    /// Every platform some symbol's availability names, sorted: what `--platform` may say.
    public func platforms() throws -> [String] {
        try readOrThrow { try String.fetchAll($0, sql: "SELECT DISTINCT platform FROM availability ORDER BY platform") }
    }

    /// Every class, protocol and category name: what `--container` may say.
    public func pageNames() throws -> [String] {
        try readOrThrow { try String.fetchAll($0, sql: "SELECT name FROM page ORDER BY name") }
    }
}
