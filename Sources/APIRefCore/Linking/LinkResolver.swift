/// Resolves what an author wrote in a link to a symbol id: relative to the current
/// container first (with its superclasses and protocols), then across the library.
public struct LinkResolver: Sendable {
    public let table: SymbolTable

    public init(table: SymbolTable) { self.table = table }

    /// - Parameter container: the class or protocol the link is written in, if any.
    public func resolve(_ destination: String, from container: String?) -> LinkResolution {
        var text = destination.trimmingWhitespace()
        if text.hasPrefix("<doc:"), text.hasSuffix(">") { text = String(text.dropFirst(1).dropLast()) }
        if text.hasPrefix("doc:") { return article(String(text.dropFirst(4))) }
        if let (owner, selector) = Self.objectiveCForm(text) { return member(selector, of: owner) }
        if let index = table.position(ofID: text) { return .resolved(id: table.symbols[index].id) }
        if let slash = text.firstIndex(of: "/") {
            var owner = String(text[..<slash])
            var rest = String(text[text.index(after: slash)...])
            if !table.knowsContainer(owner), let next = rest.firstIndex(of: "/") {
                // A framework prefix: `UIKit/UITableView/rowHeight`.
                owner = String(rest[..<next])
                rest = String(rest[rest.index(after: next)...])
            }
            return member(rest, of: owner)
        }
        return unqualified(text, from: container)
    }

    private func unqualified(_ name: String, from container: String?) -> LinkResolution {
        if let container, let found = table.member(name, of: container) {
            return pick(found.indices)
        }
        if let pages = table.pagesByName[name] { return pick(pages) }
        if let members = table.byName[name] { return pick(members) }
        if let article = table.articlesByKey[name] { return .resolved(id: table.symbols[article].id) }
        // A Swift spelling (`tableView(_:cellForRowAt:)`, `UITableViewCell.AccessoryType.checkmark`);
        // only one that cannot be an Objective-C word, so that a plain `count` in prose stays text.
        if name.contains("(") || name.contains("."), let found = swift(name, from: container) { return found }
        if let container, table.knowsContainer(container) {
            let suggestions = LinkSuggestions { [table] in
                EditDistance.nearest(to: name, in: table.memberNames(of: container) + Array(table.pagesByName.keys))
            }
            return .notFound(message: "'\(name)' is not a member of \(container)", name: name, suggestions: suggestions)
        }
        let suggestions = LinkSuggestions { [table] in EditDistance.nearest(to: name, in: table.allNames) }
        return .notFound(message: "no symbol named '\(name)'", name: name, suggestions: suggestions)
    }

    private func member(_ name: String, of owner: String) -> LinkResolution {
        var owner = owner
        if !table.knowsContainer(owner), let objectiveC = swiftType(owner) { owner = objectiveC }
        guard table.knowsContainer(owner) else {
            let suggestions = LinkSuggestions { [table, owner] in EditDistance.nearest(to: owner, in: table.pagesByName.keys) }
            return .notFound(message: "no class or protocol named '\(owner)'", name: owner, suggestions: suggestions)
        }
        if let found = table.member(name, of: owner) { return pick(found.indices) }
        if let found = swift(name, from: owner) { return found }
        let suggestions = LinkSuggestions { [table, owner] in EditDistance.nearest(to: name, in: table.memberNames(of: owner)) }
        return .notFound(message: "'\(name)' is not a member of \(owner)", name: name, suggestions: suggestions)
    }

    /// A Swift path, or a Swift name in `container`'s chain, then anywhere.
    private func swift(_ name: String, from container: String?) -> LinkResolution? {
        let paths = table.positions(swiftPath: name).filter { table.symbols[$0].swiftPath == name }
        if !paths.isEmpty { return pick(paths) }
        let named = table.positions(swiftName: name).filter { table.symbols[$0].swiftName == name }
        guard !named.isEmpty else { return nil }
        if let container {
            for owner in table.chain(from: container) {
                let own = named.filter { table.symbols[$0].container == owner && !table.symbols[$0].kind.isPage }
                if !own.isEmpty { return pick(own) }
            }
        }
        return pick(named)
    }

    /// The Objective-C name of the type Swift calls `name` (`NSIndexPath` for `IndexPath`).
    private func swiftType(_ name: String) -> String? {
        table.positions(swiftName: name).map { table.symbols[$0] }.first { $0.kind.isType && $0.swiftName == name }?.name
    }

    private func article(_ key: String) -> LinkResolution {
        if let index = table.articlesByKey[key] { return .resolved(id: table.symbols[index].id) }
        let suggestions = LinkSuggestions { [table] in
            let stems = table.symbols.filter { $0.kind == .article }.map { String($0.id.dropFirst("Articles/".count)) }
            return EditDistance.nearest(to: key, in: stems)
        }
        return .notFound(message: "no article named '\(key)'", name: key, suggestions: suggestions)
    }

    private func pick(_ indices: [Int]) -> LinkResolution {
        let ids = indices.map { table.symbols[$0].id }
        return ids.count == 1 ? .resolved(id: ids[0]) : .ambiguous(ids: ids)
    }

    /// `-[UITableView reloadData]` or `+[NSIndexPath indexPathForRow:inSection:]`.
    static func objectiveCForm(_ text: String) -> (String, String)? {
        guard text.count > 4, text.hasPrefix("-[") || text.hasPrefix("+["), text.hasSuffix("]") else { return nil }
        let inner = text.dropFirst(2).dropLast()
        let parts = inner.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), parts[1].trimmingWhitespace())
    }
}
