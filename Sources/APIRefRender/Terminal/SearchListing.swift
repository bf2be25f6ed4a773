import APIRefCore
import APIRefIndex

/// The text of `apiref search`: each hit's name, kind and container, then the matching
/// passage with the matched words emphasised.
public struct SearchListing {
    let width: Int
    let style: TerminalStyle

    public init(width: Int, usesEscapes: Bool) {
        self.width = width
        self.style = TerminalStyle(usesEscapes: usesEscapes)
    }

    public func render(_ hits: [SearchHit]) -> String {
        var writer = PageWriter(width: width, style: style)
        for (number, hit) in hits.enumerated() {
            if number > 0 { writer.blank() }
            let name = hit.symbol.qualifiedName
            writer.text(InlineRuns.plain(name, .bold) + InlineRuns.plain(" (\(hit.symbol.kind.displayName))"), indent: 0)
            writer.text(snippetRuns(hit.snippet), indent: 4)
        }
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// The snippet with its match markers turned into emphasis, on one line.
    private func snippetRuns(_ snippet: String) -> [StyledRun] {
        var runs: [StyledRun] = []
        var current = ""
        var style = TextStyle.plain
        for character in snippet {
            if character == SearchHit.markStart || character == SearchHit.markEnd {
                runs += InlineRuns.plain(current, style)
                current = ""
                style = character == SearchHit.markStart ? .emphasis : .plain
            } else {
                current.append(character == "\n" ? " " : character)
            }
        }
        return runs + InlineRuns.plain(current, style)
    }
}
