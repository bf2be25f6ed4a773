/// One symbol as the site's search index knows it.
struct SearchIndexEntry: Sendable {
    var name: String
    /// The class or protocol a member belongs to; nil for pages and articles.
    var container: String?
    /// The kind, in the site's language ("instance method", "インスタンスメソッド").
    var kind: String
    /// Relative to the site's root.
    var url: String
    var summary: String
    var isDeprecated: Bool
    /// A class, protocol or category: its members are found by its name too.
    var hasMembers: Bool
}
