import APIRefCore
import APIRefIndex

/// The listings of the queries as Markdown, each symbol linked (`MarkdownLinks`): search
/// hits, what versions deprecated or introduced, the history between two versions, a list
/// of symbols. The MCP server's tools answer with them; the terminal's are
/// `SearchListing`, `VersionedListing` and `ChangesListing`.
public struct MarkdownListing {
    let source: SymbolSource
    let syntax: Syntax
    let prose: MarkdownProse

    public init(source: SymbolSource, syntax: Syntax, links: MarkdownLinks) {
        self.source = source
        self.syntax = syntax
        self.prose = MarkdownProse(source: source, links: links)
    }

    /// One item per hit: the name, kind and the passage that matched, its words in bold.
    public func search(_ hits: [SearchHit]) -> String {
        lines(
            hits.map { hit in
                var passage = ""
                for part in hit.snippet.split(
                    omittingEmptySubsequences: false, whereSeparator: { $0 == SearchHit.markStart || $0 == SearchHit.markEnd }
                ).enumerated() {
                    // Split at every marker: the odd parts are the matched words.
                    let text = MarkdownWriter.text(part.element.replacingLiteral("\n", with: " "))
                    passage += part.offset % 2 == 1 && !text.isEmpty ? "**" + text + "**" : text
                }
                return item(hit.symbol) + (passage.isEmpty ? "" : " — " + passage)
            })
    }

    /// Grouped by platform and version; each with its summary, or for a deprecation its
    /// replacement and why (`showReplacement`).
    public func versioned(_ results: [VersionedSymbol], showReplacement: Bool) -> String {
        var blocks: [String] = []
        var group = ""
        var items: [String] = []
        for result in results {
            let heading = "\(result.platform) \(result.version)"
            if heading != group {
                if !items.isEmpty { blocks.append(items.joined(separator: "\n")) }
                items = []
                blocks.append("## " + MarkdownWriter.text(heading))
                group = heading
            }
            var line = item(result.symbol)
            let symbol = result.symbol.prose(in: syntax)
            if showReplacement, let replacement = symbol.replacement {
                let target = replacement.resolvedID.flatMap(source.symbol(id:))
                line += " → " + prose.code(target.map { $0.qualifiedName(in: syntax) } ?? replacement.text, linking: target)
            }
            let body = showReplacement && !symbol.deprecationMessage.isEmpty ? symbol.deprecationMessage : symbol.summary
            if !body.isEmpty { line += " — " + prose.inlines(body) }
            items.append(line)
        }
        if !items.isEmpty { blocks.append(items.joined(separator: "\n")) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// By version, then kind of change; each symbol with what changed.
    public func changes(_ changes: [HistoryChange]) -> String {
        var blocks: [String] = []
        var items: [String] = []
        var version: Version?
        var kind: HistoryEvent.Kind?
        func flush() {
            if !items.isEmpty { blocks.append(items.joined(separator: "\n")) }
            items = []
        }
        for change in changes {
            let event = change.event
            if event.shownVersion != version {
                flush()
                blocks.append("## iOS \(event.shownVersion)")
                version = event.shownVersion
                kind = nil
            }
            if event.kind != kind {
                flush()
                blocks.append("### " + MarkdownWriter.text(event.kind.words))
                kind = event.kind
            }
            var line = "- " + prose.code(change.qualifiedName, linkedTo: change.symbolID)
            if let language = event.language { line += language == .swift ? " (Swift)" : " (Objective-C)" }
            let details = HistoryText.details(of: event)
            if !details.isEmpty { line += " — " + details.map(MarkdownWriter.text).joined(separator: "; ") }
            items.append(line)
        }
        flush()
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// One item per symbol: name, kind, deprecated or not, summary.
    public func symbols(_ symbols: [Symbol]) -> String {
        lines(
            symbols.map { symbol in
                let summary = symbol.prose(in: syntax).summary
                return item(symbol) + (symbol.isDeprecated ? " (deprecated)" : "") + (summary.isEmpty ? "" : " — " + prose.inlines(summary))
            })
    }

    /// `- [`UITableViewCell.accessoryType`](…) (property)`.
    private func item(_ symbol: Symbol) -> String {
        "- " + prose.code(symbol.qualifiedName(in: syntax), linking: symbol) + " (" + MarkdownWriter.text(symbol.kind.displayName) + ")"
    }

    private func lines(_ items: [String]) -> String { items.joined(separator: "\n") + "\n" }
}
