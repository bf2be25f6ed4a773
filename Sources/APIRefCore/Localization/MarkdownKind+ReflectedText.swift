import APIRefBase

extension MarkdownKind {
    /// Exactly `String(describing: self)`, the text `ProseFingerprint` hashes (and translations
    /// store as stamps, so it can never change), made without the runtime's reflection: through
    /// `Mirror` it took a fifth of an index build. `table`'s payload, module-qualified by the
    /// runtime, is rare and still goes through `String(describing:)`.
    var reflectedText: String {
        var bytes: [UInt8] = []
        appendReflectedText(to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the UTF-8 bytes of `reflectedText` to `bytes`: the fingerprint hashes every
    /// node of every page's prose, and one reused buffer spares it a string per node.
    func appendReflectedText(to bytes: inout [UInt8]) {
        func append(_ text: String) { bytes += text.utf8 }
        func append(quoted text: String) {
            if ASCIIScan.isPrintable(text, excluding: Self.escaped) {
                bytes.append(UInt8(ascii: "\""))
                bytes += text.utf8
                bytes.append(UInt8(ascii: "\""))
            } else {
                bytes += text.debugDescription.utf8
            }
        }
        /// `name("text")`, a case whose one payload is unlabelled text.
        func append(call name: String, quoted text: String) {
            append(name)
            bytes.append(UInt8(ascii: "("))
            append(quoted: text)
            bytes.append(UInt8(ascii: ")"))
        }
        switch self {
        case .document: append("document")
        case .paragraph: append("paragraph")
        case .heading(let level): append("heading(level: \(level))")
        case .codeBlock(let language, let code):
            append("codeBlock(language: ")
            append(quoted: language)
            append(", code: ")
            append(quoted: code)
            append(")")
        case .blockQuote: append("blockQuote")
        case .list(let ordered, let start, let tight): append("list(ordered: \(ordered), start: \(start), tight: \(tight))")
        case .item: append("item")
        case .thematicBreak: append("thematicBreak")
        case .htmlBlock(let html): append(call: "htmlBlock", quoted: html)
        case .table: append(String(describing: self))
        case .tableRow(let isHeader): append("tableRow(isHeader: \(isHeader))")
        case .tableCell: append("tableCell")
        case .text(let text): append(call: "text", quoted: text)
        case .code(let code, let doubleBackticks):
            append("code(")
            append(quoted: code)
            append(", doubleBackticks: \(doubleBackticks))")
        case .symbolLink: append(String(describing: self))
        case .emphasis: append("emphasis")
        case .strong: append("strong")
        case .strikethrough: append("strikethrough")
        case .link(let destination, let title):
            append("link(destination: ")
            append(quoted: destination)
            append(", title: ")
            append(quoted: title)
            append(")")
        case .image(let source, let title):
            append("image(source: ")
            append(quoted: source)
            append(", title: ")
            append(quoted: title)
            append(")")
        case .softBreak: append("softBreak")
        case .lineBreak: append("lineBreak")
        case .inlineHTML(let html): append(call: "inlineHTML", quoted: html)
        }
    }

    /// The printable ASCII characters `debugDescription` escapes; text holding none of them
    /// (nor any other byte) is only put in quotes.
    private static let escaped: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'")]
}
