import APIRefCore
import Foundation

/// `llms.txt` at the root of a copy of the site, as llmstxt.org describes it: the library's
/// title, a one-line summary in a blockquote, a paragraph on what the pages hold, then a
/// section per framework (as the home page groups them) and one for the articles, each a
/// list of `- [Name](Framework/Name.md): summary` leading to the pages' Markdown copies,
/// and an Optional section with the listings a reader may skip. Names, summaries and
/// sentences are in the copy's language (a summary not yet translated keeps its marker).
struct LLMsText {
    let title: String
    let language: SiteLanguage
    let paths: SitePaths
    let table: SymbolTable

    /// The file's text. `summaries` gives the summaries of the page symbols at the given
    /// positions of `table.symbols` (read from the index as the listings read them).
    func text(summaries: ([Int]) throws -> [String]) throws -> String {
        let symbols = table.symbols
        let pages = symbols.indices.filter { symbols[$0].kind.isPage && symbols[$0].kind != .article }
        let articles = symbols.indices.filter { symbols[$0].kind == .article }
        let texts = Dictionary(uniqueKeysWithValues: zip(pages, try summaries(pages)))
        let frameworks = Dictionary(grouping: pages, by: { symbols[$0].framework ?? "Other" }).sorted { $0.key < $1.key }
        var blocks = ["# " + MarkdownWriter.text(title)]
        let names = frameworks.map(\.key).joined(separator: ", ")
        let summary =
            names.isEmpty
            ? label("The reference as Markdown, one file per page.")
            : language.strings.map {
                $0.format(
                    "{frameworks}: the reference as Markdown, one file per class, protocol, category and article.", ["frameworks": names])
            }
                ?? "\(names): the reference as Markdown, one file per class, protocol, category and article."
        blocks.append("> " + MarkdownWriter.text(summary))
        blocks.append(
            MarkdownWriter.text(
                label(
                    "Each page gives the declarations in Swift and Objective-C, the availability, the deprecations with what replaces them, and the prose; its links lead to the other pages' Markdown. The same page as HTML is beside it, with .html for .md."
                )))
        for (framework, positions) in frameworks {
            blocks.append("## " + MarkdownWriter.text(framework))
            let sorted = positions.sorted { symbols[$0].name < symbols[$1].name }
            blocks.append(sorted.compactMap { line(symbols[$0], summary: texts[$0] ?? "") }.joined(separator: "\n"))
        }
        let articleLines = articles.sorted { symbols[$0].name < symbols[$1].name }.compactMap {
            line(symbols[$0], summary: symbols[$0].summaryText)
        }
        if !articleLines.isEmpty {
            blocks.append("## " + MarkdownWriter.text(label("Articles")))
            blocks.append(articleLines.joined(separator: "\n"))
        }
        // The llms.txt convention's name for what a reader with little room may leave out.
        blocks.append("## Optional")
        blocks.append(
            [
                item(
                    label("Deprecated API"), "deprecated.html",
                    label("Every deprecated symbol, grouped by the release that deprecated it, with what replaces it.")),
                item(
                    label("What’s New"), "whats-new.html",
                    label(
                        "What each release introduced, newest first: new pages, and the members added to pages that came before; then what else it changed."
                    ))
            ].joined(separator: "\n"))
        return blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }

    /// `- [Name](Framework/Name.md): summary`; nil for a page with no file.
    private func line(_ page: Symbol, summary: String) -> String? {
        guard let file = paths.file(for: page, in: table) else { return nil }
        return item(page.qualifiedName, SiteMarkdownCopies.file(for: file), summary)
    }

    private func item(_ name: String, _ file: String, _ summary: String) -> String {
        // One line each: a summary's line breaks become spaces.
        let oneLine = summary.split(whereSeparator: \.isNewline).joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return "- [" + MarkdownWriter.text(name) + "](" + MarkdownProse.destination(file) + ")"
            + (oneLine.isEmpty ? "" : ": " + MarkdownWriter.text(oneLine))
    }

    private func label(_ english: String) -> String { language.label(english) }
}
