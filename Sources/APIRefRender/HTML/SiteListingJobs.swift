import APIRefCore

/// The files that list many symbols: home, deprecated API, what's new, coverage, search
/// with its index files, the Sphinx inventory `objects.inv`, 404 and `sitemap.xml`. Each picks its symbols from the identities first
/// and reads only those in more detail.
struct SiteListingJobs {
    let builder: SiteBuilder
    /// Every class, protocol, category, framework and article page file.
    let pageFiles: [String]

    var jobs: [SiteJob] {
        let builder = builder
        let symbols = builder.symbols
        let table = builder.table
        let coverage = Self.coverage(builder: builder)
        let hasCoverage = coverage != nil
        var jobs: [SiteJob] = [
            SiteJob("nav-index.js") {
                let names = builder.links("index.html")
                return NavigationIndexFile.contents(
                    table: table, paths: builder.paths, kindName: names.name(of:),
                    articlesTitle: builder.language.label("Articles"))
            },
            SiteJob(folder: "search") { emit in
                let markers = builder.language.strings.map { [$0["untranslated"], $0["stale"]] } ?? []
                // Handed over, not kept: `write` lets the entries go before it makes the word files.
                try SearchIndexFiles.forThisRun.write(
                    SearchIndexEntries.entries(table, paths: builder.paths), names: SearchIndexEntries.names(table),
                    url: { SearchIndexEntries.url(of: $0, table, paths: builder.paths) },
                    kindName: { builder.language.label($0.displayName) },
                    summaries: SearchIndexEntries.summaries(symbols, markers: markers),
                    variants: builder.language.searchVariants, emit: emit)
            },
            Self.listing(
                "whats-new.html", title: builder.language.label("What’s New"), template: "versions", builder: builder,
                intro: builder.language.label(
                    "What each release introduced, newest first: new pages, and the members added to pages that came before; then what else it changed."
                )
            ) { models in
                models.whatsNew(changes: ReleaseChanges.lines(table, symbols: symbols, links: models.links))
            },
            Self.listing(
                "deprecated.html", title: builder.language.label("Deprecated API"), template: "versions", builder: builder,
                intro: builder.language.label("Every deprecated symbol, grouped by the release that deprecated it, with what replaces it.")
            ) { models in
                models.deprecated()
            },
            Self.listing("index.html", title: builder.title, template: "home", builder: builder, intro: nil) { models in
                let pages = Self.positions(table) { $0.kind.isPage && $0.kind != .article }
                let articles = table.symbols.filter { $0.kind == .article }
                var values = models.home(pages: pages, articles: articles)
                values["hasCoverage"] = hasCoverage
                return values
            },
            SiteJob("objects.inv") {
                try SphinxInventory.file(table, paths: builder.paths, project: builder.title, version: "")
            },
            SiteJob("search.html") {
                builder.layout(builder.language.label("Search"), file: "search.html", body: builder.render("search", [:]))
            },
            SiteJob("404.html") {
                let root = builder.absoluteRoot
                return builder.layout(
                    builder.language.label("Page Not Found"), file: "404.html",
                    body: builder.render("not-found", ["home": .text(root + "index.html")]), root: root)
            }
        ]
        if let coverage { jobs.append(coverage) }
        if builder.writesMarkdown { jobs.append(Self.llmsText(builder: builder)) }
        if builder.flavor == .docset {
            // Dash and Zeal bring their own search and navigation, and never show a 404.
            jobs.removeAll { Self.websiteOnly.contains($0.file) }
        }
        if let baseURL = builder.baseURL {
            let pages = pageFiles + jobs.map(\.file).filter { $0.hasSuffix(".html") && $0 != "404.html" }
            // The root's sitemap lists every language's copy.
            let others = builder.language.variants.filter { !$0.folder.isEmpty }
            let all = pages + others.flatMap { variant in pages.map { variant.folder + "/" + $0 } }
            if builder.language.isSource {
                jobs.append(SiteJob("sitemap.xml") { Sitemap.contents(files: all, baseURL: baseURL) })
            }
        }
        return jobs
    }

    /// The files only a website has.
    static let websiteOnly: Set<String> = ["nav-index.js", "search", "objects.inv", "search.html", "404.html"]

    /// The coverage page, when the builder has a report, the site is a website (a docset's
    /// readers do not write the library) and the theme has the coverage templates.
    static func coverage(builder: SiteBuilder) -> SiteJob? {
        guard let coverage = builder.coverage, builder.flavor == .website,
            builder.templates.has(CoveragePage.template), builder.templates.has(CoveragePage.rowTemplate)
        else { return nil }
        return SiteJob(CoveragePage.file) {
            let links = builder.links(CoveragePage.file)
            let page = CoveragePage(
                report: try coverage.report(), language: builder.language, table: builder.table, links: links,
                renderRow: { builder.render(CoveragePage.rowTemplate, $0) })
            return builder.layout(page.title, file: CoveragePage.file, body: builder.renderListing(CoveragePage.template, page.values))
        }
    }

    /// A page listing many symbols: its entries' facts are read as the page is written
    /// (`ListingEntries`), so a failed read is only known then, and then fails the page.
    /// With an `intro`, the model also gets the page's title and intro.
    private static func listing(
        _ file: String, title: String, template: String, builder: SiteBuilder, intro: String?,
        model: @escaping @Sendable (ListingPageModels) -> [String: Any]
    ) -> SiteJob {
        SiteJob(
            file,
            pieces: { emit in
                let facts = ListingFacts(builder.symbols)
                let stream = ListingStream()
                var values = model(
                    ListingPageModels(
                        table: builder.table, facts: facts, links: builder.links(file),
                        fragments: builder.templates.fragments, shared: builder.sharedFields, stream: stream))
                if let intro {
                    values["title"] = title
                    values["intro"] = intro
                }
                try stream.write(builder.layout(title, file: file, body: builder.renderListing(template, values)), to: emit)
                try facts.check()
            })
    }

    /// `llms.txt`: the pages' summaries are read from the index a chunk at a time, as the
    /// search index reads them.
    static func llmsText(builder: SiteBuilder) -> SiteJob {
        SiteJob(SiteMarkdownCopies.indexFile) {
            let text = LLMsText(title: builder.title, language: builder.language, paths: builder.paths, table: builder.table)
            return try text.text { positions in
                try stride(from: 0, to: positions.count, by: SearchIndexEntries.chunkSize).flatMap { start in
                    try builder.symbols.summaryTexts(
                        at: Array(positions[start..<min(positions.count, start + SearchIndexEntries.chunkSize)]))
                }
            }
        }
    }

    private static func positions(_ table: SymbolTable, where include: (Symbol) -> Bool) -> [Int] {
        table.symbols.indices.filter { include(table.symbols[$0]) }
    }
}
