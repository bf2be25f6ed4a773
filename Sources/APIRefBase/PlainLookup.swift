/// The plain lookup — `apiref UITableViewCell accessoryType`, optionally after
/// `--content DIR` or `--library NAME` and `--syntax swift|objc` — recognised without the argument parser. The front answers it from the
/// page cache; the engine answers it without building its commands, whose reflection costs
/// more than the lookup itself. Anything else, including every option, help and errors,
/// goes through the engine's argument parser.
public struct PlainLookup: Sendable, Equatable {
    public var words: [String]
    public var content: String?
    public var library: String?
    /// `--syntax`, as written: the engine says whether it is valid.
    public var syntax: String?

    // An array, not a Set: a dozen comparisons are cheaper than setting up hashing at start.
    // `CommandLineTests` checks that it names exactly the engine's commands.
    public static let commandNames = [
        "lookup", "check", "list", "deprecated", "introduced", "search", "build", "serve", "l10n",
        "import", "drift", "coverage", "sdk-diff", "history", "changes", "mcp", "audit", "man", "docset", "export", "cache", "help"
    ]

    /// The lookup `arguments` (without the program's name) ask for, or nil when they are anything else.
    public init?(_ arguments: [String]) {
        var rest = arguments[...]
        var content: String?
        var library: String?
        var syntax: String?
        // Each option at most once, in any order; `--content` and `--library` exclude each other.
        while rest.count >= 2, let option = rest.first {
            let value = rest[rest.startIndex + 1]
            if option == "--content", content == nil, library == nil {
                content = value
            } else if option == "--library", library == nil, content == nil {
                library = value
            } else if option == "--syntax", syntax == nil {
                syntax = value
            } else {
                break
            }
            rest = rest.dropFirst(2)
        }
        if rest.first == "--" { rest = rest.dropFirst() }
        guard (1...3).contains(rest.count), let first = rest.first, !Self.commandNames.contains(first),
            rest.allSatisfy({ !$0.isEmpty && (!$0.hasPrefix("-") || $0.hasPrefix("-[")) })
        else { return nil }
        words = Array(rest)
        self.content = content
        self.library = library
        self.syntax = syntax
    }
}
