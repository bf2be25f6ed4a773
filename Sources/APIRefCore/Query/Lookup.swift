/// Turns what a user typed (`UITableViewCell accessoryType`, `UITableViewCell.accessoryType`,
/// `-[UITableViewCell setEditing:animated:]`, a member, constant, group title or article
/// alone) into a symbol, exactly first and then ignoring case when that is unambiguous.
/// Swift spellings work the same way: `UITableView 'dequeueReusableCell(withIdentifier:for:)'`,
/// `IndexPath row`, `UITableViewCell.AccessoryType.checkmark`, and a Swift base name
/// (`UITableView dequeueReusableCell`) when it names one member or a few to choose from.
public struct Lookup {
    let source: SymbolSource

    public init(source: SymbolSource) { self.source = source }

    public func find(_ words: [String]) -> LookupResult {
        let words = words.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard let first = words.first else { return .notFound(message: "nothing to look up") }
        if words.count > 1 {
            if let container = source.containerName(first) {
                return member(words.dropFirst().joined(separator: " "), of: container)
            }
            let joined = single(words.joined(separator: " "))
            if case .found = joined { return joined }
            return .notFound(message: "no class or protocol named '\(first)'\(didYouMean(first, in: nil))")
        }
        if let (owner, selector) = LinkResolver.objectiveCForm(first) {
            guard let container = source.containerName(owner) else {
                return .notFound(message: "no class or protocol named '\(owner)'\(didYouMean(owner, in: nil))")
            }
            return member(selector, of: container)
        }
        // A nested Swift type's page is named by its path (`Outcome.Report`): the whole name first.
        if first.contains("."), source.containerName(first) != nil { return single(first) }
        if first.contains("."), let found = swiftPath(first) { return found }
        for separator: Character in ["/", "."] {
            var parts = first.split(separator: separator, maxSplits: 1).map(String.init)
            if separator == "/", parts.count == 2, source.containerName(parts[0]) == nil {
                // `UIKit/UITableViewCell/accessoryType`: drop the framework.
                parts = parts[1].split(separator: "/", maxSplits: 1).map(String.init)
            }
            if parts.count == 2, let container = source.containerName(parts[0]) {
                return member(parts[1], of: container)
            }
        }
        return single(first)
    }

    private func single(_ name: String) -> LookupResult {
        for ignoringCase in [false, true] {
            let ids = source.ids(named: name, ignoringCase: ignoringCase)
            let pages = ids.filter { source.kind(of: $0)?.isPage == true }
            if pages.count == 1 { return .found(id: pages[0], inheritedBy: nil) }
            if ids.count == 1 { return .found(id: ids[0], inheritedBy: nil) }
            if ids.count > 1 { return .ambiguous(ids: ids) }
        }
        return .notFound(message: "no symbol named '\(name)'\(didYouMean(name, in: nil))")
    }

    /// A whole Swift path: `UITableViewCell.AccessoryType.checkmark`, `IndexPath.row`.
    private func swiftPath(_ path: String) -> LookupResult? {
        for ignoringCase in [false, true] {
            let ids = source.ids(swiftPath: path, ignoringCase: ignoringCase)
            if ids.count == 1 { return .found(id: ids[0], inheritedBy: nil) }
            if ids.count > 1 { return .ambiguous(ids: ids) }
        }
        return nil
    }

    private func member(_ name: String, of container: String) -> LookupResult {
        let chain = source.lookupChain(from: container)
        for ignoringCase in [false, true] {
            for owner in chain {
                let ids = source.memberIDs(of: owner, named: name, ignoringCase: ignoringCase)
                if ids.count == 1 { return .found(id: ids[0], inheritedBy: owner == container ? nil : container) }
                if ids.count > 1 { return .ambiguous(ids: ids) }
            }
        }
        // A Swift base name (`dequeueReusableCell`): the one member of that base, or the
        // nearest owner's members of that base to choose from.
        if !name.contains("("), !name.contains(":") {
            for ignoringCase in [false, true] {
                for owner in chain {
                    let ids = source.memberIDs(of: owner, swiftBase: name, ignoringCase: ignoringCase)
                    if ids.count == 1 { return .found(id: ids[0], inheritedBy: owner == container ? nil : container) }
                    if ids.count > 1 { return .ambiguous(ids: ids) }
                }
            }
        }
        return .notFound(message: "\(container) has no member '\(name)'\(didYouMean(name, in: container))")
    }

    private func didYouMean(_ name: String, in container: String?) -> String {
        let suggestions = EditDistance.nearest(to: name, in: source.suggestionNames(in: container), limit: 3, generous: container != nil)
        guard !suggestions.isEmpty else { return "" }
        return "; did you mean " + suggestions.joined(separator: ", ") + "?"
    }
}
