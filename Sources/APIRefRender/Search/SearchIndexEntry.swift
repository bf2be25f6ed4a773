import APIRefCore

/// One symbol as the site's search index knows it: 340,000 of them at 10,000 classes, all
/// held while the index is made, so the fields are ordered to pack (40 bytes, not 120).
/// Neither its summary nor its URL is held: both are made from its table position when
/// its record is written (`SearchIndexFiles`), the URL by `SearchIndexEntries.url`.
struct SearchIndexEntry: Sendable {
    var name: String
    /// The class or protocol a member belongs to; nil for pages and articles.
    var container: String?
    /// Named in the site's language only as a record is written (`SearchIndexFiles`).
    var kind: SymbolKind
    var isDeprecated: Bool
    /// A class, protocol or category: its members are found by its name too.
    var hasMembers: Bool
    /// A second name of a symbol (its Swift spelling): ranked after a first name of the same length.
    var isSecondName = false
    /// Where the symbol is in the site's symbol table: what its summary and URL are made from.
    var position: UInt32
}
