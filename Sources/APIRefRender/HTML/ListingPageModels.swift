import APIRefCore

/// The template values of the pages that list many symbols: home, deprecated API, what's new.
/// Symbols are grouped and ordered by their identities (`table`); their facts are read
/// a chunk at a time while the page renders, and each entry is rendered by its own
/// template (`ListingEntries`).
struct ListingPageModels {
    let table: SymbolTable
    let facts: ListingFacts
    let links: PageLinks
    let fragments: FragmentTemplates
    /// What every entry sees besides its own values: the theme's words.
    let shared: TemplateFields
    /// Where the lists go while the page is written.
    let stream: ListingStream

    /// `pages`: positions of every class, protocol, category and framework page; `articles`: every article.
    func home(pages: [Int], articles: [Symbol]) -> [String: Any] {
        let table = table
        let frameworks = Dictionary(grouping: pages, by: { table.symbols[$0].framework ?? "Other" }).sorted { $0.key < $1.key }
        return [
            "frameworks": frameworks.map { framework, pages -> [String: Any] in
                [
                    "name": framework,
                    "anchor": "framework-" + SitePaths.anchor(for: framework),
                    "pages": entries(pages.sorted { table.symbols[$0].name < table.symbols[$1].name }, template: "home-entry", entry: item)
                ]
            },
            "articles": articles.sorted { $0.name < $1.name }.map { item($0).dictionary }
        ]
    }

    /// Deprecated symbols grouped by platform and version, oldest first, with replacements.
    func deprecated() -> [String: Any] {
        let table = table
        let entries = table.symbols.indices.flatMap { position in
            table.symbols[position].availability.compactMap { entry in entry.deprecated.map { (entry.platform, $0, position) } }
        }
        return [
            "groups": groups(entries, newestFirst: false) { [self] symbol in
                var item = item(symbol)
                let deprecation = MemberEntryModel.deprecation(symbol, links: links)
                item["deprecation"] = .object(deprecation ?? [:])
                item["hasDeprecation"] = .flag(deprecation != nil)
                return item
            }
        ]
    }

    /// What each version introduced, newest first: new pages, and members that arrived
    /// after their page did (a member that came with its page is found on that page).
    /// `changes`: the rest of each release's history (`ReleaseChanges`), by the group's title.
    func whatsNew(changes: [String: [String]] = [:]) -> [String: Any] {
        let (table, source) = (table, links.source)
        let entries = table.symbols.indices.filter { table.symbols[$0].kind != .article }.flatMap { position in
            let symbol = table.symbols[position]
            return symbol.availability.compactMap { entry in
                entry.introduced.flatMap { version in
                    Self.isNew(symbol, on: entry.platform, in: version, source: source) ? (entry.platform, version, position) : nil
                }
            }
        }
        return ["groups": ReleaseChanges.merge(groups(entries, newestFirst: true, entry: item), changes: changes)]
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
            let pageVersion = page.availability.first(where: { $0.platform == platform })?.introduced
        else { return true }
        return pageVersion < version
    }

    private func groups(_ entries: [(String, Version, Int)], newestFirst: Bool, entry: @escaping (Symbol) -> TemplateFields) -> [[String:
        Any]]
    {
        let table = table
        let grouped = Dictionary(grouping: entries, by: { "\($0.0) \($0.1)" })
        let keys = grouped.keys.sorted { left, right in
            let (a, b) = (grouped[left]![0], grouped[right]![0])
            if a.0 != b.0 { return a.0 < b.0 }
            return newestFirst ? b.1 < a.1 : a.1 < b.1
        }
        return keys.map { key in
            let positions = grouped[key]!.map { (table.symbols[$0.2].qualifiedName, $0.2) }.sorted { $0.0 < $1.0 }.map(\.1)
            // `hasItems`: a release of what's new may list only other changes (`ReleaseChanges`).
            return [
                "title": key, "anchor": SitePaths.anchor(for: key.replacing(".", with: "-")),
                "count": positions.count, "items": self.entries(positions, template: "version-entry", entry: entry), "hasItems": true
            ]
        }
    }

    private func entries(_ positions: [Int], template: String, entry: @escaping (Symbol) -> TemplateFields) -> ListingEntries {
        ListingEntries(
            positions: positions, facts: facts, template: template, fragments: fragments, stream: stream, shared: shared, entry: entry)
    }

    func item(_ symbol: Symbol) -> TemplateFields {
        var item = TemplateValue.link(symbol.qualifiedName, href: links.href(to: symbol))
        item["kind"] = .text(links.name(of: symbol.kind))
        item["summary"] = .text(links.markdown.inlines(symbol.summary))
        item["isDeprecated"] = .flag(symbol.isDeprecated)
        item["hasDeprecation"] = .flag(false)
        return item
    }
}
