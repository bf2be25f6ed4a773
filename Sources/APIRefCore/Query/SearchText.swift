/// What the full-text table holds of one symbol: its name with the name's words, its
/// summary, and its discussion, parameters, return value and declaration, all as plain text;
/// and what each of its summaries is about (`TextRanking.headKey`), one key a line.
public struct SearchText: Sendable {
    public let name: String
    public let summary: String
    public let body: String
    public let heads: String

    public init(name: String, summary: String, body: String, heads: String = "") {
        self.name = name
        self.summary = summary
        self.body = body
        self.heads = heads
    }

    /// The keys of `heads`, one per summary that has words.
    public var headKeys: [Substring] { heads.split(separator: "\n") }

    /// `heads` with the key of one more summary.
    public static func heads(_ heads: String, adding summary: String) -> String {
        guard let key = TextRanking.headKey(of: summary) else { return heads }
        return heads.isEmpty ? key : heads + "\n" + key
    }
}
