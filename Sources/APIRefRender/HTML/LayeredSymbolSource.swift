import APIRefCore

/// A batch of symbols read in more detail (`overlay`, by id) in front of the identities of
/// every symbol (`base`): what one batch of site pages renders from.
struct LayeredSymbolSource: SymbolSource, Sendable {
    let overlay: [String: Symbol]
    let base: SymbolTable

    func symbol(id: String) -> Symbol? { overlay[id] ?? base[id] }
    func kind(of id: String) -> SymbolKind? { base.kind(of: id) }
    func ids(named name: String, ignoringCase: Bool) -> [String] { base.ids(named: name, ignoringCase: ignoringCase) }
    func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        base.memberIDs(of: container, named: name, ignoringCase: ignoringCase)
    }
    func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? { base.hierarchy(of: name) }
    func containerName(_ name: String) -> String? { base.containerName(name) }
    func suggestionNames(in container: String?) -> [String] { base.suggestionNames(in: container) }
}
