import APIRefCore

/// Resolved prose as Markdown for readers (`MarkdownPage`), not for a round trip: a symbol
/// link becomes a link to its page (`MarkdownLinks`), or code when it has none; a link to
/// a content file leads to its page; an unsafe link scheme is dropped (its text stays);
/// raw HTML is shown as text, as the site shows it, and the allowed inline tags
/// (`AllowedInlineHTML`) are left out, their text kept; headings never outrank the
/// page's own.
struct MarkdownProse {
    let source: SymbolSource
    let links: MarkdownLinks
    /// The highest heading level prose may use: below the page's title and sections.
    var minimumHeadingLevel = 4

    func blocks(_ nodes: [MarkdownNode]) -> String { writer.blocks(nodes) }

    func inlines(_ nodes: [MarkdownNode]) -> String { writer.inlines(nodes) }

    /// `name` as code, linked to the symbol `id`'s page when it has one.
    func code(_ name: String, linkedTo id: String?) -> String {
        code(name, linking: id.flatMap(source.symbol(id:)))
    }

    /// `name` as code, linked to `symbol`'s page when it has one: for a symbol at hand.
    func code(_ name: String, linking symbol: Symbol?) -> String {
        let code = MarkdownWriter.codeSpan(name)
        guard let url = symbol.flatMap(links.url(for:)) else { return code }
        return "[\(code)](\(Self.destination(url)))"
    }

    private var writer: MarkdownWriter {
        MarkdownWriter { node, writer in
            switch node.kind {
            case .heading(let level):
                return String(repeating: "#", count: min(max(level, minimumHeadingLevel), 6)) + " " + writer.inlines(node.children)
            case .htmlBlock(let html):
                // Shown as the text it is, as the site shows it.
                let code = html.hasSuffix("\n") ? html : html + "\n"
                let fence = code.containsLiteral("```") ? "~~~~" : "```"
                return fence + "html\n" + code + fence
            case .inlineHTML(let html):
                switch AllowedInlineHTML.tag(html) {
                case .lineBreak: return "\\\n"
                case .open, .close: return ""
                case nil: return MarkdownWriter.text(html)
                }
            case .symbolLink(let link):
                return code(link.text, linkedTo: link.resolvedID)
            case .link(let destination, let title):
                if let (id, fragment) = FileLinks.target(of: destination) {
                    guard let url = source.symbol(id: id).flatMap(links.url(for:)) else { return writer.inlines(node.children) }
                    let target = fragment.isEmpty ? url : String(url.split(separator: "#", maxSplits: 1).first ?? "") + fragment
                    return "[\(writer.inlines(node.children))](\(Self.destination(target)))"
                }
                guard SafeURL.allows(destination) else { return writer.inlines(node.children) }
                let titlePart = title.isEmpty ? "" : " \"\(title.replacingLiteral("\"", with: "\\\""))\""
                return "[\(writer.inlines(node.children))](\(Self.destination(destination))\(titlePart))"
            case .image(let source, _):
                let alt = MarkdownWriter.text(node.plainText)
                guard SafeURL.allows(source) else { return alt }
                return "![\(alt)](\(Self.destination(source)))"
            default:
                return nil
            }
        }
    }

    /// A link destination as Markdown reads it back: in angle brackets when it holds a
    /// space, a parenthesis or a bracket.
    static func destination(_ url: String) -> String {
        guard needsBrackets(url) else { return url }
        let escaped = url.replacingLiteral("<", with: "%3C").replacingLiteral(">", with: "%3E")
            .replacingLiteral("\n", with: "%0A").replacingLiteral("\r", with: "%0D")
        return "<" + escaped + ">"
    }

    /// Whether a destination holds a space, a parenthesis, an angle bracket or a newline.
    /// ASCII, as most are, is checked byte by byte; other text by character, for the
    /// newlines beyond ASCII.
    private static func needsBrackets(_ url: String) -> Bool {
        if url.utf8.allSatisfy({ $0 < 0x80 }) {
            return url.utf8.contains { byte in
                switch byte {
                case UInt8(ascii: " "), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "<"), UInt8(ascii: ">"): true
                case 0x0A...0x0D: true
                default: false
                }
            }
        }
        return url.contains(where: { " ()<>".contains($0) || $0.isNewline })
    }
}
