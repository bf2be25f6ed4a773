/// A unit's translated text as the translation parser gives it back once it is in a page:
/// the form `TranslationCatalog` exports and an import checks a written page against. What
/// the parser would not read back as one unit of its kind (a summary of two paragraphs, a
/// task title with a list) has no such form.
enum UnitText {
    /// The unit names whose text is one paragraph of inline Markdown.
    static func isInline(_ unit: String) -> Bool {
        unit == "summary" || unit.hasPrefix("parameter:")
    }

    /// The unit names whose text is plain: a task group's title, an article's title.
    static func isPlain(_ unit: String) -> Bool {
        unit == "title" || unit.hasPrefix("task:")
    }

    /// `text` for `unit` as a page gives it back, or nil when no page can. `member`: the
    /// unit belongs to a member, whose level-4 subsection headings are read by name.
    static func normalized(_ text: String, unit: String, member: Bool) -> String? {
        var document = CmarkConverter.parse(text).document
        LinkMarker.mark(&document)
        if isInline(unit) || isPlain(unit) {
            guard document.children.count == 1, let paragraph = document.children.first, paragraph.kind == .paragraph else { return nil }
            return isPlain(unit) ? paragraph.plainText.trimmingWhitespace() : MarkdownWriter.inlines(paragraph.children)
        }
        if member {
            for index in document.children.indices {
                guard case .heading(let level) = document.children[index].kind, level >= 4 else { continue }
                let heading = document.children[index]
                let title = TranslationHeadings.subsection(heading.plainText.trimmingWhitespace())
                document.children[index].children = [MarkdownNode(.text(title), line: heading.line, column: heading.column)]
            }
        }
        return MarkdownWriter.blocks(document.children)
    }
}
