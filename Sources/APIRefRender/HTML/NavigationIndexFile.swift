import APIRefCore

/// `nav-index.js`: the library's tree — frameworks, their classes, protocols and
/// categories, then the articles — written once for the whole site and drawn as the sidebar
/// by `assets/page.js` on every page. Inlining it into each page would make a build
/// quadratic (10,000 pages × 10,000 entries); as one shared script it is fetched once and
/// cached, and it works from `file://`, where a page cannot `fetch` a local file.
enum NavigationIndexFile {
    /// `window.APIREF_NAV = {"sections": [[title, [[name, kind, url, deprecated, swiftName?], …]], …]}`;
    /// urls are relative to the copy's root; the fifth field, only where Swift names the page
    /// otherwise (`IndexPath` for `NSIndexPath`), is what the sidebar shows in Swift.
    static func contents(table: SymbolTable, paths: SitePaths, kindName: (SymbolKind) -> String, articlesTitle: String) -> String {
        var byFramework: [String: [Symbol]] = [:]
        var articles: [Symbol] = []
        for symbol in table.symbols where symbol.kind.isPage {
            if symbol.kind == .article {
                articles.append(symbol)
            } else {
                byFramework[symbol.framework ?? "Other", default: []].append(symbol)
            }
        }
        var out = "window.APIREF_NAV = {\"sections\": ["
        var sections = byFramework.keys.sorted().map { ($0, byFramework[$0]!.sorted { $0.name < $1.name }) }
        if !articles.isEmpty { sections.append((articlesTitle, articles.sorted { $0.name < $1.name })) }
        for (index, (title, symbols)) in sections.enumerated() {
            out += index == 0 ? "\n[" : ",\n["
            ScriptJSON.appendString(title, to: &out)
            out += ", ["
            var first = true
            for symbol in symbols {
                guard let url = paths.url(for: symbol, in: table) else { continue }
                out += first ? "\n[" : ",\n["
                first = false
                ScriptJSON.appendString(symbol.name, to: &out)
                out += ","
                ScriptJSON.appendString(kindName(symbol.kind), to: &out)
                out += ","
                ScriptJSON.appendString(url, to: &out)
                out += symbol.isDeprecated ? ",1" : ",0"
                if let swiftName = symbol.swiftName, swiftName != symbol.name {
                    out += ","
                    ScriptJSON.appendString(symbol.swiftPath ?? swiftName, to: &out)
                }
                out += "]"
            }
            out += "]]"
        }
        return out + "\n]};\n"
    }
}
