import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation
internal import MCP

/// What each tool does (`ToolCatalog`): the CLI's queries, answered from the library's index
/// as Markdown (`MarkdownPage`, `MarkdownListing`, links to the page resources) and as
/// structured content in the CLI's JSON shapes. An unknown tool is a protocol error
/// (`invalidParams`, as the MCP specification says); everything else a call can get
/// wrong is an error result (`ToolReply.failure`).
struct ReferenceTools {
    let library: ServedLibrary

    func call(_ name: String, arguments: [String: Value]?) throws -> CallTool.Result {
        guard let definition = ToolCatalog.named(name) else {
            throw MCPError.invalidParams("unknown tool '\(name)'; the tools are \(ToolCatalog.all.map(\.name).joined(separator: ", "))")
        }
        do {
            let arguments = try ToolArguments(arguments, for: definition)
            return try library.answer {
                switch definition.name {
                case ToolCatalog.lookup.name: return try lookup(arguments)
                case ToolCatalog.search.name: return try search(arguments)
                case ToolCatalog.deprecated.name: return try versioned(arguments, deprecations: true)
                case ToolCatalog.introduced.name: return try versioned(arguments, deprecations: false)
                case ToolCatalog.changes.name: return try changes(arguments)
                default: return try list(arguments)
                }
            }
        } catch {
            return ToolReply.failure(error)
        }
    }

    // MARK: lookup

    private struct LookupAnswer: Encodable {
        var status: String
        var symbol: SymbolRecord?
        var uri: String?
        var inheritedBy: String?
        var candidates: [SymbolRecord]?

