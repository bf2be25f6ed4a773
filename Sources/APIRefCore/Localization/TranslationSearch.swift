import Foundation

/// The translations' prose in the full-text index: each symbol's row also holds the text
/// of its translations, cut into search terms like everything else (`SearchTokens`), so
/// `apiref search セル` finds what the Japanese says. Translation files are read once per
/// index build or update, keyed by the original they translate.
public struct TranslationSearch: Sendable {
    private var pages: [String: [TranslatedPage]] = [:]

    /// Reads the translation files among `relativePaths` (unreadable ones are left to `check`).
    public init(_ folder: ContentFolder, translations relativePaths: [String]) {
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
        for page in translations {
            if symbol.kind == .article, let title = page.articleTitle { summary += "\n" + SearchTokens.indexable(title) }
            guard let prose = page.prose[key] else { continue }
            summary += "\n" + SearchTokens.indexable(TerminalSafety.strip(prose.summary.map(\.plainText).joined()))
            var lines: [String] = []
            for block in prose.discussion(under: symbol) + prose.returnValue {
                block.forEach { node in if node.kind == .paragraph { lines.append(node.plainText) } }
            }
            lines += prose.parameters.map { $0.description.map(\.plainText).joined() }
            body += "\n" + SearchTokens.indexable(TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true))
        }
        return SearchText(name: text.name, summary: summary, body: body)
    }
}
