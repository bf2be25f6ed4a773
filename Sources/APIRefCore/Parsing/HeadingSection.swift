/// A heading and the blocks under it, up to the next heading of the same or a higher level.
struct HeadingSection {
    var heading: MarkdownNode
    var body: [MarkdownNode]

    var title: String { heading.plainText.trimmingWhitespace() }

    func location(in path: String) -> SourceLocation {
        SourceLocation(path: path, line: heading.line, column: heading.column)
    }

    /// Splits `blocks` at headings of `level` or above: what comes before the first one,
    /// and one section per heading.
    static func split(_ blocks: [MarkdownNode], level: Int) -> (preamble: [MarkdownNode], sections: [HeadingSection]) {
        var preamble: [MarkdownNode] = []
        var sections: [HeadingSection] = []
        for block in blocks {
            if case .heading(let headingLevel) = block.kind, headingLevel <= level {
                sections.append(HeadingSection(heading: block, body: []))
            } else if sections.isEmpty {
                preamble.append(block)
            } else {
                sections[sections.count - 1].body.append(block)
            }
        }
        return (preamble, sections)
    }
}
