/// A symbol source that gives its own symbols (`symbol(id:)`) and answers every other
/// question from another source: the index as a reader of one language or one syntax
/// reads it.
public protocol ForwardingSymbolSource: SymbolSource {
    var forwardedSource: SymbolSource { get }
}

extension ForwardingSymbolSource {
    public func kind(of id: String) -> SymbolKind? { forwardedSource.kind(of: id) }
    public func ids(named name: String, ignoringCase: Bool) -> [String] { forwardedSource.ids(named: name, ignoringCase: ignoringCase) }
    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        forwardedSource.memberIDs(of: container, named: name, ignoringCase: ignoringCase)
    }
    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? { forwardedSource.hierarchy(of: name) }
    public func containerName(_ name: String) -> String? { forwardedSource.containerName(name) }
    public func suggestionNames(in container: String?) -> [String] { forwardedSource.suggestionNames(in: container) }
}
