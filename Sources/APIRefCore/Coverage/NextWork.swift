/// The members most worth writing next (`apiref coverage --next N`): those other pages
/// link to most, and of those linked to alike, the least documented first.
public enum NextWork {
    /// The rule, as `--help` and the documentation say it.
    public static let rule =
        "the members that other pages link to most come first (the symbols of other content files that link to or mention them); "
        + "of those linked to alike, the least documented: not in the library at all (with graphs, a member only the SDK declares), "
        + "then no summary, then parameters not described, then the return value not described, then deprecated without a replacement, "
        + "more gaps before fewer; then by container and name"

    /// One member to write.
    public struct Item: Sendable, Encodable, Equatable {
        /// Nil for a member only the graphs declare.
        public var id: String?
        public var container: String
        public var name: String
        public var kind: String
        /// How many symbols of other content files link to it.
        public var links: Int
        /// What it lacks, most needed first.
        public var gaps: [CoverageGap]

        private enum Key: String, CodingKey { case id, container, name, kind, links, gaps }

        public func encode(to encoder: Encoder) throws {
            var values = encoder.container(keyedBy: Key.self)
            // `null` for a graph-only member, not left out.
            try values.encode(id, forKey: .id)
            try values.encode(container, forKey: .container)
            try values.encode(name, forKey: .name)
            try values.encode(kind, forKey: .kind)
            try values.encode(links, forKey: .links)
            try values.encode(gaps, forKey: .gaps)
        }
    }

    /// How many symbols of other content files link to each symbol, by id: links in
    /// summaries, discussions, parameter and return value descriptions, deprecation
    /// messages, See also and Replacement fields, and task groups' paragraphs. A page's
    /// task lists are not counted: every member is listed in one.
    public static func incomingLinks(_ symbols: [Symbol]) -> [String: Int] {
        let files = Dictionary(symbols.map { ($0.id, $0.location.path) }, uniquingKeysWith: { first, _ in first })
        var counts: [String: Int] = [:]
        for symbol in symbols {
            var targets: Set<String> = []
            func collect(_ nodes: [MarkdownNode]) {
                for node in nodes {
                    node.forEach { inner in
                        if case .symbolLink(let link) = inner.kind, let id = link.resolvedID { targets.insert(id) }
                    }
                }
            }
            collect(symbol.summary)
            collect(symbol.discussion)
            collect(symbol.returnValue)
            collect(symbol.deprecationMessage)
            symbol.parameters.forEach { collect($0.description) }
            symbol.taskGroups.forEach { collect($0.abstract) }
            for link in symbol.seeAlso + [symbol.replacement].compactMap({ $0 }) {
                if let id = link.resolvedID { targets.insert(id) }
            }
            for target in targets where target != symbol.id && files[target] != symbol.location.path {
                counts[target, default: 0] += 1
            }
        }
        return counts
    }

    /// The first `limit` members of `report` by the rule, with `links` from `incomingLinks`.
    public static func items(_ report: CoverageReport, links: [String: Int], limit: Int) -> [Item] {
        var items = report.members.compactMap { member -> Item? in
            let gaps = member.gaps
            guard !gaps.isEmpty else { return nil }
            return Item(
                id: member.id, container: member.container, name: member.name, kind: member.kind.rawValue,
                links: links[member.id] ?? 0, gaps: gaps)
        }
        items += report.missingMembers.map { missing in
            Item(
                id: nil, container: missing.container, name: missing.member.name, kind: missing.member.kind.rawValue, links: 0,
                gaps: [.missing])
        }
        items.sort { left, right in
            if left.links != right.links { return left.links > right.links }
            let (a, b) = (left.gaps.first ?? .replacement, right.gaps.first ?? .replacement)
            if a != b { return a < b }
            if left.gaps.count != right.gaps.count { return left.gaps.count > right.gaps.count }
            return (left.container, left.name) < (right.container, right.name)
        }
        return Array(items.prefix(max(limit, 0)))
    }
}
