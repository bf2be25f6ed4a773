import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref deprecated`: what was deprecated, by version, and what replaces it.
struct DeprecatedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deprecated", abstract: "List deprecated symbols by the version that deprecated them, with their replacements.")

    @Option(name: .customLong("in"), help: ArgumentHelp("Only what this version deprecated, e.g. 3.0.", valueName: "version"))
    var version: String?
    @OptionGroup var filter: SymbolFilterOptions
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let query = try VersionedQuery(deprecatedIn: version, filter: filter.filter, output: output.settings)
        try query.run(in: content.folder())
    }
}

/// `apiref introduced 5.0`: what a release added.
struct IntroducedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "introduced", abstract: "List what a version introduced (or every version since it).")

    @Argument(help: "The version, e.g. 5.0.") var version: String
    @Flag(help: "Every version from this one on.") var since = false
    @OptionGroup var filter: SymbolFilterOptions
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let query = try VersionedQuery(introduced: version, since: since, filter: filter.filter, output: output.settings)
        try query.run(in: content.folder())
    }
}

/// `apiref search WORDS…`: ranked full-text search.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search names, summaries, discussions and articles.",
        discussion: """
            Names first: the name itself, a prefix, camel-case parts, a class's members, a later \
            word, a typo. Then text: a summary about the query (its first word; in Japanese, the \
            last before the closing verb), then one that holds the whole query, then all its \
            words; then the same in a discussion; constants and enum cases after other kinds of \
            the same strength; then relevance. A Japanese query is matched by its words, without \
            its particles. A variant the library's terms.yml rejects also finds the word it \
            prefers, and the other way round (docs/commands.md).
            """)

    @Argument(help: "Words to find (all of them, as prefixes).") var words: [String]
    @Option(help: "At most this many results (1 or more).") var limit = 20
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try SearchRun(words: words, limit: limit, output: output.settings).run(in: content.folder())
    }
}
