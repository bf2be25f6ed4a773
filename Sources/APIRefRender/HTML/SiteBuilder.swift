import APIRefCore
import Foundation

/// Writes the whole static site: one page per class, protocol, category and article,
/// home, deprecated API, what's new, search (with its index file), 404 and, with a base
/// URL, `sitemap.xml`. The site is written into a temporary folder and moved into place,
/// so a failed build leaves the previous site as it was.
public struct SiteBuilder: Sendable {
    let table: SymbolTable
    let templates: TemplateSet
    let title: String
    let baseURL: String?
    let paths: SitePaths

    /// The file that marks a folder as one apiref wrote, and so may replace.
    public static let marker = ".apiref-site"

    public init(table: SymbolTable, title: String, templates: TemplateSet, baseURL: String?) {
        self.table = table
        self.templates = templates
        self.title = title
        self.baseURL = baseURL
        paths = SitePaths(symbols: table.symbols)
    }

    /// Builds into `output`. Refuses a non-empty folder apiref did not create unless `force`.
    public func build(into output: URL, force: Bool, manifest: SiteManifest) throws -> Int {
        try SiteOutput.checkReplaceable(output, force: force)
        let staging = output.deletingLastPathComponent()
            .appendingPathComponent(".\(output.lastPathComponent).building-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: staging)
        do {
            let files = try writeAll(into: staging, manifest: manifest)
            try SiteOutput.replace(output, with: staging)
            return files
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// Redoes the pages of `pageIDs` in the site at `output`, which was built from the same
    /// inputs (`SiteManifest.editedFiles`): every page is rendered before any is written, and
    /// a page is written (to a temporary file, then renamed over the old one) only when its
    /// bytes changed. Returns how many pages were written.
    public func update(_ output: URL, pageIDs: Set<String>, manifest: SiteManifest) throws -> Int {
        let jobs = pageJobs(only: pageIDs)
        let rendered = jobs.concurrentMap { $0.render() }
        var written = 0
        for (job, text) in zip(jobs, rendered) {
            let url = output.appendingPathComponent(job.file)
            let bytes = Data(text.utf8)
            if FileManager.default.contents(atPath: url.path) == bytes { continue }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteOutput.replaceFile(url, with: bytes)
            written += 1
        }
        try SiteOutput.replaceFile(output.appendingPathComponent(Self.marker), with: manifest.encoded)
        return written
    }

    private typealias Job = (file: String, render: @Sendable () -> String)

    /// The page of every class, protocol, category, framework and article (or of those in `only`).
    private func pageJobs(only: Set<String>? = nil) -> [Job] {
        var jobs: [Job] = []
        let mentions = MentionIndex(table)
        for page in table.symbols where page.kind.isPage && only?.contains(page.id) != false {
            guard let file = paths.file(for: page, in: table) else { continue }
            if page.kind == .article {
                jobs.append((file, { layout(page.name, file: file, body: templates.render("article", articleModel(page, links: links(file)))) }))
            } else {
                jobs.append((file, {
                    let model = ContainerPageModel.make(page, links: links(file), mentions: mentions.articles(mentioning: page.id))
                    return layout(page.name, file: file, body: templates.render("class", model))
                }))
            }
        }
        return jobs
    }

    /// Every file of the site, written below `folder`; returns how many pages there are.
    func writeAll(into folder: URL, manifest: SiteManifest) throws -> Int {
        var jobs = pageJobs()
        let symbols = table.symbols
        jobs.append(("index.html", { layout(title, file: "index.html", body: templates.render("home", ListingPageModels.home(symbols, links: links("index.html")))) }))
        jobs.append(("deprecated.html", {
            var model = ListingPageModels.deprecated(symbols, links: links("deprecated.html"))
            model["title"] = "Deprecated API"
            model["intro"] = "Every deprecated symbol, grouped by the release that deprecated it, with what replaces it."
            return layout("Deprecated API", file: "deprecated.html", body: templates.render("versions", model))
        }))
        jobs.append(("whats-new.html", {
            var model = ListingPageModels.whatsNew(symbols, links: links("whats-new.html"))
            model["title"] = "What’s New"
            model["intro"] = "What each release introduced, newest first."
            return layout("What’s New", file: "whats-new.html", body: templates.render("versions", model))
        }))
        jobs.append(("search.html", { layout("Search", file: "search.html", body: templates.render("search", [:])) }))
        jobs.append(("404.html", { layout("Page Not Found", file: "404.html", body: templates.render("not-found", ["home": "index.html"])) }))
        jobs.append(("search-index.js", { SearchIndexFile.contents(symbols, source: table, paths: paths) }))
        if let baseURL {
            let pages = jobs.map(\.file).filter { $0.hasSuffix(".html") && $0 != "404.html" }
            jobs.append(("sitemap.xml", { Sitemap.contents(files: pages, baseURL: baseURL) }))
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for directory in Set(jobs.map { ($0.file as NSString).deletingLastPathComponent }) where !directory.isEmpty {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        _ = try jobs.concurrentMap { job in
            do {
                try Data(job.render().utf8).write(to: folder.appendingPathComponent(job.file))
            } catch {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "\(job.file): \(error)"])
            }
        }
        try SiteOutput.copyAssets(from: templates.folder.appendingPathComponent("assets"), to: folder.appendingPathComponent("assets"))
        try manifest.encoded.write(to: folder.appendingPathComponent(Self.marker))
        return jobs.filter { $0.file.hasSuffix(".html") }.count
    }

    private func links(_ file: String) -> PageLinks { PageLinks(source: table, paths: paths, file: file) }

    private func articleModel(_ article: Symbol, links: PageLinks) -> [String: Any] {
        var markdown = links.markdown
        markdown.minimumHeadingLevel = 2
        return ["title": article.name, "summary": markdown.inlines(article.summary), "body": markdown.blocks(article.discussion)]
    }

    /// The page chrome around a body: shared header, navigation, search box and footer.
    private func layout(_ pageTitle: String, file: String, body: String) -> String {
        let links = links(file)
        return templates.render("layout", [
            "title": pageTitle, "libraryTitle": title, "body": body,
            "root": links.root(""), "home": links.root("index.html"), "deprecated": links.root("deprecated.html"),
            "whatsNew": links.root("whats-new.html"), "search": links.root("search.html"),
            "stylesheet": links.root("assets/style.css"), "script": links.root("assets/search.js"),
            "searchIndex": links.root("search-index.js"),
        ])
    }
}
