/// The facts of a symbol that most symbols leave empty or that only its own page shows:
/// summary, declaration, discussion, parameters, deprecation, page facts. `Symbol` keeps
/// them behind one shared reference (`SymbolBodyStorage`), so the identities that link
/// resolution and the site build hold by the hundred thousand stay small.
struct SymbolBody: Hashable, Sendable {
    var summary: [MarkdownNode] = []
    var declaration: String?
    var swiftDeclaration: String?
    var discussion: [MarkdownNode] = []
    var parameters: [Parameter] = []
    var returnValue: [MarkdownNode] = []
    var deprecationMessage: [MarkdownNode] = []
    var replacement: SymbolLink?
    var declaredIn: String?
    var seeAlso: [SymbolLink] = []
    var isRequired: Bool?
    var superclass: String?
    var protocols: [String] = []
    var extendedClass: String?
    var guides: [String] = []
    var taskGroups: [TaskGroup] = []
    /// On an identity, which holds no declaration: only Swift spells the symbol. Set by
    /// `Symbol.identity` and by a head decoded at `.identity`, so that `spellings` says the
    /// same of a symbol in a table of identities as of the whole symbol.
    var identityIsSwiftOnly = false
    /// A symbol as a reader of a translation sees it (`LocalizedSymbolSource`): whether its
    /// translation is current, and on a page, how much of the page is; never stored.
    var translation: TranslationMark?
    var translationCounts: TranslationCounts?
}
