/// One documented thing — a class, a member, a constant, an article — as the model holds it.
///
/// Pages (classes, protocols, categories, framework pages, articles) and their members
/// share this type so that lookup, queries and renderers treat every symbol alike;
/// the page-only facts are empty on members.
public struct Symbol: Hashable, Sendable, Codable {
    /// Stable identity, e.g. `UIKit/UITableViewCell/accessoryType`.
    public var id: String
    /// The name as written in code: `accessoryType`, `initWithStyle:reuseIdentifier:`.
    public var name: String
    public var kind: SymbolKind
    public var framework: String?
    /// The class or protocol that owns a member (for a category member, the extended class).
    public var container: String?
    /// The id of the symbol this one is listed under: a member's page, a constant's group.
    public var parentID: String?

    /// One sentence, as inline content.
    public var summary: [MarkdownNode] = []
    public var declaration: String?
    /// Block content: the discussion of a member, the overview of a page, an article's body.
    public var discussion: [MarkdownNode] = []
    public var parameters: [Parameter] = []
    public var returnValue: [MarkdownNode] = []
    public var availability: [PlatformAvailability] = []
    /// Why a deprecated symbol is deprecated and what to do instead, as inline content.
    public var deprecationMessage: [MarkdownNode] = []
    public var replacement: SymbolLink?
    public var declaredIn: String?
    public var seeAlso: [SymbolLink] = []
    /// For protocol methods: `true` for `@required`, `false` for `@optional`.
    public var isRequired: Bool?
    public var location: SourceLocation

    // Page facts.
    public var superclass: String?
    public var protocols: [String] = []
    public var extendedClass: String?
    public var guides: [String] = []
    public var taskGroups: [TaskGroup] = []
    /// The ids of the symbols listed under this one, in the order of the file.
    public var childIDs: [String] = []

    public init(id: String, name: String, kind: SymbolKind, location: SourceLocation) {
        self.id = id
        self.name = name
        self.kind = kind
        self.location = location
    }

    public var isDeprecated: Bool { availability.contains { $0.deprecated != nil || $0.obsoleted != nil } }

    /// `Container.name` for members, the name alone for pages.
    public var qualifiedName: String {
        guard !kind.isPage, let container else { return name }
        return "\(container).\(name)"
    }

    /// The summary as plain text.
    public var summaryText: String { summary.map(\.plainText).joined() }
}
