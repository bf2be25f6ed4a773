/// One parameter of a method or function, with its description as inline content.
public struct Parameter: Hashable, Sendable, Codable {
    public var name: String
    public var description: [MarkdownNode]

    public init(name: String, description: [MarkdownNode]) {
        self.name = name
        self.description = description
    }
}
