import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefRender
import ArgumentParser
import Foundation

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
        let parsedVersion = try version.map(VersionArgument.parse)
        let folder = try content.folder()
        let index = try folder.openIndex()
        let (platform, container) = try filter.resolved(in: index)
        let empty = "nothing is deprecated there"
        let (results, listing) = try index.reading { library in
            let localized = try TranslationChoice.source(for: library, folder: folder, asked: output.lang)
            let results = try index.deprecated(in: parsedVersion, platform: platform, container: container).map {
                localized?.localized($0) ?? $0
            }
            return (results, output.settings.versionedListing(results, source: localized ?? library, empty: empty, showReplacement: true))
        }
        try output.settings.emitVersioned(results, listing: listing, empty: empty)
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
        let parsedVersion = try VersionArgument.parse(version)
        let folder = try content.folder()
        let index = try folder.openIndex()
        let (platform, container) = try filter.resolved(in: index)
        let empty = "nothing was introduced there"
        let (results, listing) = try index.reading { library in
            let localized = try TranslationChoice.source(for: library, folder: folder, asked: output.lang)
            let results = try index.introduced(parsedVersion, since: since, platform: platform, container: container).map {
                localized?.localized($0) ?? $0
            }
            return (results, output.settings.versionedListing(results, source: localized ?? library, empty: empty, showReplacement: false))
        }
        try output.settings.emitVersioned(results, listing: listing, empty: empty)
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
        let folder = try content.folder()
        let index = try folder.openIndex()
        let hits = try index.reading { library in
            let localized = try TranslationChoice.source(for: library, folder: folder, asked: self.output.lang)
            return try SearchResults.hits(words, limit: limit, in: index, folder: folder, localized: localized)
        }
        let output = output.settings
        if output.json { return try output.emitJSON(hits.map(SearchRecord.init)) }
        guard !hits.isEmpty else {
            throw ToolError.notFound("nothing matches \(words.joined(separator: " "))")
        }
        output.emit(SearchListing(width: output.resolvedWidth, usesEscapes: output.usesEscapes).render(hits))
    }
}
