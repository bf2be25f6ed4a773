import Foundation

/// The prose a translation gives one symbol of its original: never a fact. Facts —
/// declaration, availability, links to replacements, membership — stay the original's.
public struct TranslatedProse: Sendable, Hashable {
    public var summary: [MarkdownNode] = []
    public var discussion: [MarkdownNode] = []
    /// Parameter descriptions by the original's parameter names.
    public var parameters: [Parameter] = []
    public var returnValue: [MarkdownNode] = []
    /// A code block right after a member's summary, where the original has its declaration:
    /// the declaration copied with the prose (ignored; `check` says so), or, when it is not
    /// the original's declaration, a code example the discussion starts with. Which one
    /// only the original can tell (`discussion(under:)`).
    public var leadingCode: MarkdownNode?
    /// Where the symbol's heading is in the translation.
    public var location: SourceLocation
    /// How many of the discussion's Special Considerations and Examples subsections the file
    /// puts before the parameters and return value; nil when it has neither. A page written
    /// again keeps them where they are (`TranslationDocument`); the others go after, where
    /// the original has them.
    public var leadingSubsections: Int?

    public init(location: SourceLocation) {
        self.location = location
    }

    /// Whether `leadingCode` is `original`'s declaration (spacing aside).
    public func copiesDeclaration(of original: Symbol) -> Bool {
        guard let code = leadingCode, case .codeBlock(_, let text) = code.kind, let declaration = original.declaration else { return false }
        func words(_ text: String) -> [Substring] { text.split(whereSeparator: \.isWhitespace) }
        return words(text) == words(declaration)
    }

    /// The discussion as `original`'s translation shows it: with the leading code block
    /// when that is an example rather than the declaration.
    public func discussion(under original: Symbol) -> [MarkdownNode] {
        guard let code = leadingCode, !copiesDeclaration(of: original) else { return discussion }
        return [code] + discussion
    }
}

/// One translation file, read: the prose of each symbol of its original, keyed by the
/// symbol's name as the original's headings give it (the page's own name for the page).
public struct TranslatedPage: Sendable {
    public var path: TranslationPath
    /// The path diagnostics print.
    public var displayPath: String
    /// The file's bytes as they were read, when read from disk: a rewrite checks the file
    /// still holds them, so that nothing saved meanwhile is written over.
    public var source: Data?
    /// Prose by symbol name, and the names in file order.
    public var prose: [String: TranslatedProse] = [:]
    public var order: [String] = []
    /// Each section's heading as the file writes it (`## プロパティ`, `## Operators`), by the
    /// kind of its members (`constantGroup` for the constants): a page written again keeps it.
    public var sectionTitles: [SymbolKind: String] = [:]
    /// Translated task-group titles, by the original title.
    public var taskGroupTitles: [String: String] = [:]
    /// Where each task group's heading is, by the original title, for diagnostics.
    public var taskGroupLocations: [String: SourceLocation] = [:]
    /// Translated paragraphs a task group carries before its list, by the original title.
    public var taskGroupAbstracts: [String: [MarkdownNode]] = [:]
    /// An article's translated title.
    public var articleTitle: String?
    /// The translated titles as written (an article's heading, each task group's title
    /// paragraph), for checks of the prose's words (`TermCheck`).
    public var titleBlocks: [MarkdownNode] = []
    /// A part of the file that no unit holds and `l10n import` would not write again: a
    /// section or heading the parser does not know, a fact, text before the first heading.
    public struct UnkeptText: Sendable, Hashable {
        public var what: String
        public var location: SourceLocation
    }

    /// The file's parts that no unit holds, in file order.
    public var unkept: [UnkeptText] = []
    /// What each symbol's prose was translated from (`ProseFingerprint`), by symbol name:
    /// the front matter's `stamps`, written by `apiref l10n stamp`.
    public var stamps: [String: String] = [:]
    /// The English each stamp was made from (`sources`), for `l10n diff`.
    public var sources: [String: String] = [:]

    public init(path: TranslationPath, displayPath: String) {
        self.path = path
        self.displayPath = displayPath
    }

    mutating func add(_ name: String, _ text: TranslatedProse) {
        if prose[name] == nil { order.append(name) }
        prose[name] = text
    }
}
