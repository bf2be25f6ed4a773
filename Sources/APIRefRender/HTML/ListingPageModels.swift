import APIRefCore

/// The template values of the pages that list many symbols: home, deprecated API, what's new.
enum ListingPageModels {
    /// `pages`: every class, protocol, category and framework page; `articles`: every article.
    static func home(pages: [Symbol], articles: [Symbol], links: PageLinks) -> [String: Any] {
        let frameworks = Dictionary(grouping: pages, by: { $0.framework ?? "Other" }).sorted { $0.key < $1.key }
        return [
            "frameworks": frameworks.map { framework, pages -> [String: Any] in
                [
                    "name": framework,
                    "anchor": "framework-" + SitePaths.anchor(for: framework),
                    "pages": pages.sorted { $0.name < $1.name }.map { item($0, links: links) },
                ]
            },
            "articles": articles.sorted { $0.name < $1.name }.map { item($0, links: links) },
        ]
    }

    /// Deprecated symbols grouped by platform and version, oldest first, with replacements.
    static func deprecated(_ symbols: [Symbol], links: PageLinks) -> [String: Any] {
        let entries = symbols.flatMap { symbol in
            symbol.availability.compactMap { entry in entry.deprecated.map { (entry.platform, $0, symbol) } }
        }
        return ["groups": groups(entries, newestFirst: false, links: links) { symbol in
            var item = item(symbol, links: links)
            let deprecation = MemberEntryModel.deprecation(symbol, links: links)
            item["deprecation"] = deprecation ?? [:]
            item["hasDeprecation"] = deprecation != nil
            return item
        }]
    }

    /// What each version introduced, newest first: new pages, and members that arrived
    /// after their page did (a member that came with its page is found on that page).
    static func whatsNew(_ symbols: [Symbol], links: PageLinks) -> [String: Any] {
        let entries = symbols.filter { $0.kind != .article }.flatMap { symbol in
            symbol.availability.compactMap { entry in
                entry.introduced.flatMap { version in
                    isNew(symbol, on: entry.platform, in: version, source: links.source) ? (entry.platform, version, symbol) : nil
                }
            }
        }
        return ["groups": groups(entries, newestFirst: true, links: links) { item($0, links: links) }]
    }

    /// Whether `symbol` belongs on the what's new list of `platform` `version`: a page, or
    /// a member whose page was introduced earlier there (or has no such version).
    static func isNew(_ symbol: Symbol, on platform: String, in version: Version, source: SymbolSource) -> Bool {
        guard !symbol.kind.isPage else { return true }
        var parent = symbol.parentID.flatMap(source.symbol(id:))
        var steps = 0
        while let current = parent, !current.kind.isPage, steps < 16 {
            parent = current.parentID.flatMap(source.symbol(id:))
            steps += 1
        }
        guard let page = parent,
              let pageVersion = page.availability.first(where: { $0.platform == platform })?.introduced else { return true }
        return pageVersion < version
    }

    private static func groups(_ entries: [(String, Version, Symbol)], newestFirst: Bool, links: PageLinks,
                               item: @escaping (Symbol) -> [String: Any]) -> [[String: Any]] {
        let grouped = Dictionary(grouping: entries, by: { "\($0.0) \($0.1)" })
        let keys = grouped.keys.sorted { left, right in
            let (a, b) = (grouped[left]![0], grouped[right]![0])
            if a.0 != b.0 { return a.0 < b.0 }
            return newestFirst ? b.1 < a.1 : a.1 < b.1
        }
        return keys.map { key in
            let symbols = grouped[key]!.map(\.2).sorted { $0.qualifiedName < $1.qualifiedName }
            return ["title": key, "anchor": SitePaths.anchor(for: key.replacing(".", with: "-")),
                    "count": symbols.count, "items": LazyTemplateItems(elements: symbols, item: item)]
        }
    }

    static func item(_ symbol: Symbol, links: PageLinks) -> [String: Any] {
        var item = PageLinks.item(symbol.qualifiedName, href: links.href(to: symbol))
        item["kind"] = symbol.kind.displayName
        item["summary"] = links.markdown.inlines(symbol.summary)
        item["isDeprecated"] = symbol.isDeprecated
        item["hasDeprecation"] = false
        return item
    }
}
