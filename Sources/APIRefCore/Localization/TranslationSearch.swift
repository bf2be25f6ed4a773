import Foundation

/// The translations' prose in the full-text index: each symbol's row also holds the text
/// of its translations, cut into search terms like everything else (`SearchTokens`), so
/// `apiref search セル` finds what the Japanese says. Translation files are read once per
/// index build or update, keyed by the original they translate. Prose that still holds a
/// variant the library's term list rejects is indexed with the preferred word too
/// (`SearchVariants`), and each translated summary gives its head (`TextRanking.headKey`).
public struct TranslationSearch: Sendable {
    private var pages: [String: [TranslatedPage]] = [:]
    private var variants: [String: SearchVariants] = [:]

    /// Reads the translation files among `relativePaths` (unreadable ones are left to
    /// `check`), and the term list.
    public init(_ folder: ContentFolder, translations relativePaths: [String]) {
        var ignored = DiagnosticBag()
        let terms = TermList.load(from: folder, diagnostics: &ignored)
        for language in terms.entries.keys { variants[language] = SearchVariants(entries: terms.entries(for: language)) }
        let read = relativePaths.compactMap(TranslationPath.init).concurrentMap { path -> TranslatedPage? in
            guard let data = folder.contents(of: path.relativePath) else { return nil }
            return TranslationParser.parse(Array(data), path: path, displayPath: path.relativePath).0
        }
        for page in read.compactMap({ $0 }) { pages[page.path.originalRelativePath, default: []].append(page) }
    }

    public var isEmpty: Bool { pages.isEmpty }

    /// `row`'s search text with the prose every translation gives its symbol.
    public func adding(to text: SearchText, symbol: Symbol, file: String) -> SearchText {
        guard let translations = pages[file] else { return text }
        let key = OriginalSymbols.key(of: symbol)
        var summary = text.summary
        var body = text.body
        var heads = text.heads
        for page in translations {
            let variants = variants[page.path.language] ?? .empty
            // The text, and again with the preferred words where it holds a rejected variant.
            func indexable(_ text: String) -> String {
                let plain = SearchTokens.indexable(text)
                return variants.preferredSpelling(text).map { plain + "\n" + SearchTokens.indexable($0) } ?? plain
            }
            if symbol.kind == .article, let title = page.articleTitle { summary += "\n" + indexable(title) }
            guard let prose = page.prose[key] else { continue }
            let translatedSummary = TerminalSafety.strip(prose.summary.map(\.plainText).joined())
            summary += "\n" + indexable(translatedSummary)
            heads = SearchText.heads(heads, adding: variants.preferredSpelling(translatedSummary) ?? translatedSummary)
            var lines: [String] = []
            for block in prose.discussion(under: symbol) + prose.returnValue {
                block.forEach { node in if node.kind == .paragraph { lines.append(node.plainText) } }
            }
            lines += prose.parameters.map { $0.description.map(\.plainText).joined() }
            body += "\n" + indexable(TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true))
        }
        return SearchText(name: text.name, summary: summary, body: body, heads: heads)
    }
}
