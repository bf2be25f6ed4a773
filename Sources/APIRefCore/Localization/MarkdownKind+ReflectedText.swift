extension MarkdownKind {
    /// Exactly `String(describing: self)`, the text `ProseFingerprint` hashes (and translations
    /// store as stamps, so it can never change), made without the runtime's reflection: through
    /// `Mirror` it took a fifth of an index build. `table`'s payload, module-qualified by the
    /// runtime, is rare and still goes through `String(describing:)`.
    var reflectedText: String {
        switch self {
        case .document: "document"
        case .paragraph: "paragraph"
        case .heading(let level): "heading(level: \(level))"
        case .codeBlock(let language, let code): "codeBlock(language: \(Self.quoted(language)), code: \(Self.quoted(code)))"
        case .blockQuote: "blockQuote"
        case .list(let ordered, let start, let tight): "list(ordered: \(ordered), start: \(start), tight: \(tight))"
        case .item: "item"
        case .thematicBreak: "thematicBreak"
        case .htmlBlock(let html): "htmlBlock(\(Self.quoted(html)))"
        case .table: String(describing: self)
        case .tableRow(let isHeader): "tableRow(isHeader: \(isHeader))"
        case .tableCell: "tableCell"
        case .text(let text): "text(\(Self.quoted(text)))"
        case .code(let code, let doubleBackticks): "code(\(Self.quoted(code)), doubleBackticks: \(doubleBackticks))"
        case .symbolLink: String(describing: self)
        case .emphasis: "emphasis"
        case .strong: "strong"
        case .strikethrough: "strikethrough"
        case .link(let destination, let title): "link(destination: \(Self.quoted(destination)), title: \(Self.quoted(title)))"
        case .image(let source, let title): "image(source: \(Self.quoted(source)), title: \(Self.quoted(title)))"
        case .softBreak: "softBreak"
        case .lineBreak: "lineBreak"
        case .inlineHTML(let html): "inlineHTML(\(Self.quoted(html)))"
        }
    }

    /// `text.debugDescription`: printable ASCII that needs no escape is only quoted; anything
    /// else (escapes, non-ASCII, whose rules depend on grapheme breaks) is the standard library's.
    private static func quoted(_ text: String) -> String {
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "'")
        }
        return plain ? "\"" + text + "\"" : text.debugDescription
    }
}
