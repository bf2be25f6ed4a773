import APIRefCore
import Foundation

/// `search-index.js`: every symbol's name, container, kind, page and summary as one
/// script that assigns a global, so search works from `file://` where `fetch` cannot.
/// Pages load it only when the search box is used, so no page carries the whole list.
enum SearchIndexFile {
    static func contents(_ symbols: [Symbol], source: SymbolSource, paths: SitePaths) -> String {
        let rows: [[Any]] = symbols.compactMap { symbol in
            guard let url = paths.url(for: symbol, in: source) else { return nil }
            return [symbol.name, symbol.kind.isPage ? "" : (symbol.container ?? ""), symbol.kind.displayName, url,
                    TerminalSafety.strip(symbol.summaryText), symbol.isDeprecated ? 1 : 0]
        }
        let data = (try? JSONSerialization.data(withJSONObject: rows, options: [.withoutEscapingSlashes])) ?? Data("[]".utf8)
        // `</script>` cannot end the file early: the JSON escapes every "<".
        let json = String(decoding: data, as: UTF8.self).replacing("<", with: "\\u003c")
        return "window.APIREF_SEARCH_INDEX = \(json);\n"
    }
}
