/// What the full-text table holds of one symbol: its name with the name's words, its
/// summary, and its discussion, parameters, return value and declaration, all as plain text.
public struct SearchText: Sendable {
    public let name: String
    public let summary: String
    public let body: String

    public init(name: String, summary: String, body: String) {
        self.name = name
        self.summary = summary
        self.body = body
    }
}
