/// The distinct names of a library in rank order, each with the ranks of its symbols (one
/// run, as ranks sort by name first) and, for a class, protocol or category, the ranks of its
/// members: what a node of the name trie lists.
struct SearchNameGroups {
    struct Group {
        var name: String
        var first: Int
        var count: Int
        /// Set for a name some page has: its members' ranks, ascending.
        var members: [Int]?
    }

    private(set) var groups: [Group] = []

    init(ranked entries: SearchRankOrder) {
        var members: [String: [Int]] = [:]
        for (rank, entry) in entries.enumerated() {
            if let container = entries.names.container(entry) { members[container, default: []].append(rank) }
            let name = entries.names.name(entry)
            if let last = groups.last, last.name == name {
                groups[groups.count - 1].count += 1
            } else {
                groups.append(Group(name: name, first: rank, count: 1))
            }
        }
        var first = 0
        for index in groups.indices {
            let range = first..<first + groups[index].count
            first = range.upperBound
            if entries[range].contains(where: \.hasMembers) { groups[index].members = members[groups[index].name] ?? [] }
        }
    }

    /// `["name",first,count]`, with the members' ranks when `withMembers` and it has some.
    func json(_ index: Int, withMembers: Bool) -> String {
        let group = groups[index]
        var out = "["
        ScriptJSON.appendString(group.name, to: &out)
        out += ",\(group.first),\(group.count)"
        if withMembers, let members = group.members {
            out += ",\"" + SearchPostings.encode(members) + "\""
        }
        return out + "]"
    }
}
