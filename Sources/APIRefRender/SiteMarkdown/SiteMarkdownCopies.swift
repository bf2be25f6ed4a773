import APIRefCore

/// The site's text for language models and other readers of plain text: beside each
/// class, protocol, category, framework and article page, the same page as Markdown
/// (`UIKit/UITableViewCell.md` next to `UIKit/UITableViewCell.html`, made by `MarkdownPage`
/// from the model, links to the other `.md` copies), and `llms.txt` at the root of each
/// copy of the site (`LLMsText`). The listings (home, deprecated API, what's new, coverage,
/// search, 404) have no copy: `llms.txt` stands for the home page, and each fact the other
/// listings gather is on the page of its symbol.
public enum SiteMarkdownCopies {
    /// The index of the copy of the site, at its root.
    static let indexFile = "llms.txt"

    /// The Markdown copy of the page file `htmlFile` (`UIKit/UITableViewCell.html`).
    static func file(for htmlFile: String) -> String {
        (htmlFile.hasSuffix(".html") ? String(htmlFile.dropLast(".html".count)) : htmlFile) + ".md"
    }

    /// Whether the site file at `path` (below a copy's root) is one of these files rather
    /// than a page of the site: what a build's count of pages leaves out.
    public static func isCopy(_ path: String) -> Bool {
        path.hasSuffix(".md") || path == indexFile || path.hasSuffix("/" + indexFile)
    }

    /// The job that writes `page`'s Markdown copy beside its HTML file, from the same
    /// symbols (`source`: the batch's bodies over the identities) and history lines.
    static func job(for page: Symbol, htmlFile: String, source: LayeredSymbolSource, history: [HistoryLine], builder: SiteBuilder)
        -> SiteJob
    {
        let file = file(for: htmlFile)
        return SiteJob(file) {
            let markdown = MarkdownPage(
                source: source, syntax: builder.defaultSyntax,
                links: .site(builder.paths, in: source, from: file), strings: builder.language.strings)
            return markdown.page(page, members: .entries, history: history)
        }
    }
}
