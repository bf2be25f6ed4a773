import APIRefBase
internal import CCmarkGFM
import Foundation

/// Parses Markdown with cmark-gfm and copies the result into `MarkdownNode` values.
///
/// This is the only file that sees C: it walks cmark's iterator once (no recursion, so
/// deep nesting cannot exhaust the stack), copies what it needs and frees the C tree.
enum CmarkConverter {
    /// Containers nested deeper than this are dropped with a warning; no real page nests
    /// more than a handful of levels, and every later traversal recurses.
    static let maximumDepth = 64

    struct Result {
        var document: MarkdownNode
        /// Where content was dropped for nesting deeper than `maximumDepth`, if it was.
        var truncatedAt: (line: Int, column: Int)?
    }

    /// cmark-gfm is not safe to run on several threads at once: registering its extensions
    /// sets a plain global flag, and every parser's inline pass adds its extensions' special
    /// characters to one global table and takes them out again when it ends, under any
    /// other parser's feet (github/cmark-gfm#221). Files are parsed on every core, so the
    /// C parse is taken one at a time; copying its tree into Swift, the larger part, is not.
    /// Without this, a parse now and then aborted in `finalize` or read a table wrongly.
    private static let registered: Void = cmark_gfm_core_extensions_ensure_registered()
    private static let parsing = Locked(())

    static func parse(_ source: String) -> Result {
        _ = registered
        guard let root = parsing.withLock({ _ in parseLocked(source) }) else {
            return Result(document: MarkdownNode(.document), truncatedAt: nil)
        }
        defer { cmark_node_free(root) }
        return convert(root, lines: SourceLines(source))
    }

