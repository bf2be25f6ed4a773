import APIRefCore

/// Resolved Markdown as HTML. Every piece of text is escaped; raw HTML from content is
/// shown as text, never passed through; unsafe link schemes are dropped; a symbol link
/// becomes a relative link, or code when it did not resolve.
struct HTMLMarkdown {
    /// The relative `href` of a resolved symbol link, or nil.
    let href: (SymbolLink) -> String?
    /// The highest heading level content may use: 3 on reference pages (below their own
    /// h1 and h2 sections), 2 in articles.
    var minimumHeadingLevel = 3

    /// Of a pair of examples (an ```objc and a ```swift block one after the other), each is
    /// shown only in its syntax (`CodeExamples`, `SyntaxHTML`); any other block to everyone.
    func blocks(_ nodes: [MarkdownNode]) -> String {
        zip(nodes, CodeExamples.pairedSyntax(of: nodes)).map { node, syntax in
            block(node, shownIn: syntax)
        }.joined(separator: "\n")
    }

    /// Inline content; the allowed inline tags (`AllowedInlineHTML`) are balanced within it:
    /// a closing tag with no opening one is dropped, and tags left open are closed at the end.
    func inlines(_ nodes: [MarkdownNode]) -> String {
        var open: [String] = []
        var out = ""
        for node in nodes {
            if case .inlineHTML(let html) = node.kind, let tag = AllowedInlineHTML.tag(html) {
                switch tag {
                case .lineBreak: out += "<br>"
                case .open(let name):
                    out += "<\(name)>"
                    open.append(name)
                case .close(let name):
                    guard let index = open.lastIndex(of: name) else { continue }
                    for inner in open[index...].reversed() { out += "</\(inner)>" }
                    open.removeSubrange(index...)
                }
                continue
            }
            out += inline(node)
        }
        for name in open.reversed() { out += "</\(name)>" }
        return out
    }

    private func block(_ node: MarkdownNode, shownIn syntax: Syntax? = nil) -> String {
        switch node.kind {
        case .paragraph:
            return "<p>\(inlines(node.children))</p>"
        case .heading(let level):
            // Content headings never outrank the page's own h1 and h2.
            let tag = "h\(min(max(level, minimumHeadingLevel), 6))"
            return "<\(tag)>\(inlines(node.children))</\(tag)>"
        case .codeBlock(let language, let code):
            let languageClass = language.isEmpty ? "" : " class=\"language-\(HTMLEscape.attribute(language))\""
            let preClass = syntax.map { " class=\"\(SyntaxHTML.className($0))\"" } ?? ""
            return "<pre\(preClass)><code\(languageClass)>\(HTMLEscape.text(code))</code></pre>"
        case .htmlBlock(let html):
            return "<pre class=\"raw\">\(HTMLEscape.text(html))</pre>"
        case .blockQuote:
            return "<blockquote>\n\(blocks(node.children))\n</blockquote>"
        case .list(let ordered, let start, let tight):
            let items = node.children.map { item -> String in
                let inner =
                    tight && item.children.allSatisfy({ $0.kind == .paragraph })
                    ? item.children.map { inlines($0.children) }.joined(separator: "\n")
                    : blocks(item.children)
                return "<li>\(inner)</li>"
            }.joined(separator: "\n")
            if ordered {
                let startAttribute = start == 1 ? "" : " start=\"\(start)\""
                return "<ol\(startAttribute)>\n\(items)\n</ol>"
            }
            return "<ul>\n\(items)\n</ul>"
        case .thematicBreak:
            return "<hr>"
        case .table(let alignments):
            return table(node, alignments: alignments)
        default:
            return "<p>\(inline(node))</p>"
        }
    }

    private func table(_ node: MarkdownNode, alignments: [TableAlignment]) -> String {
        var head = ""
        var body: [String] = []
        for row in node.children {
            let isHeader: Bool = {
                if case .tableRow(true) = row.kind { return true }
                return false
            }()
            let cells = row.children.enumerated().map { index, cell -> String in
                let tag = isHeader ? "th scope=\"col\"" : "td"
                let alignment =
                    index < alignments.count && alignments[index] != .none
                    ? " class=\"align-\(alignments[index].rawValue)\"" : ""
                return "<\(tag)\(alignment)>\(inlines(cell.children))</\(isHeader ? "th" : "td")>"
            }.joined()
            if isHeader { head = "<thead><tr>\(cells)</tr></thead>" } else { body.append("<tr>\(cells)</tr>") }
        }
        return "<div class=\"table-wrap\"><table>\(head)<tbody>\(body.joined())</tbody></table></div>"
    }

    private func inline(_ node: MarkdownNode) -> String {
        switch node.kind {
        case .text(let text):
            return HTMLEscape.text(text)
        case .code(let code, _):
            return "<code>\(HTMLEscape.text(code))</code>"
        case .inlineHTML(let html):
            return HTMLEscape.text(html)
        case .symbolLink(let link):
            let text = SyntaxHTML.spellings(objc: link.text, swift: link.swiftText)
            guard let target = href(link) else { return "<code>\(text)</code>" }
            return "<a class=\"symbol\" href=\"\(HTMLEscape.attribute(target))\"><code>\(text)</code></a>"
        case .emphasis:
            return "<em>\(inlines(node.children))</em>"
        case .strong:
            return "<strong>\(inlines(node.children))</strong>"
        case .strikethrough:
            return "<del>\(inlines(node.children))</del>"
        case .link(let destination, _) where FileLinks.target(of: destination) != nil:
            let (id, fragment) = FileLinks.target(of: destination)!
            guard let target = href(SymbolLink(destination: id, text: "", resolvedID: id, isExplicit: true)) else {
                return inlines(node.children)
            }
            let url = fragment.isEmpty ? target : String(target.split(separator: "#", maxSplits: 1).first ?? "") + fragment
            return "<a href=\"\(HTMLEscape.attribute(url))\">\(inlines(node.children))</a>"
        case .link(let destination, let title):
            guard SafeURL.allows(destination) else { return inlines(node.children) }
            let titleAttribute = title.isEmpty ? "" : " title=\"\(HTMLEscape.attribute(title))\""
            return "<a href=\"\(HTMLEscape.attribute(destination))\"\(titleAttribute)>\(inlines(node.children))</a>"
        case .image(let source, _):
            let alt = HTMLEscape.attribute(node.plainText)
            guard SafeURL.allows(source) else { return alt }
            return "<img src=\"\(HTMLEscape.attribute(source))\" alt=\"\(alt)\">"
        case .softBreak:
            return "\n"
        case .lineBreak:
            return "<br>\n"
        default:
            return inlines(node.children)
        }
    }
}
