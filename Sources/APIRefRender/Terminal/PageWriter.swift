import APIRefCore
import Foundation

/// Lays out a man-style page: bold section headings at the margin, text indented and
/// wrapped to the width, Markdown blocks rendered for a terminal.
struct PageWriter {
    static let bodyIndent = 7
    static let tagIndent = 11

    let width: Int
    let style: TerminalStyle
    /// Section titles in the reader's language; English when nil.
    let strings: LanguageStrings?
    private(set) var lines: [String] = []

    init(width: Int, style: TerminalStyle, strings: LanguageStrings? = nil) {
        self.width = max(width, 20)
        self.style = style
        self.strings = strings
    }

    private var wrapper: TextWrapper { TextWrapper(width: width, style: style) }

    mutating func section(_ title: String) {
        if !lines.isEmpty, lines.last != "" { lines.append("") }
        // Wrapped like text: an article's heading may be wider than the terminal.
        lines += wrapper.wrap(InlineRuns.plain(TerminalSafety.strip(strings?[title] ?? title), .bold), indent: 0)
    }

    /// A sentence in the reader's language from an English pattern with `{name}`
    /// placeholders (`strings/<lang>.yml` may reorder them), each value in its own style.
    func phrase(_ pattern: String, _ values: [String: (text: String, style: TextStyle)], style base: TextStyle = .plain) -> [StyledRun] {
        var runs: [StyledRun] = []
        var rest = Substring(strings?[pattern] ?? pattern)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let key = String(rest[rest.index(after: open)..<close])
            guard let value = values[key] else { break }
            runs += InlineRuns.plain(String(rest[..<open]), base) + InlineRuns.plain(value.text, value.style)
            rest = rest[rest.index(after: close)...]
        }
        return runs + InlineRuns.plain(String(rest), base)
    }

    mutating func subheading(_ title: String, indent: Int = 3) {
        if !lines.isEmpty, lines.last != "" { lines.append("") }
        lines += wrapper.wrap(InlineRuns.plain(title, .bold), indent: indent)
    }

    mutating func text(_ runs: [StyledRun], indent: Int = bodyIndent, hangingIndent: Int? = nil) {
        lines += wrapper.wrap(runs, indent: indent, hangingIndent: hangingIndent)
    }

    mutating func text(_ text: String, _ style: TextStyle = .plain, indent: Int = bodyIndent) {
        self.text(InlineRuns.plain(text, style), indent: indent)
    }

    /// A tagged paragraph, as man's `.TP`: the tag on its own line, the text below it.
    mutating func tagged(_ tag: [StyledRun], _ body: [StyledRun], indent: Int = bodyIndent) {
        text(tag, indent: indent)
        if !body.isEmpty { text(body, indent: indent + 4) }
    }

    /// Code, line by line; a line wider than the page breaks at a space and goes on
    /// under its own indentation plus four columns.
    mutating func code(_ code: String, indent: Int = bodyIndent) {
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let safe = TerminalSafety.strip(line.replacingOccurrences(of: "\t", with: "    "))
            guard !safe.isEmpty else {
                lines.append("")
                continue
            }
            let leading = safe.prefix(while: { $0 == " " }).count
            let runs = InlineRuns.plain(String(safe.dropFirst(leading)), .code)
            lines += TextWrapper(width: width, style: style).wrap(runs, indent: indent + leading, hangingIndent: indent + leading + 4)
        }
    }

    mutating func blank() {
        if lines.last != "" { lines.append("") }
    }

    mutating func append(lines more: [String]) { lines += more }

    /// Markdown blocks: paragraphs, code, lists, quotes, tables, headings, rules.
    mutating func blocks(_ nodes: [MarkdownNode], indent: Int = bodyIndent) {
        for (index, node) in nodes.enumerated() {
            if index > 0 { blank() }
            block(node, indent: indent)
        }
    }

    private mutating func block(_ node: MarkdownNode, indent: Int) {
        switch node.kind {
        case .paragraph:
            text(InlineRuns.from(node.children), indent: indent)
        case .heading:
            text(InlineRuns.from(node.children, style: .bold), indent: max(indent - 4, 3))
        case .codeBlock(_, let code):
            self.code(code.hasSuffix("\n") ? String(code.dropLast()) : code, indent: indent + 4)
        case .htmlBlock(let html):
            self.code(html.hasSuffix("\n") ? String(html.dropLast()) : html, indent: indent)
        case .blockQuote:
            blocks(node.children, indent: indent + 4)
        case .list(let ordered, let start, let tight):
            list(node, ordered: ordered, start: start, tight: tight, indent: indent)
        case .table:
            TableLayout(width: width - indent, style: style).render(node).forEach {
                lines.append(String(repeating: " ", count: indent) + $0)
            }
        case .thematicBreak:
            lines.append(String(repeating: " ", count: indent) + String(repeating: "─", count: max(min(width - indent, 40), 3)))
        default:
            text(InlineRuns.from([node]), indent: indent)
        }
    }

    private mutating func list(_ node: MarkdownNode, ordered: Bool, start: Int, tight: Bool, indent: Int) {
        for (offset, item) in node.children.enumerated() {
            if offset > 0, !tight { blank() }
            let marker = ordered ? "\(start + offset). " : "• "
            let inner = indent + DisplayWidth.of(marker)
            for (index, child) in item.children.enumerated() {
                if index == 0, child.kind == .paragraph {
                    let wrapped = TextWrapper(width: width, style: style).wrap(InlineRuns.from(child.children), indent: inner)
                    if let first = wrapped.first {
                        lines.append(String(repeating: " ", count: indent) + marker + first.dropFirst(inner))
                        lines += wrapped.dropFirst()
                    }
                } else {
                    if index > 0, !tight { blank() }
                    block(child, indent: inner)
                }
            }
        }
    }
}
