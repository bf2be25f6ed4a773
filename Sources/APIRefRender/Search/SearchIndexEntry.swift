import APIRefCore

/// One symbol as the site's search index knows it: 340,000 of them at 10,000 classes, all
/// held while the index is made, so the fields are ordered to pack (72 bytes, not 120).
/// Its summary is not held: it is read when its record is written (`SearchIndexFiles`).
struct SearchIndexEntry: Sendable {
    var name: String
    /// The page file, relative to the site's root, and a member's anchor on it ("" for a
    /// page): kept apart (their storage is the page's and the name's) and joined only as a
    /// record is written, since a 10,000-class site's joined URLs took 30 MB.
    var file: String
    var anchor: String
    /// The class or protocol a member belongs to; nil for pages and articles.
    var container: String?
    /// Named in the site's language only as a record is written (`SearchIndexFiles`).
    var kind: SymbolKind
    var isDeprecated: Bool
    /// A class, protocol or category: its members are found by its name too.
    var hasMembers: Bool
    /// A second name of a symbol (its Swift spelling): ranked after a first name of the same length.
    var isSecondName = false
    /// Where the symbol is in the site's symbol table: what its summary is read by.
    var position: UInt32

    /// Relative to the site's root.
    var url: String { SitePaths.url(file: file, anchor: anchor.isEmpty ? nil : anchor) }
}
