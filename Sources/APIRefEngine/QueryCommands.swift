import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref deprecated`: what was deprecated, by version, and what replaces it.
struct DeprecatedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "deprecated", abstract: "List deprecated symbols by the version that deprecated them, with their replacements.")

    @Option(name: .customLong("in"), help: ArgumentHelp("Only what this version deprecated, e.g. 3.0.", valueName: "version"))
    var version: String?
    @OptionGroup var filter: SymbolFilterOptions
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let index = try content.openIndex()
        let results = index.deprecated(in: try version.map(VersionArgument.parse), platform: filter.platform, container: filter.container)
        try output.settings.emitVersioned(results, source: index, empty: "Nothing is deprecated there.", showReplacement: true)
    }
}

/// `apiref introduced 5.0`: what a release added.
struct IntroducedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "introduced", abstract: "List what a version introduced (or every version since it).")

    @Argument(help: "The version, e.g. 5.0.") var version: String
    @Flag(help: "Every version from this one on.") var since = false
    @OptionGroup var filter: SymbolFilterOptions
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let index = try content.openIndex()
        let results = index.introduced(try VersionArgument.parse(version), since: since, platform: filter.platform, container: filter.container)
        try output.settings.emitVersioned(results, source: index, empty: "Nothing was introduced there.", showReplacement: false)
    }
}

/// `apiref search WORDS…`: ranked full-text search.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search names, summaries, discussions and articles.")

    @Argument(help: "Words to find (all of them, as prefixes).") var words: [String]
    @Option(help: "At most this many results.") var limit = 20
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let index = try content.openIndex()
        let hits = index.search(words, limit: max(limit, 1))
        let output = output.settings
        if output.json { return try output.emitJSON(hits.map { SymbolRecord($0.symbol) }) }
        guard !hits.isEmpty else {
            FileHandle.standardError.write(Data("apiref: nothing matches \(TerminalSafety.strip(words.joined(separator: " ")))\n".utf8))
            throw ExitCode(1)
        }
        output.emit(SearchListing(width: output.resolvedWidth, usesEscapes: output.usesEscapes).render(hits))
    }
}

/// Reads a version argument, or explains the expected form.
enum VersionArgument {
    static func parse(_ text: String) throws -> Version {
        guard let version = Version(text) else { throw ValidationError("'\(text)' is not a version; write it like 3.0") }
        return version
    }
}
