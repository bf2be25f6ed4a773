import APIRefCore

/// The site's coverage page (`coverage.html`, linked from the home page): the report
/// `apiref coverage` prints without graphs, one row per class or protocol, worst first,
/// with a column per translation language. Every text reaches the template as text, so
/// the template escapes it.
struct CoveragePage {
    let report: CoverageReport
    let language: SiteLanguage
    let table: SymbolTable
    let links: PageLinks

    /// The file it is written to, in every copy of the site.
    static let file = "coverage.html"
    /// The theme's template; a theme without one has no coverage page.
    static let template = "coverage"

    /// The title, in this copy's language.
    var title: String { language.label("Documentation Coverage") }

    /// The template's values: `columns` (each `name`), `rows` and `total` (each `name`, `href`, `cells`, each `text`),
    /// `headline`.
    var values: [String: Any] {
        let strings = language.strings ?? LanguageStrings(language: language.current.code)
        let headline = report.headline
        let columns = [language.label("Type"), language.label("Members"), language.label("Summary"),
                       language.label("Parameters and return value"), language.label("Replacement")]
            + report.languages.map { code in language.variants.first { $0.code == code }?.name ?? code }
        return [
            "title": title,
            "intro": language.label("How much of each class and protocol is written, the least first: members with a summary, methods whose parameters and return value are described, deprecated members that name their replacement, and in each translation the members translated from today's English."),
            "headline": strings.format("Documented: {percent} ({count} of {total} members have a summary).", [
                "percent": headline.percent.map(CoverageText.percentText) ?? "—",
                "count": String(headline.count), "total": String(headline.total),
            ]),
            "columns": columns.map { ["name": $0] },
            "rows": report.rows.map { row($0, name: $0.name, href: table.page(named: $0.name).flatMap(links.href(to:))) },
            "total": row(report.total, name: language.label("Total"), href: nil),
        ]
    }

    private func row(_ row: CoverageRow, name: String, href: String?) -> [String: Any] {
        let figures = [row.summaries, row.signatures, row.replacements] + report.languages.map { row.translations[$0] ?? .none }
        var values: [String: Any] = ["name": name, "cells": ([String(row.members)] + figures.map(Self.cell)).map { ["text": $0] }]
        if let href { values["href"] = href }
        return values
    }

    /// `90% (38/42)`, or a dash for a figure of nothing.
    static func cell(_ figure: CoverageFigure) -> String {
        guard let percent = figure.wholePercent else { return "—" }
        return "\(percent)% (\(figure.count)/\(figure.total))"
    }
}
