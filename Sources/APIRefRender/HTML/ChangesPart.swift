import APIRefCore

/// The "Changes" part of a class's site page: what each SDK release changed about the page
/// and its members (`history.json`), one item per event, as the terminal's HISTORY section
/// lists them. Every word is escaped: a history file is content, and content never
/// becomes markup.
enum ChangesPart {
    // Prefixed as the member sections are: a member may be called `changes`.
    static let anchor = "section-changes"

    static func html(_ lines: [HistoryLine], label: (String) -> String) -> String {
        guard !lines.isEmpty else { return "" }
        var html =
            "<section class=\"changes\" aria-labelledby=\"\(anchor)\">\n<h2 id=\"\(anchor)\">\(HTMLEscape.text(label("Changes")))</h2>\n<ul class=\"history\">\n"
        for line in lines {
            html += "<li><span class=\"version\">\(HTMLEscape.text(line.tag))</span> \(HTMLEscape.text(line.text))</li>\n"
        }
        return html + "</ul>\n</section>\n"
    }
}

extension SiteSymbols {
    /// A library in memory has no history.
    public func historyLines(for pages: [Symbol]) -> [[HistoryLine]] { pages.map { _ in [] } }
}

extension IndexedSiteSymbols {
    public func historyLines(for pages: [Symbol]) -> [[HistoryLine]] { library.historyLines(for: pages) }
}

extension LocalizedSiteSymbols {
    /// The history's words are the SDK's, in English, in every copy of the site.
    public func historyLines(for pages: [Symbol]) -> [[HistoryLine]] { base.historyLines(for: pages) }
}