    /// The C parse; the caller holds `parsing`.
    private static func parseLocked(_ source: String) -> OpaquePointer? {
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in ["table", "strikethrough", "autolink"] {
            if let ext = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, ext)
            }
        }
        var bytes = Array(source.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        return cmark_parser_finish(parser)
    }

    private static func convert(_ root: OpaquePointer, lines: SourceLines) -> Result {
        var stack: [MarkdownNode] = []
        var truncatedAt: (line: Int, column: Int)?
        var codeSpans = BacktickSpans.empty
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        var finished: MarkdownNode?
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = NodeType(node)
            let isLeaf = !type.isContainer
            if event == CMARK_EVENT_ENTER {
                if stack.count >= maximumDepth {
                    if truncatedAt == nil { truncatedAt = position(of: node) }
                    if !isLeaf { cmark_iter_reset(iterator, node, CMARK_EVENT_EXIT) }
                    continue
                }
                if type == .paragraph || type == .heading || type == .table {
                    codeSpans = BacktickSpans(
                        lines: lines.range(
                            Int(cmark_node_get_start_line(node)), Int(cmark_node_get_end_line(node))))
                }
                let value = makeNode(node, type: type, codeSpans: &codeSpans)
                if isLeaf {
                    if stack.isEmpty {
                        finished = value
                    } else {
                        stack[stack.count - 1].children.append(value)
                    }
                } else {
                    stack.append(value)
                }
            } else if event == CMARK_EVENT_EXIT {
                // Skipped subtrees never reach here: `cmark_iter_reset` jumps past their EXIT.
                guard !stack.isEmpty else { continue }
                let done = stack.removeLast()
                if stack.isEmpty { finished = done } else { stack[stack.count - 1].children.append(done) }
            }
        }
        return Result(document: finished ?? MarkdownNode(.document), truncatedAt: truncatedAt)
    }

    private static func position(of node: OpaquePointer) -> (line: Int, column: Int) {
        (Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)))
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func makeNode(_ node: OpaquePointer, type: NodeType, codeSpans: inout BacktickSpans) -> MarkdownNode {
        let (line, column) = position(of: node)
        let literal = { string(cmark_node_get_literal(node)) }
        let kind: MarkdownKind
        switch type {
        case .document: kind = .document
        case .paragraph: kind = .paragraph
        case .heading: kind = .heading(level: Int(cmark_node_get_heading_level(node)))
        case .codeBlock:
            let info = string(cmark_node_get_fence_info(node))
            kind = .codeBlock(language: String(info.split(separator: " ").first ?? ""), code: literal())
        case .blockQuote: kind = .blockQuote
        case .list:
            kind = .list(
                ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST,
                start: Int(cmark_node_get_list_start(node)),
                tight: cmark_node_get_list_tight(node) != 0)
        case .item: kind = .item
        case .thematicBreak: kind = .thematicBreak
        case .htmlBlock: kind = .htmlBlock(literal())
        case .table: kind = .table(alignments: alignments(of: node))
        // cmark-gfm names the header row's type "table_header" (it was read as text before).
        case .tableHeader: kind = .tableRow(isHeader: true)
        case .tableRow: kind = .tableRow(isHeader: cmark_gfm_extensions_get_table_row_is_header(node) != 0)
        case .tableCell: kind = .tableCell
        case .text: kind = .text(literal())
        case .code:
            let fence = codeSpans.next()
            // Report symbol links where their backticks start, not where their text does.
            return MarkdownNode(.code(literal(), doubleBackticks: fence == 2), line: line, column: max(column - fence, 1))
        case .emphasis: kind = .emphasis
        case .strong: kind = .strong
        case .strikethrough: kind = .strikethrough
        case .link: kind = .link(destination: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .image: kind = .image(source: string(cmark_node_get_url(node)), title: string(cmark_node_get_title(node)))
        case .softBreak: kind = .softBreak
        case .lineBreak: kind = .lineBreak
        case .htmlInline: kind = .inlineHTML(literal())
        case .otherContainer: kind = .text(literal())
        }
        return MarkdownNode(kind, line: line, column: column)
    }

    /// A node's type, read from cmark's number: converting every node's type name to a
    /// string and comparing it with each case took a tenth of the copy. The extensions'
    /// types are numbered when they are registered, so those few are told apart by name.
    private enum NodeType {
        case document, blockQuote, list, item, codeBlock, htmlBlock, paragraph, heading, thematicBreak
        case text, softBreak, lineBreak, code, htmlInline, emphasis, strong, link, image
        case table, tableHeader, tableRow, tableCell, strikethrough
        /// Any other type (a footnote, a custom block), read as text and given an EXIT event.
        case otherContainer

        init(_ node: OpaquePointer) {
            switch cmark_node_get_type(node) {
            case CMARK_NODE_DOCUMENT: self = .document
            case CMARK_NODE_BLOCK_QUOTE: self = .blockQuote
            case CMARK_NODE_LIST: self = .list
            case CMARK_NODE_ITEM: self = .item
            case CMARK_NODE_CODE_BLOCK: self = .codeBlock
            case CMARK_NODE_HTML_BLOCK: self = .htmlBlock
            case CMARK_NODE_PARAGRAPH: self = .paragraph
            case CMARK_NODE_HEADING: self = .heading
            case CMARK_NODE_THEMATIC_BREAK: self = .thematicBreak
            case CMARK_NODE_TEXT: self = .text
            case CMARK_NODE_SOFTBREAK: self = .softBreak
            case CMARK_NODE_LINEBREAK: self = .lineBreak
            case CMARK_NODE_CODE: self = .code
            case CMARK_NODE_HTML_INLINE: self = .htmlInline
            case CMARK_NODE_EMPH: self = .emphasis
            case CMARK_NODE_STRONG: self = .strong
            case CMARK_NODE_LINK: self = .link
            case CMARK_NODE_IMAGE: self = .image
            default: self = Self(named: String(cString: cmark_node_get_type_string(node)))
            }
        }

        private init(named name: String) {
            switch name {
            case "table": self = .table
            case "table_header": self = .tableHeader
            case "table_row": self = .tableRow
            case "table_cell": self = .tableCell
            case "strikethrough": self = .strikethrough
            default: self = .otherContainer
            }
        }

        /// Whether the node gets an EXIT event (cmark's iterator treats the rest as leaves).
        var isContainer: Bool {
            switch self {
            case .text, .code, .codeBlock, .htmlBlock, .htmlInline, .softBreak, .lineBreak, .thematicBreak: false
            default: true
            }
        }
    }

    private static func alignments(of table: OpaquePointer) -> [TableAlignment] {
        let count = Int(cmark_gfm_extensions_get_table_columns(table))
        guard let raw = cmark_gfm_extensions_get_table_alignments(table) else { return [] }
        return (0..<count).map {
            switch raw[$0] {
            case UInt8(ascii: "l"): return .left
            case UInt8(ascii: "c"): return .center
            case UInt8(ascii: "r"): return .right
            default: return .none
            }
        }
    }
}
