import APIRefCore
internal import GRDB

/// One event of `apiref changes`, with the names of the symbol it happened to.
public struct HistoryChange: Sendable, Equatable {
    public var symbolID: String
    public var name: String
    /// The class or protocol of a member; nil for a page.
    public var container: String?
    public var symbolKind: String
    public var event: HistoryEvent

    /// `UITableViewCell.textLabel`, or the page's own name.
    public var qualifiedName: String { container.map { "\($0).\(name)" } ?? name }
}

extension SymbolIndex {
    /// The lines of a page's HISTORY section: the symbol's own events and, for a page, those
    /// of the symbols listed under it, each with its name; in order of version, then kind.
    public func historyLines(for symbol: Symbol) throws -> [HistoryLine] {
        try historyLines(for: [symbol])[0]
    }

    /// `historyLines(for:)` of each of `symbols`, read together: the site asks for every
    /// page's, and one read for each was a transaction of its own (begin, read-only pragma,
    /// commit, SQLite's locks) costing more than the rows.
    public func historyLines(for symbols: [Symbol]) throws -> [[HistoryLine]] {
        var wanted: Set<String> = []
        for symbol in symbols {
            wanted.insert(symbol.id)
            if symbol.kind.isPage { wanted.formUnion(symbol.childIDs) }
        }
        // Each symbol's events in the order of their rows, with its name.
        var events: [String: [(event: HistoryEvent, name: String?)]] = [:]
        let ids = Array(wanted)
        try read { db in
            for start in stride(from: 0, to: ids.count, by: 500) {
                let part = Array(ids[start..<min(ids.count, start + 500)])
                let marks = Array(repeating: "?", count: part.count).joined(separator: ", ")
                // By the ids, through the history table's index: the symbol table has none on
                // parentID, and a scan of it would cost a large library's lookups dearly.
                let rows = try Row.fetchCursor(
                    db,
                    sql: """
                        SELECT h.*, s.name AS memberName FROM history h LEFT JOIN symbol s ON s.id = h.symbolID
                        WHERE h.symbolID IN (\(marks)) ORDER BY h.symbolID, h.rowid
                        """,
                    arguments: StatementArguments(part))
                while let row = try rows.next() {
                    guard let event = HistoryTable.event(row) else { continue }
                    events[row["symbolID"], default: []].append((event, row["memberName"]))
                }
            }
        }
        return symbols.map { symbol in
            var lines = (events[symbol.id] ?? []).map(\.event).sorted(by: HistoryEvent.inOrder).map { HistoryLine(event: $0) }
            guard symbol.kind.isPage, !symbol.childIDs.isEmpty else { return lines }
            // The members' events by id in SQLite's order of text (its bytes), each id once.
            let members = Set(symbol.childIDs.filter { events[$0] != nil }).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for id in members {
                for (event, name) in events[id] ?? [] {
                    guard let name else { continue }
                    lines.append(HistoryLine(member: name, event: event))
                }
            }
            return lines.sorted { Self.precedes(($0.event, $0.member ?? ""), ($1.event, $1.member ?? "")) }
        }
    }

    /// Every event filed under a version after `from` and up to `to`, of documented symbols
    /// only; optionally only a container's (its members and its own page) and some kinds.
    /// In order of version, then kind, then container and name.
    public func changes(from: Version, to: Version, container: String? = nil, groups: Set<HistoryEvent.Group> = []) throws
        -> [HistoryChange]
    {
        var sql = """
            SELECT h.*, s.id, s.name, s.container, s.kind AS symbolKind FROM history h JOIN symbol s ON s.id = h.symbolID
            WHERE h.versionKey > ? AND h.versionKey <= ?
            """
        var arguments: [DatabaseValueConvertible?] = [from.sortKey, to.sortKey]
        if let container {
            sql += " AND (s.container = ? COLLATE NOCASE OR (s.container IS NULL AND s.name = ? COLLATE NOCASE))"
            arguments += [container, container]
        }
        let kinds = HistoryEvent.Kind.allCases.filter { groups.isEmpty || groups.contains($0.group) }
        sql += " AND h.kind IN (\(kinds.map { "'\($0.rawValue)'" }.joined(separator: ", ")))"
        let rows = try read { try Row.fetchAll($0, sql: sql, arguments: StatementArguments(arguments)) }
        let changes = rows.compactMap { row -> HistoryChange? in
            guard let event = HistoryTable.event(row) else { return nil }
            return HistoryChange(
                symbolID: row["id"], name: row["name"], container: row["container"], symbolKind: row["symbolKind"], event: event)
        }
        return changes.sorted { Self.precedes(($0.event, $0.qualifiedName), ($1.event, $1.qualifiedName)) }
    }

    /// By version, then kind, then name, then language.
    private static func precedes(_ lhs: (event: HistoryEvent, name: String), _ rhs: (event: HistoryEvent, name: String)) -> Bool {
        let (left, right) = (lhs.event.listingOrder, rhs.event.listingOrder)
        return (left.0, left.1, lhs.name, lhs.event.language?.rawValue ?? "") < (
            right.0, right.1, rhs.name, rhs.event.language?.rawValue ?? ""
        )
    }

    /// How many events the index holds.
    public var historyEventCount: Int {
        get throws { try read { try Int.fetchOne($0, sql: "SELECT count(*) FROM history") } ?? 0 }
    }
}
