import APIRefCore

/// The class, protocol, category, framework and article pages, a batch of content files
/// at a time: a batch's symbols are read whole, its pages rendered, and the batch dropped.
/// Only the bodies of the batches in progress (one per core) are ever in memory.
struct SitePageBatches: Sendable {
    let builder: SiteBuilder
    /// Page ids to render; nil for every page.
    let only: Set<String>?
    let mentions: MentionIndex

    init(builder: SiteBuilder, only: Set<String>?) {
        self.builder = builder
        self.only = only
        mentions = MentionIndex(builder.table)
    }

    /// The work of the site: each unit reads its batch and returns the batch's jobs. Units
    /// run on all cores, so reading one batch overlaps rendering another.
    var units: [@Sendable () throws -> [SiteJob]] {
        batches().map { positions in { try jobs(for: positions) } }
    }

    /// Reads a batch's symbols whole and makes its pages' jobs.
    func jobs(for positions: [Int]) throws -> [SiteJob] {
        let table = builder.table
        let whole = try builder.symbols.symbols(at: positions, detail: .whole)
        var overlay = Dictionary(whole.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // What a page shows in full from outside its own file (normally nothing).
        let outside = Set(whole.flatMap(Self.shownInFull)).filter { overlay[$0] == nil }.compactMap(table.position(ofID:))
        for symbol in try builder.symbols.symbols(at: outside, detail: .whole) { overlay[symbol.id] = symbol }
        let source = LayeredSymbolSource(overlay: overlay, base: table)
        let pages = whole.filter { $0.kind.isPage && only?.contains($0.id) != false }
        let histories = builder.symbols.historyLines(for: pages)
        // An article has no Changes part.
        return zip(pages, histories).flatMap { page, history in
            jobs(for: page, source: source, history: page.kind == .article ? [] : history)
        }
    }

    /// Positions in `table.symbols` of whole content files, about `SiteBuilder.pagesPerBatch` pages a batch.
    private func batches() -> [[Int]] {
        var batches: [[Int]] = []
        var current: [Int] = []
        var pages = 0
        var file: [Int] = []
        var filePages = 0
        func closeFile() {
            if filePages > 0 { current += file }
            pages += filePages
            (file, filePages) = ([], 0)
            if pages >= builder.pagesPerBatch { flush() }
        }
        func flush() {
            if !current.isEmpty { batches.append(current) }
            (current, pages) = ([], 0)
        }
        let symbols = builder.table.symbols
        for (position, symbol) in symbols.enumerated() {
            if position > 0, symbol.location.path != symbols[position - 1].location.path { closeFile() }
            file.append(position)
            if symbol.kind.isPage, only?.contains(symbol.id) != false { filePages += 1 }
        }
        closeFile()
        flush()
        return batches
    }

    /// The ids whose bodies a page or member entry shows: members, constants, task-group entries.
    private static func shownInFull(_ symbol: Symbol) -> [String] {
        symbol.childIDs + symbol.taskGroups.flatMap { $0.members.compactMap(\.resolvedID) }
    }

    /// The page's HTML file and, when the builder writes them, its Markdown copy.
    private func jobs(for page: Symbol, source: LayeredSymbolSource, history: [HistoryLine]) -> [SiteJob] {
        guard let file = builder.paths.file(for: page, in: source) else { return [] }
        let html = job(for: page, file: file, source: source, history: history)
        guard builder.writesMarkdown else { return [html] }
        return [html, SiteMarkdownCopies.job(for: page, htmlFile: file, source: source, history: history, builder: builder)]
    }

    private func job(for page: Symbol, file: String, source: LayeredSymbolSource, history: [HistoryLine]) -> SiteJob {
        let builder = builder
        if page.kind == .article {
            return SiteJob(file) {
                var markdown = builder.links(file, source: source).markdown
                markdown.minimumHeadingLevel = 2
                var model: TemplateFields = [
                    "title": .text(page.name), "summary": .text(markdown.inlines(page.summaryWithoutTranslationMarker)),
                    "body": .text(markdown.blocks(page.discussion))
                ]
                // An article is one text: its state is the page's, and needs no count.
                model.merge(TranslationStateModel.fields(page, anchor: nil, links: builder.links(file, source: source)))
                let crumbs = Breadcrumbs.forPage(
                    named: page.name, framework: nil, isArticle: true, toRoot: builder.links(file).root(""),
                    library: builder.title, articlesLabel: builder.language.label("Articles"))
                return builder.layout(page.name, file: file, body: builder.render("article", model), crumbs: crumbs)
            }
        }
        let articles = mentions.articles(mentioning: page.id)
        return SiteJob(file) {
            let model = ContainerPageModel.make(
                page, links: builder.links(file, source: source), mentions: articles,
                inherited: builder.inheritedSections, parts: builder.pageFragments, label: builder.language.label,
                history: history)
            let crumbs = Breadcrumbs.forPage(
                named: page.name, framework: page.framework, isArticle: false, toRoot: builder.links(file).root(""),
                library: builder.title, articlesLabel: builder.language.label("Articles"))
            return builder.layout(page.name, file: file, body: builder.render("class", model), crumbs: crumbs)
        }
    }
}
