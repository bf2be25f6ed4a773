import APIRefCore

/// The names of a library cut into small files by the start of their words, a trie whose
/// nodes are files: a query loads the one node its text leads to, not the whole list.
///
/// A name is filed under each place a word of it starts (`SearchRanking.wordStarts`:
/// `accessoryType` under `a…` and `t…`), keyed by the lower-cased text from there. A node
/// whose names fit `budget` bytes lists them all; a bigger one lists only the best-ranked
/// names, enough for `cap` symbols (the most a search shows), and passes the rest to a child
/// node per next character. Each node has two lists in rank order: `s`, the names that start
/// with its key (tiers 0, 1 and 3), and `w`, those with a later word that does (tier 4).
struct SearchNameTrie {
    struct Node {
        var key: String
        /// A node with children: its lists are cut at `cap` symbols.
        var isInner: Bool
        var json: String
    }

    let budget: Int
    let cap: Int
    private let groups: SearchNameGroups
    private(set) var nodes: [Node] = []

    private struct Item {
        var text: [Unicode.Scalar]
        var group: Int
        var initial: Bool
    }

    init(_ groups: SearchNameGroups, budget: Int, cap: Int) {
        self.groups = groups
        self.budget = budget
        self.cap = cap
        var items: [Item] = []
        for (index, group) in groups.groups.enumerated() {
            for (position, start) in SearchRanking.wordStarts(group.name).enumerated() {
                let text = Array(group.name[start...].lowercased().unicodeScalars)
                if !text.isEmpty { items.append(Item(text: text, group: index, initial: position == 0)) }
            }
        }
        let sizes = groups.groups.indices.map {
            (
                s: groups.json($0, withMembers: true).utf8.count + 1,
                w: groups.json($0, withMembers: false).utf8.count + 1
            )
        }
        for (first, children) in Self.byScalar(items, at: 0) {
            build(key: [first], items: children, sizes: sizes)
        }
        nodes.sort { $0.key < $1.key }
    }

    private mutating func build(key: [Unicode.Scalar], items: [Item], sizes: [(s: Int, w: Int)]) {
        var key = key
        var lists = Self.lists(items)
        let bytes = lists.s.reduce(0) { $0 + sizes[$1].s } + lists.w.reduce(0) { $0 + sizes[$1].w }
        let extendable = items.contains { $0.text.count > key.count }
        let isInner = bytes > budget && extendable
        // A chain where every name goes on with the same character (bkw, bkwi, bkwid… for
        // BKWidget00000–09999) is one node, at the end of the chain: the nodes in between
        // would each repeat the same list. A query inside the chain loads the node below it.
        if isInner {
            while items.allSatisfy({ $0.text.count > key.count }), let next = items.first?.text[key.count],
                items.allSatisfy({ $0.text[key.count] == next })
            {
                key.append(next)
            }
        }
        var capped = (s: false, w: false)
        if isInner {
            (lists.s, capped.s) = cut(lists.s)
            (lists.w, capped.w) = cut(lists.w)
        }
        let keyString = String(String.UnicodeScalarView(key))
        // In a cut list, the names that start with the key hold 500 symbols or more, so no
        // query this node answers reaches the members of a class (tier 3): their ranks are
        // left out, except for a class named the key itself (`Class.member` needs them).
        var json =
            "{\"s\":["
            + lists.s.map { group in
                groups.json(group, withMembers: !capped.s || groups.groups[group].name.lowercased() == keyString)
            }.joined(separator: ",")
        json += "],\"w\":[" + lists.w.map { groups.json($0, withMembers: false) }.joined(separator: ",") + "]"
        if capped.s { json += ",\"sc\":1" }
        if capped.w { json += ",\"wc\":1" }
        json += "}"
        nodes.append(Node(key: keyString, isInner: isInner, json: json))
        guard isInner else { return }
        for (next, children) in Self.byScalar(items.filter { $0.text.count > key.count }, at: key.count) {
            build(key: key + [next], items: children, sizes: sizes)
        }
    }

    /// The names that start with the key, and those with a later word that does, each in rank order.
    private static func lists(_ items: [Item]) -> (s: [Int], w: [Int]) {
        var starting = Set<Int>()
        var later = Set<Int>()
        for item in items {
            if item.initial { starting.insert(item.group) } else { later.insert(item.group) }
        }
        later.subtract(starting)
        return (starting.sorted(), later.sorted())
    }

    /// The best-ranked names of a list, as many as hold `cap` symbols; and whether names were left out.
    private func cut(_ list: [Int]) -> ([Int], Bool) {
        var symbols = 0
        for (offset, group) in list.enumerated() {
            symbols += groups.groups[group].count
            if symbols >= cap { return (Array(list[...offset]), offset + 1 < list.count) }
        }
        return (list, false)
    }

    private static func byScalar(_ items: [Item], at offset: Int) -> [(Unicode.Scalar, [Item])] {
        var children: [Unicode.Scalar: [Item]] = [:]
        for item in items where item.text.count > offset { children[item.text[offset], default: []].append(item) }
        return children.sorted { $0.key.value < $1.key.value }
    }
}
