/// A library in memory answers the same questions as the compiled index, so renderers
/// and lookups can be tested without one.
extension SymbolTable: SymbolSource {
    public func symbol(id: String) -> Symbol? { self[id] }

    public func kind(of id: String) -> SymbolKind? { self[id]?.kind }

    public func ids(named name: String, ignoringCase: Bool) -> [String] {
        let candidates = Set(positions(lowercasedName: name.lowercased()) + positions(swiftName: name)).sorted()
        return candidates.map { symbols[$0] }.filter { symbol in
            ignoringCase || symbol.name == name || symbol.swiftName == name
                || (symbol.kind == .article && symbol.id == "Articles/\(name)")
        }.map(\.id)
    }

    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        let lowercased = name.lowercased()
        return (membersByContainer.slice(container) ?? []).map { symbols[Int($0)] }
            .filter {
                ignoringCase
                    ? $0.name.lowercased() == lowercased || $0.swiftName?.lowercased() == lowercased
                    : $0.name == name || $0.swiftName == name
            }
            .sorted { $0.location < $1.location }.map(\.id)
    }

    public func memberIDs(of container: String, swiftBase base: String, ignoringCase: Bool) -> [String] {
        positions(of: container, swiftBase: base).map { symbols[$0] }
            .filter { !$0.kind.isPage && (ignoringCase || $0.swiftName.map(SwiftDeclarationName.baseName) == Substring(base)) }
            .map(\.id)
    }

    public func ids(swiftPath path: String, ignoringCase: Bool) -> [String] {
        positions(swiftPath: path).map { symbols[$0] }.filter { ignoringCase || $0.swiftPath == path }.map(\.id)
    }

    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? {
        page(named: name).map { ($0.superclass, $0.protocols) }
    }

    public func containerName(_ name: String) -> String? {
        if knowsContainer(name) { return name }
        return positions(lowercasedName: name.lowercased()).map { symbols[$0] }.first { $0.kind.isType }?.name
            ?? positions(swiftName: name).map { symbols[$0] }.first { $0.kind.isType }?.name
            ?? container(swiftContainer: name)
    }

    public func suggestionNames(in container: String?) -> [String] {
        container.map(memberNames(of:)) ?? allNames
    }
}
