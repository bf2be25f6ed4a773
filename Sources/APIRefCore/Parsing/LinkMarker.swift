/// Turns the authored link forms into `SymbolLink` nodes before anything reads the tree:
/// ``` ``Symbol`` ``` code spans and `doc:` links.
enum LinkMarker {
    static func mark(_ document: inout MarkdownNode) {
        document.update { node in
            switch node.kind {
            case .code(let literal, doubleBackticks: true):
                node.kind = .symbolLink(SymbolLink(destination: literal, text: displayText(for: literal), isExplicit: true))
            case .link(let destination, _) where destination.hasPrefix("doc:"):
                let text = node.plainText == destination ? displayText(for: destination) : node.plainText
                node.kind = .symbolLink(SymbolLink(destination: destination, text: text, isExplicit: true))
                node.children = []
            default:
                break
            }
        }
    }

    /// What a reader sees for a destination: its last path component, as DocC shows it.
    static func displayText(for destination: String) -> String {
        var text = destination
        if text.hasPrefix("<doc:"), text.hasSuffix(">") { text = String(text.dropFirst(5).dropLast()) }
        if text.hasPrefix("doc:") { text = String(text.dropFirst(4)) }
        if text.hasPrefix("-[") || text.hasPrefix("+[") { return text }
        return text.split(separator: "/").last.map(String.init) ?? text
    }
}
