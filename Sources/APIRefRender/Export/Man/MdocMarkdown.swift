import APIRefCore

/// Markdown prose as mdoc(7) lines. Inline markup becomes font escapes inside text lines
/// (code as ‘quoted’, symbols bold, emphasis italic), so a paragraph is one text line;
/// blocks become `.Pp`, `.Bd -literal`, `.Bl` lists and `.Ss` headings. Raw HTML is text.
struct MdocMarkdown: Sendable {
    /// Lines for block content (a discussion, an overview).
    func blocks(_ nodes: [MarkdownNode]) -> [String] {
        var lines: [String] = []
        for node in nodes {
            let rendered = block(node)
            guard !rendered.isEmpty else { continue }
            if !lines.isEmpty, !(rendered.first ?? "").hasPrefix(".Ss") { lines.append(".Pp") }
            lines += rendered
        }
        return lines
    }

    /// One text line for inline content (a summary), or none when it is empty.
    func paragraph(_ nodes: [MarkdownNode]) -> [String] {
        let text = MdocText.trimmed(inline(nodes))
        return text.isEmpty ? [] : [Self.guardLine(text)]
    }

    private func block(_ node: MarkdownNode) -> [String] {
        switch node.kind {
        case .paragraph:
            return paragraph(node.children)
        case .heading:
            return [".Ss " + MdocText.argument(node.plainText)]
        case .codeBlock(_, let code):
            return literal(code)
        case .htmlBlock(let html):
            return literal(html)
        case .blockQuote:
            return [".Bd -ragged -offset indent"] + blocks(node.children) + [".Ed"]
        case .list(let ordered, _, _):
            var lines = [ordered ? ".Bl -enum" : ".Bl -bullet"]
            for item in node.children {
                lines.append(".It")
                lines += blocks(item.children)
            }
            return lines + [".El"]
        case .table:
            // A table as aligned plain rows: mdoc's column lists cannot hold inline markup.
            let rows = node.children.map { row in row.children.map { inlinePlain($0.children) } }
            return literal(rows.map { $0.joined(separator: " | ") }.joined(separator: "\n"))
        case .thematicBreak, .document, .item, .tableRow, .tableCell:
            return blocks(node.children)
        default:
            return paragraph([node])
        }
    }

    private func literal(_ text: String) -> [String] {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let escaped = MdocText.escaped(String(line))
            return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
        }
        var trimmed = body
        while trimmed.last?.isEmpty == true { trimmed.removeLast() }
        // A blank line inside a display is kept as a line holding only \&.
        return [".Bd -literal -offset indent"] + trimmed.map { $0.isEmpty ? "\\&" : $0 } + [".Ed"]
    }

    func inline(_ nodes: [MarkdownNode]) -> String {
        nodes.map(inlineNode).joined()
    }

    private func inlineNode(_ node: MarkdownNode) -> String {
        switch node.kind {
        case .text(let text), .inlineHTML(let text):
            return MdocText.escaped(text)
        case .code(let code, _):
            return "\\(oq" + MdocText.escaped(code) + "\\(cq"
        case .symbolLink(let link):
            return "\\fB" + MdocText.escaped(link.text) + "\\fP"
        case .emphasis:
            return "\\fI" + inline(node.children) + "\\fP"
        case .strong:
            return "\\fB" + inline(node.children) + "\\fP"
        case .link(let destination, _):
            let text = inline(node.children)
            return destination.isEmpty || destination.hasPrefix("#") ? text : text + " <" + MdocText.escaped(destination) + ">"
        case .image:
            return inline(node.children)
        case .softBreak, .lineBreak:
            return " "
        default:
            return inline(node.children)
        }
    }

    private func inlinePlain(_ nodes: [MarkdownNode]) -> String {
        nodes.map(\.plainText).joined()
    }

    private static func guardLine(_ text: String) -> String {
        text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }
}
