/// What a `MarkdownNode` is, with the data that kind carries.
public enum MarkdownKind: Hashable, Sendable, Codable {
    // Blocks
    case document
    case paragraph
    case heading(level: Int)
    case codeBlock(language: String, code: String)
    case blockQuote
    case list(ordered: Bool, start: Int, tight: Bool)
    case item
    case thematicBreak
    case htmlBlock(String)
    case table(alignments: [TableAlignment])
    case tableRow(isHeader: Bool)
    case tableCell
    // Inlines
    case text(String)
    /// A code span; `doubleBackticks` marks the DocC-style symbol link form.
    case code(String, doubleBackticks: Bool)
    case symbolLink(SymbolLink)
    case emphasis
    case strong
    case strikethrough
    case link(destination: String, title: String)
    case image(source: String, title: String)
    case softBreak
    case lineBreak
    case inlineHTML(String)

    public var isBlock: Bool {
        switch self {
        case .document, .paragraph, .heading, .codeBlock, .blockQuote, .list, .item,
            .thematicBreak, .htmlBlock, .table, .tableRow, .tableCell:
            return true
        default:
            return false
        }
    }
}

/// A table column's alignment, as GFM's delimiter row sets it.
public enum TableAlignment: String, Hashable, Sendable, Codable {
    case none, left, center, right
}
