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

    public init(destination: String, text: String, resolvedID: String? = nil, isExplicit: Bool) {
        self.destination = destination
        self.text = text
        self.resolvedID = resolvedID
        self.isExplicit = isExplicit
    }
}
