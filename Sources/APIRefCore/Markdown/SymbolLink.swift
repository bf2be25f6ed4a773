/// A mention of a symbol in content: ``` ``UITableView/rowHeight`` ```, `<doc:Article>`,
/// or a plain code span that happens to name exactly one symbol.
public struct SymbolLink: Hashable, Sendable, Codable {
    /// What the author wrote inside the link.
    public var destination: String
    /// What a reader sees.
    public var text: String
    /// The id of the symbol it names, once link resolution has run; `nil` when unresolved.
    public var resolvedID: String?
    /// `true` for the explicit forms (double backticks, `doc:`), whose failure is a warning.
    public var isExplicit: Bool
    /// What a Swift reader sees, when it is not `text`: the target's Swift spelling
    /// (`UITableViewCell.AccessoryType.checkmark`, `.checkmark` inside its own type), set by
    /// link resolution from the target's identity so that renderers never look it up.
    public var swiftText: String?

    public init(destination: String, text: String, resolvedID: String? = nil, isExplicit: Bool, swiftText: String? = nil) {
        self.destination = destination
        self.text = text
        self.resolvedID = resolvedID
        self.isExplicit = isExplicit
        self.swiftText = swiftText
    }

    /// What a reader of `syntax` sees: the Swift spelling when there is one, else the text.
    public func text(in syntax: Syntax) -> String {
        syntax == .swift ? swiftText ?? text : text
    }
}
