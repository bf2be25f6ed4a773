import APIRefCore
internal import GRDB

extension SymbolIndex {
    /// Names that start with `prefix` (ignoring case), for shell completion: with no
    /// container, every class, protocol, category, article and member name; with one, the
    /// members `container` has or inherits. Sorted (regardless of case for names alone), at most `limit`.
    public func completions(prefix: String, in container: String? = nil, limit: Int = 200) throws -> [String] {
        let pattern =
            prefix.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_") + "%"
        // Worked out before the read: the chain reads the index itself.
        let chain = try container.map { try lookupChain(from: $0) } ?? []
        return try read { db in
            guard container != nil else {
                // Ordered as the case-blind name index is, so the read walks that index and
                // stops at the limit: sorted by exact case, every match of a short prefix
                // (10,000 classes) is read first, five times the cost of a lookup.
                // Swift names the same way, through their own index; the two lists merged.
                let objectiveC = try String.fetchAll(
                    db,
                    sql:
                        "SELECT DISTINCT name FROM symbol WHERE name LIKE ? ESCAPE '\\' AND kind != 'framework' ORDER BY name COLLATE NOCASE LIMIT ?",
                    arguments: [pattern, limit])
                let swift = try String.fetchAll(
                    db,
                    sql:
                        "SELECT DISTINCT swiftName FROM symbol WHERE swiftName LIKE ? ESCAPE '\\' ORDER BY swiftName COLLATE NOCASE LIMIT ?",
                    arguments: [pattern, limit])
                let merged = Set(objectiveC).union(swift).sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
                return Array(merged.prefix(limit))
            }
            var names: Set<String> = []
            for owner in chain {
                names.formUnion(
                    try String.fetchAll(
                        db,
                        sql:
                            "SELECT name FROM symbol WHERE container = ?1 AND name LIKE ?2 ESCAPE '\\' UNION SELECT swiftName FROM symbol WHERE container = ?1 AND swiftName LIKE ?2 ESCAPE '\\'",
                        arguments: [owner, pattern]))
            }
            return Array(names.sorted().prefix(limit))
        }
    }
}
