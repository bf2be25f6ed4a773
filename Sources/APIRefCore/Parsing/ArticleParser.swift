/// Builds an article symbol: its title, abstract and body.
enum ArticleParser {
    static func parse(_ document: MarkdownNode, stem: String, path: String, diagnostics: inout DiagnosticBag) -> [Symbol] {
        let (_, titled) = HeadingSection.split(document.children, level: 1)
        guard let title = titled.first, !title.title.isEmpty else {
            let first = document.children.first
            diagnostics.error(
                .missingTitle, "article has no level-1 heading with its title",
                at: SourceLocation(path: path, line: first?.line ?? 1, column: first?.column ?? 1))
            return []
        }
        var article = Symbol(id: "Articles/\(stem)", name: title.title, kind: .article, location: title.location(in: path))
        let body = titled.flatMap { $0.body }
        if let abstract = body.first(where: { $0.kind == .paragraph }), body.first == abstract {
            article.summary = abstract.children
            article.discussion = Array(body.dropFirst())
        } else {
            diagnostics.warning(.missingSummary, "article '\(title.title)' has no abstract paragraph under its title", at: article.location)
            article.discussion = body
        }
        return [article]
    }
}