        private enum CodingKeys: String, CodingKey { case status, symbol, uri, inheritedBy, candidates }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(status, forKey: .status)
            try container.encodeIfPresent(symbol, forKey: .symbol)
            try container.encodeIfPresent(uri, forKey: .uri)
            if symbol != nil { try container.encode(inheritedBy, forKey: .inheritedBy) }
            try container.encodeIfPresent(candidates, forKey: .candidates)
        }
    }

    private func lookup(_ arguments: ToolArguments) throws -> CallTool.Result {
        let words = Self.words(name: arguments.string("name") ?? "", member: arguments.string("member"))
        let language = arguments.string("language")
        let asked = arguments.string("syntax")
        return try library.lookUp(FreshLookup(words: words)) { result, indexLibrary in
            let index = indexLibrary.index
            let view = try ReaderView(library: indexLibrary, folder: library.folder, language: language, syntax: asked)
            let page = MarkdownPage(source: view.source, syntax: view.syntax, links: view.links, strings: view.localized?.strings)
            switch result {
            case .found(let id, let inheritedBy):
                guard let symbol = try index.symbol(id: id) else {
                    throw ToolError.io("the index has no record of \(id); run `apiref check` to rebuild it")
                }
                let shown = view.localized?.localized(symbol) ?? symbol
                let history = try index.historyLines(for: symbol)
                let text =
                    shown.kind.isPage
                    ? page.page(shown, members: .summaries, history: history)
                    : page.member(shown, inheritedBy: inheritedBy, history: history)
                let pageSymbol = PageResourceURI.page(of: shown, in: view.source)
                let uri = pageSymbol.flatMap(view.links.url(for:))
                var link: [Tool.Content] = []
                if let uri, let pageSymbol {
                    link = [
                        .resourceLink(
                            uri: uri, name: pageSymbol.name, title: pageSymbol.qualifiedName(in: view.syntax),
                            mimeType: PageResources.mimeType)
                    ]
                }
                return try ToolReply.success(
                    text, structured: LookupAnswer(status: "found", symbol: SymbolRecord(shown), uri: uri, inheritedBy: inheritedBy),
                    links: link)
            case .ambiguous(let ids):
                let symbols = try index.symbols(ids: ids).map { view.localized?.localized($0) ?? $0 }
                let text = page.candidates(symbols, query: words.joined(separator: " "))
                return try ToolReply.success(
                    text, structured: LookupAnswer(status: "ambiguous", candidates: symbols.map(SymbolRecord.init)))
            case .notFound(let message):
                throw ToolError.notFound(OtherLibraries.note(for: words, searchedIn: library.folder).map { message + "\n" + $0 } ?? message)
            }
        }
    }

    /// The words a terminal lookup would get: `name` and `member`; a name with spaces and no
    /// member is split as a shell would split it (`UITableViewCell accessoryType`), except a
    /// method in brackets (`-[UITableView reloadData]`), which is one word.
    static func words(name: String, member: String?) -> [String] {
        if let member { return [name, member] }
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("-[") || trimmed.hasPrefix("+[") { return [trimmed] }
        return trimmed.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    // MARK: search

    private struct Hit: Encodable {
        var symbol: SymbolRecord
        var tier: Int
        var uri: String?
    }

    private func search(_ arguments: ToolArguments) throws -> CallTool.Result {
        let query = arguments.string("query") ?? ""
        let words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        return try library.reading { indexLibrary in
            let index = indexLibrary.index
            let view = try ReaderView(library: indexLibrary, folder: library.folder, language: arguments.string("language"), syntax: nil)
            let hits = try SearchResults.hits(
                words, limit: arguments.integer("limit") ?? 20, in: index, folder: library.folder, localized: view.localized)
            guard !hits.isEmpty else { throw ToolError.notFound("nothing matches \(query)") }
            let listing = MarkdownListing(source: view.source, syntax: view.syntax, links: view.links)
            let results = hits.map { Hit(symbol: SymbolRecord($0.symbol), tier: $0.tier, uri: view.links.url(for: $0.symbol)) }
            return try ToolReply.success(listing.search(hits), structured: Listing(results: results, total: results.count))
        }
    }

    // MARK: deprecated, introduced

    private struct Versioned: Encodable {
        var platform: String
        var version: String
        var symbol: SymbolRecord
    }

    private func versioned(_ arguments: ToolArguments, deprecations: Bool) throws -> CallTool.Result {
        let version = try arguments.string("version").map(VersionArgument.parse)
        return try library.reading { indexLibrary in
            let index = indexLibrary.index
            let (platform, container) = try SymbolFilter(platform: arguments.string("platform"), container: arguments.string("container"))
                .resolved(in: index)
            let view = try ReaderView(library: indexLibrary, folder: library.folder, language: arguments.string("language"), syntax: nil)
            let found: [VersionedSymbol]
            if deprecations {
                found = try index.deprecated(in: version, platform: platform, container: container)
            } else {
                guard let version else { throw ToolInputError("introduced needs 'version'") }
                found = try index.introduced(version, since: arguments.boolean("since") ?? false, platform: platform, container: container)
            }
            guard !found.isEmpty else {
                throw ToolError.notFound(deprecations ? "nothing is deprecated there" : "nothing was introduced there")
            }
            let shown = found.prefix(arguments.integer("limit") ?? 100).map { view.localized?.localized($0) ?? $0 }
            let listing = MarkdownListing(source: view.source, syntax: view.syntax, links: view.links)
            let text =
                listing.versioned(Array(shown), showReplacement: deprecations)
                + Self.more(found.count - shown.count, narrowedBy: "version, container or platform")
            let results = shown.map { Versioned(platform: $0.platform, version: $0.version.description, symbol: SymbolRecord($0.symbol)) }
            return try ToolReply.success(text, structured: Listing(results: results, total: found.count))
        }
    }

    // MARK: changes

    private func changes(_ arguments: ToolArguments) throws -> CallTool.Result {
        let from = try VersionArgument.parse(arguments.string("from") ?? "")
        let to = try VersionArgument.parse(arguments.string("to") ?? "")
        let groups = Set((arguments.strings("kind") ?? []).compactMap(HistoryEvent.Group.init(rawValue:)))
        return try library.reading { indexLibrary in
            let index = indexLibrary.index
            let container = try SymbolFilter(container: arguments.string("container")).resolved(in: index).container
            let found = try ChangesListing.changes(in: index, from: from, to: to, container: container, groups: groups)
            let shown = Array(found.prefix(arguments.integer("limit") ?? 100))
            let view = try ReaderView(library: indexLibrary, folder: library.folder, language: nil, syntax: nil)
            let text =
                MarkdownListing(source: view.source, syntax: view.syntax, links: view.links).changes(shown)
                + Self.more(found.count - shown.count, narrowedBy: "from, to, container or kind")
            return try ToolReply.success(text, structured: Listing(results: ChangesListing.records(shown), total: found.count))
        }
    }

    // MARK: list

    private func list(_ arguments: ToolArguments) throws -> CallTool.Result {
        return try library.reading { indexLibrary in
            let index = indexLibrary.index
            let found = try SymbolListing.symbols(in: index, kind: arguments.string("kind"), container: arguments.string("container"))
            guard !found.isEmpty else { throw ToolError.notFound("no symbols match") }
            let shown = Array(found.prefix(arguments.integer("limit") ?? 100))
            let view = try ReaderView(library: indexLibrary, folder: library.folder, language: nil, syntax: nil)
            let text =
                MarkdownListing(source: view.source, syntax: view.syntax, links: view.links).symbols(shown)
                + Self.more(found.count - shown.count, narrowedBy: "container or kind")
            return try ToolReply.success(text, structured: Listing(results: shown.map(SymbolRecord.init), total: found.count))
        }
    }

    // MARK: Shared

    /// `{"results": [...], "total": N}`: the first results of `total`.
    private struct Listing<Item: Encodable>: Encodable {
        var results: [Item]
        var total: Int
    }

    /// A last line saying how many results `limit` left out.
    private static func more(_ count: Int, narrowedBy filters: String) -> String {
        count > 0 ? "\n\(count) more; raise limit, or narrow with \(filters).\n" : ""
    }
}

/// The library as one reader sees it: in a language (`TranslationChoice`) and a syntax
/// (`SyntaxChoice`), with links to the page resources in that language.
struct ReaderView {
    let localized: LocalizedSymbolSource?
    let source: SymbolSource
    let syntax: Syntax
    let links: MarkdownLinks

    init(library: IndexLibrary, folder: ContentFolder, language: String?, syntax asked: String?) throws {
        localized = try TranslationChoice.source(for: library, folder: folder, asked: language)
        source = localized ?? library
        syntax = try SyntaxChoice.asked(asked, libraryDefault: library.index.defaultSyntax)
        links = MarkdownLinks.resources(in: source, language: language)
    }
}
