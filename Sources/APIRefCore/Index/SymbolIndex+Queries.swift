import GRDB

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

    /// Ranked full-text search over names (weighted most), summaries and bodies, in the
    /// search file built with this index (`SearchFile`).
    public func search(_ words: [String], limit: Int = 20) -> [SearchHit] {
        let terms = SearchTokens.queryTerms(words)
        guard !terms.isEmpty, let file = try? SearchFile.open(beside: url, build: metadata("build")) else { return [] }
        let sql = """
            SELECT rowid, snippet(search, 1, ?1, ?2, '…', 14) AS summarySnippet,
                   snippet(search, 2, ?1, ?2, '…', 14) AS bodySnippet
            FROM search WHERE search MATCH ?3 ORDER BY bm25(search, 10.0, 4.0, 1.0) LIMIT ?4
            """
        let arguments: StatementArguments = [String(SearchHit.markStart), String(SearchHit.markEnd), terms.joined(separator: " "), limit]
        let rows = (try? file.read { try Row.fetchAll($0, sql: sql, arguments: arguments) }) ?? []
        let hits = rows.compactMap { row -> SearchHit? in
            guard let symbol = symbol(rowid: row["rowid"]) else { return nil }
            // The passage that shows a match: the summary's, else the body's, else the summary.
            let summary: String = row["summarySnippet"] ?? ""
            let body: String = row["bodySnippet"] ?? ""
            let snippet = summary.contains(SearchHit.markStart) || !body.contains(SearchHit.markStart) ? summary : body
            return SearchHit(symbol: symbol, snippet: snippet)
        }
        // A name that is exactly the words typed (`accessory type` → accessoryType) comes first.
        let typed = words.joined().lowercased().filter { $0.isLetter || $0.isNumber }
        let exact = { (hit: SearchHit) in hit.symbol.name.lowercased().filter { $0.isLetter || $0.isNumber } == typed }
        return hits.filter(exact) + hits.filter { !exact($0) }
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
