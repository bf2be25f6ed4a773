import APIRefCore

/// The files that list many symbols: home, deprecated API, what's new, search with its
/// index file, 404 and `sitemap.xml`. Each picks its symbols from the identities first
/// and reads only those in more detail.
struct SiteListingJobs {
    let builder: SiteBuilder
    /// Every class, protocol, category, framework and article page file.
    let pageFiles: [String]

    var jobs: [SiteJob] {
        let builder = builder
        let symbols = builder.symbols
        let table = builder.table
        var jobs: [SiteJob] = [
            SiteJob("search-index.js") { emit in try SearchIndexFile.write(symbols, paths: builder.paths, to: emit) },
            SiteJob("whats-new.html") {
                let links = builder.links("whats-new.html")
                let positions = Self.positions(table) { symbol in
                    symbol.kind != .article && symbol.availability.contains { entry in
                        entry.introduced.map { ListingPageModels.isNew(symbol, on: entry.platform, in: $0, source: table) } ?? false
                    }
                }
                let facts = ListingFacts(symbols)
                var model = ListingPageModels.whatsNew(positions, table: table, facts: facts, links: links)
                model["title"] = "What’s New"
                model["intro"] = "What each release introduced, newest first: new pages, and the members added to pages that came before."
                let page = builder.layout("What’s New", file: "whats-new.html", body: builder.templates.render("versions", model))
                try facts.check()
                return page
            },
            SiteJob("deprecated.html") {
                let positions = Self.positions(table) { $0.availability.contains { $0.deprecated != nil } }
                let facts = ListingFacts(symbols)
                var model = ListingPageModels.deprecated(positions, table: table, facts: facts, links: builder.links("deprecated.html"))
                model["title"] = "Deprecated API"
                model["intro"] = "Every deprecated symbol, grouped by the release that deprecated it, with what replaces it."
                let page = builder.layout("Deprecated API", file: "deprecated.html", body: builder.templates.render("versions", model))
                try facts.check()
                return page
            },
            SiteJob("index.html") {
                let facts = ListingFacts(symbols)
                let pages = Self.positions(table) { $0.kind.isPage && $0.kind != .article }
                let articles = table.symbols.filter { $0.kind == .article }
                let model = ListingPageModels.home(pages: pages, articles: articles, table: table, facts: facts, links: builder.links("index.html"))
                let page = builder.layout(builder.title, file: "index.html", body: builder.templates.render("home", model))
                try facts.check()
                return page
            },
            SiteJob("search.html") { builder.layout("Search", file: "search.html", body: builder.templates.render("search", [:])) },
            SiteJob("404.html") { builder.layout("Page Not Found", file: "404.html", body: builder.templates.render("not-found", ["home": "index.html"])) },
        ]
        if let baseURL = builder.baseURL {
            let pages = pageFiles + jobs.map(\.file).filter { $0.hasSuffix(".html") && $0 != "404.html" }
            jobs.append(SiteJob("sitemap.xml") { Sitemap.contents(files: pages, baseURL: baseURL) })
        }
        return jobs
    }

    private static func positions(_ table: SymbolTable, where include: (Symbol) -> Bool) -> [Int] {
        table.symbols.indices.filter { include(table.symbols[$0]) }
    }
}
