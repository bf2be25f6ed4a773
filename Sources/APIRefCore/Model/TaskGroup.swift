/// A named group of members in a page's Tasks section.
public struct TaskGroup: Hashable, Sendable, Codable {
    public var title: String
    /// Paragraphs the group carries before its list.
    public var abstract: [MarkdownNode]
    /// One link per listed member; resolved in place by link resolution.
    public var members: [SymbolLink]
    /// Where each member is listed, in the same order as `members`.
    public var memberLocations: [SourceLocation]
    public var location: SourceLocation

    public init(
        title: String, abstract: [MarkdownNode] = [], members: [SymbolLink] = [],
        memberLocations: [SourceLocation] = [], location: SourceLocation
    ) {
        self.title = title
        self.abstract = abstract
        self.members = members
        self.memberLocations = memberLocations
        self.location = location
    }
}
