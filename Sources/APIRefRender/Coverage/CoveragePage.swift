import APIRefCore

/// The site's coverage page (`coverage.html`, linked from the home page): the report
/// `apiref coverage` prints without graphs, one row per class or protocol, worst first,
/// with a column per translation language. Every text reaches the templates as text, so
/// they escape it; each row is rendered by `coverage-row.mustache` on its own, by shape
/// (`FragmentTemplates`), since a library has thousands.
struct CoveragePage {
    let report: CoverageReport
    let language: SiteLanguage
    let table: SymbolTable
    let links: PageLinks
    /// Renders one row with the row template (`SiteBuilder.render`).
    let renderRow: (TemplateFields) -> String

    /// The file it is written to, in every copy of the site.
    static let file = "coverage.html"
    /// The theme's templates of the page and of one row; a theme without them has no coverage page.
    static let template = "coverage"
    static let rowTemplate = "coverage-row"

    /// The title, in this copy's language.
    var title: String { language.label("Documentation Coverage") }

    /// The template's values: `title`, `intro`, `headline`, `columns` (each `name`), and `rows`
    /// and `total` as HTML (each row `name`, `url`, `hasURL`, `cells` with their `text`).
    var values: [String: Any] {
        let strings = language.strings ?? LanguageStrings(language: language.current.code)
        let headline = report.headline
        let columns =
            [
                language.label("Type"), language.label("Members"), language.label("Summary"),
                language.label("Parameters and return value"), language.label("Replacement")
            ]
            + report.languages.map { code in language.variants.first { $0.code == code }?.name ?? code }
        return [
            "title": title,
            "intro": language.label(
                "How much of each class and protocol is written, the least first: members with a summary, methods whose parameters and return value are described, deprecated members that name their replacement, and in each translation the members translated from today's English."
            ),
            "headline": strings.format(
                "Documented: {percent} ({count} of {total} members have a summary).",
                [
                    "percent": headline.percent.map(CoverageText.percentText) ?? "—",
                    "count": String(headline.count), "total": String(headline.total)
                ]),
            "columns": columns.map { ["name": $0] },
            "rows": report.rows.map { row($0, name: $0.name, href: table.page(named: $0.name).flatMap(links.href(to:))) }.joined(),
            "total": row(report.total, name: language.label("Total"), href: nil)
        ]
    }

    private func row(_ row: CoverageRow, name: String, href: String?) -> String {
        let figures = [row.summaries, row.signatures, row.replacements] + report.languages.map { row.translations[$0] ?? .none }
        var fields = TemplateValue.link(name, href: href)
        fields["cells"] = .list(([String(row.members)] + figures.map(Self.cell)).map { .object(["text": .text($0)]) })
        return renderRow(fields)
    }

    /// `90% (38/42)`, or a dash for a figure of nothing.
    static func cell(_ figure: CoverageFigure) -> String {
        guard let percent = figure.wholePercent else { return "—" }
        return "\(percent)% (\(figure.count)/\(figure.total))"
    }
}
