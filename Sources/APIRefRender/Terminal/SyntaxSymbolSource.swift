import APIRefCore

/// The symbols of `base` with their prose as a reader of one syntax reads it
/// (`Symbol.prose(in:)`): what a terminal page, which shows one syntax, renders from.
struct SyntaxSymbolSource: SymbolSource {
    let base: SymbolSource
    let syntax: Syntax

    func symbol(id: String) -> Symbol? { base.symbol(id: id)?.prose(in: syntax) }
    func kind(of id: String) -> SymbolKind? { base.kind(of: id) }
    func ids(named name: String, ignoringCase: Bool) -> [String] { base.ids(named: name, ignoringCase: ignoringCase) }
    func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        base.memberIDs(of: container, named: name, ignoringCase: ignoringCase)
    }
    func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? { base.hierarchy(of: name) }
    func containerName(_ name: String) -> String? { base.containerName(name) }
    func suggestionNames(in container: String?) -> [String] { base.suggestionNames(in: container) }
}
