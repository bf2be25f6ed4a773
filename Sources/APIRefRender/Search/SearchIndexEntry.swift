import APIRefCore

/// One symbol as the site's search index knows it: 340,000 of them at 10,000 classes, all
/// held while the index is made, so it holds only its table position and what ranks and
/// groups it (8 bytes; 40 with its name and container). Its name and container
/// (`SearchEntryNames`), summary and URL are made from its table position when asked.
struct SearchIndexEntry: Sendable {
    /// Where the symbol is in the site's symbol table: what its names, summary and URL are made from.
    var position: UInt32
    /// Named in the site's language only as a record is written (`SearchIndexFiles`).
    var kind: SymbolKind
    var isDeprecated: Bool
    /// A class, protocol or category: its members are found by its name too.
    var hasMembers: Bool
    /// A second name of a symbol (its Swift spelling): ranked after a first name of the same length.
    var isSecondName = false
}

/// The name and container a search entry is listed under, read when asked: its symbol's,
/// or for a second name the Swift spelling (`SearchIndexEntries.names`).
struct SearchEntryNames {
    var name: (SearchIndexEntry) -> String
    /// The class or protocol a member belongs to; nil for pages and articles.
    var container: (SearchIndexEntry) -> String?
}
