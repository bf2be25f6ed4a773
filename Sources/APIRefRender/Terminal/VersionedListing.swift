import APIRefCore
import APIRefIndex

/// The text of `apiref deprecated` and `apiref introduced`: symbols grouped by platform
/// and version, each with its summary (and, for deprecations, its replacement and why).
public struct VersionedListing {
    let source: SymbolSource
    let width: Int
    let style: TerminalStyle

    public init(source: SymbolSource, width: Int, usesEscapes: Bool) {
        self.source = source
        self.width = width
        self.style = TerminalStyle(usesEscapes: usesEscapes)
    }

    public func render(_ results: [VersionedSymbol], empty: String, showReplacement: Bool) -> String {
        guard !results.isEmpty else { return empty + "\n" }
        var writer = PageWriter(width: width, style: style)
        var currentGroup = ""
        for result in results {
            let group = "\(result.platform) \(result.version)"
            if group != currentGroup {
                writer.section(group)
                currentGroup = group
            }
            var tag = InlineRuns.plain(result.symbol.qualifiedName, .emphasis)
            tag += InlineRuns.plain(" (\(result.symbol.kind.displayName))")
            if showReplacement, let replacement = result.symbol.replacement {
                let name = replacement.resolvedID.flatMap(source.symbol(id:)).map(\.qualifiedName) ?? replacement.text
                tag += InlineRuns.plain(" → ") + InlineRuns.plain(name, .bold)
            }
            let body =
                showReplacement && !result.symbol.deprecationMessage.isEmpty ? result.symbol.deprecationMessage : result.symbol.summary
            writer.tagged(tag, InlineRuns.from(body), indent: 2)
        }
        return writer.lines.joined(separator: "\n") + "\n"
    }
}
