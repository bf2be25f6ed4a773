/// A library in memory answers the same questions as the compiled index, so renderers
/// and lookups can be tested without one.
extension SymbolTable: SymbolSource {
    public func symbol(id: String) -> Symbol? { self[id] }

    public func kind(of id: String) -> SymbolKind? { self[id]?.kind }

    public func ids(named name: String, ignoringCase: Bool) -> [String] {
        let candidates = byLowercasedName[name.lowercased()] ?? []
        return candidates.map { symbols[$0] }.filter { symbol in
            ignoringCase || symbol.name == name || (symbol.kind == .article && symbol.id == "Articles/\(name)")
        }.map(\.id)
    }

    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        guard let members = membersByContainer[container] else { return [] }
        if !ignoringCase { return (members[name] ?? []).map { symbols[$0].id } }
        return members.filter { $0.key.lowercased() == name.lowercased() }.flatMap { $0.value.map { symbols[$0].id } }
    }

    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? {
        page(named: name).map { ($0.superclass, $0.protocols) }
    }

    public func containerName(_ name: String) -> String? {
        if knowsContainer(name) { return name }
        return (byLowercasedName[name.lowercased()] ?? []).map { symbols[$0] }
            .first { $0.kind == .class || $0.kind == .protocol }?.name
    }

    public func suggestionNames(in container: String?) -> [String] {
        container.map(memberNames(of:)) ?? allNames
    }
}
