import APIRefBase

/// Writes `MarkdownNode` blocks back as CommonMark: what a translator edits in a gettext
/// catalog and what `l10n import` writes into a translation file. It reproduces the
/// content's meaning (links as their authors wrote them, code, lists, tables), not its
/// exact spelling: a round trip through it reads back as the same tree.
///
/// A writer made with an `Override` writes some nodes its own way (the Markdown pages of
/// `APIRefRender`: symbol links as links to pages, raw HTML as text) and the rest as here.
public struct MarkdownWriter {
    /// A node written another way, or nil for this writer's own form. It is given the
    /// writer, to write the node's children with.
    public typealias Override = (MarkdownNode, MarkdownWriter) -> String?

    private let override: Override?

    public init(override: Override? = nil) {
        self.override = override
    }

    public static func blocks(_ nodes: [MarkdownNode]) -> String {
        MarkdownWriter().blocks(nodes)
    }

    public static func inlines(_ nodes: [MarkdownNode]) -> String {
        MarkdownWriter().inlines(nodes)
    }

    public func blocks(_ nodes: [MarkdownNode]) -> String {
        nodes.map { block($0) }.joined(separator: "\n\n")
    }

    public func inlines(_ nodes: [MarkdownNode]) -> String {
        nodes.map(inline).joined()
    }

    private func block(_ node: MarkdownNode) -> String {
        if let override, let written = override(node, self) { return written }
        switch node.kind {
        case .paragraph:
            return inlines(node.children)
        case .heading(let level):
            return String(repeating: "#", count: level) + " " + inlines(node.children)
        case .codeBlock(let language, let code):
            let fence = code.containsLiteral("```") ? "~~~~" : "```"
            return fence + language + "\n" + (code.hasSuffix("\n") ? code : code + "\n") + fence
        case .blockQuote:
            return blocks(node.children).split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
        case .list(let ordered, let start, let tight):
            return node.children.enumerated().map { offset, item in
                let marker = ordered ? "\(start + offset). " : "- "
                let body = item.children.map(block).joined(separator: tight ? "\n" : "\n\n")
                let pad = String(repeating: " ", count: marker.count)
                return marker
                    + body.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .map { $0.offset == 0 ? String($0.element) : ($0.element.isEmpty ? "" : pad + $0.element) }.joined(separator: "\n")
            }.joined(separator: tight ? "\n" : "\n\n")
        case .thematicBreak:
            return "---"
        case .htmlBlock(let html):
            return html.hasSuffix("\n") ? String(html.dropLast()) : html
        case .table(let alignments):
            var lines: [String] = []
            for (index, row) in node.children.enumerated() {
                lines.append(
                    "| " + row.children.map { inlines($0.children).replacingLiteral("|", with: "\\|") }.joined(separator: " | ")
                        + " |")
                if index == 0 {
                    lines.append(
                        "| "
                            + alignments.map { alignment -> String in
                                switch alignment {
                                case .left: return ":---"
                                case .center: return ":---:"
                                case .right: return "---:"
                                case .none: return "---"
                                }
                            }.joined(separator: " | ") + " |")
                }
            }
            return lines.joined(separator: "\n")
        default:
            return inlines([node])
        }
    }

    private func inline(_ node: MarkdownNode) -> String {
        if let override, let written = override(node, self) { return written }
        switch node.kind {
        case .text(let text): return Self.escaped(text)
        case .code(let code, let double): return Self.codeSpan(code, double: double)
        case .symbolLink(let link):
            if link.destination.hasPrefix("doc:") || link.destination.hasPrefix("<doc:") {
                return link.destination.hasPrefix("<") ? "``\(link.destination)``" : "<\(link.destination)>"
            }
            return link.isExplicit ? "``\(link.destination)``" : Self.codeSpan(link.destination, double: false)
        case .emphasis: return "*" + inlines(node.children) + "*"
        case .strong: return "**" + inlines(node.children) + "**"
        case .strikethrough: return "~~" + inlines(node.children) + "~~"
        case .link(let destination, let title):
            return "[" + inlines(node.children) + "](" + destination + (title.isEmpty ? "" : " \"\(title)\"") + ")"
        case .image(let source, let title):
            return "![" + inlines(node.children) + "](" + source + (title.isEmpty ? "" : " \"\(title)\"") + ")"
        case .softBreak: return "\n"
        case .lineBreak: return "\\\n"
        case .inlineHTML(let html): return html
        default: return inlines(node.children)
        }
    }

    /// `code` as a code span, with enough backticks around it.
    public static func codeSpan(_ code: String, double: Bool = false) -> String {
        let ticks = double || code.utf8.contains(UInt8(ascii: "`")) ? "``" : "`"
        let padded = code.hasPrefix("`") || code.hasSuffix("`") ? " \(code) " : code
        return ticks + padded + ticks
    }

    /// Plain text as Markdown that reads back as it: a name in a heading
    /// (`appendingFormat(\_:\_:)`, `==(\_:\_:)`).
    public static func text(_ text: String) -> String {
        let shown = escaped(text)
        guard shown.utf8.contains(UInt8(ascii: "~")) else { return shown }
        return shown.replacingLiteral("~", with: "\\~")
    }

    /// Text with the characters that would start markup escaped.
    private static func escaped(_ text: String) -> String {
        // Most text has none of them: it is returned as it is, without a walk by character
        // (the site's Markdown copies escape every text of every page).
        guard hasMarkup(text) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "\\", "`", "*", "_", "[", "]", "<", ">": result.append("\\")
            default: break
            }
            result.append(character)
        }
        return result
    }

    /// Whether `text` holds a character `escaped` escapes: eight bytes at a time while they
    /// are printable ASCII without one, then byte by byte.
    private static func hasMarkup(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes[ASCIIScan.printablePrefix(of: bytes, excluding: markupBytes)...].contains(where: isMarkupByte)
        }
    }

    private static let markupBytes: [UInt8] = Array("\\`*_[]<>".utf8)

    /// Whether a byte is one of the characters `escaped` escapes (all ASCII: no other
    /// character's UTF-8 holds their bytes).
    private static func isMarkupByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
            UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            true
        default: false
        }
    }
}
