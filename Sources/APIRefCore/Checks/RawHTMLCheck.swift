/// HTML in content: pages render only the allowed inline tags (`AllowedInlineHTML`) and show
/// every other tag as text, so each other tag is reported where it stands (`inline-html`),
/// once per symbol and tag, rather than surprising the author on the page.
enum RawHTMLCheck {
    static func run(_ subjects: [Symbol], diagnostics: inout DiagnosticBag) {
        for symbol in subjects {
            var reported: Set<String> = []
            let prose =
                symbol.summary + symbol.discussion + symbol.returnValue + symbol.deprecationMessage
                + symbol.parameters.flatMap(\.description)
            for node in prose {
                node.forEach { part in
                    let html: String
                    switch part.kind {
                    case .inlineHTML(let text) where AllowedInlineHTML.tag(text) == nil: html = text
                    case .htmlBlock(let text): html = text
                    default: return
                    }
                    let shown = String(html.trimmingWhitespace().prefix(40))
                    guard reported.insert(shown).inserted else { return }
                    let location =
                        part.line > 0
                        ? SourceLocation(path: symbol.location.path, line: part.line, column: max(part.column, 1)) : symbol.location
                    diagnostics.warning(
                        .inlineHtml,
                        "'\(shown)' is shown as text: pages render only <kbd>, <sub>, <sup> and <br>, without attributes; write Markdown instead",
                        at: location)
                }
            }
        }
    }
}
