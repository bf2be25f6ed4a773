import APIRefCore

/// The template values of the pages that list many symbols: home, deprecated API, what's new.
/// Symbols are grouped and ordered by their identities (`table`); their facts are read
/// a chunk at a time while the page renders (`LazyTemplateItems`).
enum ListingPageModels {
    /// `pages`: positions of every class, protocol, category and framework page; `articles`: every article.
    static func home(pages: [Int], articles: [Symbol], table: SymbolTable, facts: ListingFacts, links: PageLinks) -> [String: Any] {
        let frameworks = Dictionary(grouping: pages, by: { table.symbols[$0].framework ?? "Other" }).sorted { $0.key < $1.key }
        return [
            "frameworks": frameworks.map { framework, pages -> [String: Any] in
                [
                    "name": framework,
                    "anchor": "framework-" + SitePaths.anchor(for: framework),
                    "pages": LazyTemplateItems(positions: pages.sorted { table.symbols[$0].name < table.symbols[$1].name },
                                               facts: facts) { item($0, links: links) },
                ]
            },
            "articles": articles.sorted { $0.name < $1.name }.map { item($0, links: links) },
        ]
    }

    /// Deprecated symbols grouped by platform and version, oldest first, with replacements.
    static func deprecated(_ table: SymbolTable, facts: ListingFacts, links: PageLinks) -> [String: Any] {
        let entries = table.symbols.indices.flatMap { position in
            table.symbols[position].availability.compactMap { entry in entry.deprecated.map { (entry.platform, $0, position) } }
        }
        return ["groups": groups(entries, newestFirst: false, table: table, facts: facts) { symbol in
            var item = item(symbol, links: links)
            let deprecation = MemberEntryModel.deprecation(symbol, links: links)
            item["deprecation"] = deprecation?.dictionary ?? [:]
            item["hasDeprecation"] = deprecation != nil
            return item
        }]
    }

    /// What each version introduced, newest first: new pages, and members that arrived
    /// after their page did (a member that came with its page is found on that page).
    static func whatsNew(_ table: SymbolTable, facts: ListingFacts, links: PageLinks) -> [String: Any] {
        let entries = table.symbols.indices.filter { table.symbols[$0].kind != .article }.flatMap { position in
            let symbol = table.symbols[position]
            return symbol.availability.compactMap { entry in
                entry.introduced.flatMap { version in
                    isNew(symbol, on: entry.platform, in: version, source: links.source) ? (entry.platform, version, position) : nil
                }
            }
        }
        return ["groups": groups(entries, newestFirst: true, table: table, facts: facts) { item($0, links: links) }]
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

    private static func groups(_ entries: [(String, Version, Int)], newestFirst: Bool, table: SymbolTable, facts: ListingFacts,
                               item: @escaping (Symbol) -> [String: Any]) -> [[String: Any]] {
        let grouped = Dictionary(grouping: entries, by: { "\($0.0) \($0.1)" })
        let keys = grouped.keys.sorted { left, right in
            let (a, b) = (grouped[left]![0], grouped[right]![0])
            if a.0 != b.0 { return a.0 < b.0 }
            return newestFirst ? b.1 < a.1 : a.1 < b.1
        }
        return keys.map { key in
            let positions = grouped[key]!.map { (table.symbols[$0.2].qualifiedName, $0.2) }.sorted { $0.0 < $1.0 }.map(\.1)
            return ["title": key, "anchor": SitePaths.anchor(for: key.replacing(".", with: "-")),
                    "count": positions.count, "items": LazyTemplateItems(positions: positions, facts: facts, item: item)]
        }
    }

    static func item(_ symbol: Symbol, links: PageLinks) -> [String: Any] {
        var item = PageLinks.item(symbol.qualifiedName, href: links.href(to: symbol))
        item["kind"] = links.name(of: symbol.kind)
        item["summary"] = links.markdown.inlines(symbol.summary)
        item["isDeprecated"] = symbol.isDeprecated
        item["hasDeprecation"] = false
        return item
    }
}
