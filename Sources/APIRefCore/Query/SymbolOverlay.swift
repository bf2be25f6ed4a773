/// A source that shows some symbols its own way (translated, or read in more detail) and
/// answers every question about names and places from `base`.
public protocol SymbolOverlay: SymbolSource {
    /// Where names, kinds and the hierarchy are looked up.
    var nameSource: any SymbolSource { get }
}

extension SymbolOverlay {
    public func kind(of id: String) -> SymbolKind? { nameSource.kind(of: id) }
    public func ids(named name: String, ignoringCase: Bool) -> [String] { nameSource.ids(named: name, ignoringCase: ignoringCase) }
    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        nameSource.memberIDs(of: container, named: name, ignoringCase: ignoringCase)
    }
    public func memberIDs(of container: String, swiftBase: String, ignoringCase: Bool) -> [String] {
        nameSource.memberIDs(of: container, swiftBase: swiftBase, ignoringCase: ignoringCase)
    }
    public func ids(swiftPath path: String, ignoringCase: Bool) -> [String] { nameSource.ids(swiftPath: path, ignoringCase: ignoringCase) }
    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? { nameSource.hierarchy(of: name) }
    public func containerName(_ name: String) -> String? { nameSource.containerName(name) }
    public func suggestionNames(in container: String?) -> [String] { nameSource.suggestionNames(in: container) }
}
