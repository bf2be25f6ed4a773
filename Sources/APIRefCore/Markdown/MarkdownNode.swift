/// A node of the Swift value tree that the cmark-gfm parse is copied into.
///
/// Blocks and inlines share one type so that every traversal is a plain recursion over
/// `children`; `line` and `column` are where the node starts in its file (1-based).
public struct MarkdownNode: Hashable, Sendable, Codable {
    public var kind: MarkdownKind
    public var children: [MarkdownNode]
    public var line: Int
    public var column: Int

    public init(_ kind: MarkdownKind, children: [MarkdownNode] = [], line: Int = 0, column: Int = 0) {
        self.kind = kind
        self.children = children
        self.line = line
        self.column = column
    }

    /// The node's text with all markup removed: what a heading or a summary says.
    public var plainText: String {
        switch kind {
        case .text(let text), .code(let text, _), .inlineHTML(let text): return text
        case .symbolLink(let link): return link.text
        case .softBreak, .lineBreak: return " "
        default:
            let inner = children.map(\.plainText)
            return children.first?.kind.isBlock == true ? inner.joined(separator: " ") : inner.joined()
        }
    }

    /// Every node below this one, depth first, this one included.
    public func forEach(_ body: (MarkdownNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }

    /// Passes every node, children first, to `body` to change in place; a tree nobody
    /// else holds is updated without copying.
    public mutating func update(_ body: (inout MarkdownNode) -> Void) {
        for index in children.indices { children[index].update(body) }
        body(&self)
    }
}
