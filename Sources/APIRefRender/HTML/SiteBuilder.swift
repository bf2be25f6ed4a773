import APIRefCore
import Foundation

/// Writes the whole static site: one page per class, protocol, category and article,
/// home, deprecated API, what's new, search (with its index file), 404 and, with a base
/// URL, `sitemap.xml`. The site is written into a temporary folder and moved into place,
/// so a failed build leaves the previous site as it was. Pages are rendered a batch at a
/// time (`SitePageBatches`), so memory stays flat however large the library is.
public struct SiteBuilder: Sendable {
    let symbols: SiteSymbols
    let templates: TemplateSet
    let title: String
    let baseURL: String?
    let paths: SitePaths
    let inheritedSections: InheritedSections

    /// Pages rendered per batch: enough to keep every core busy, few enough to stay small.
    var pagesPerBatch = 32

    var table: SymbolTable { symbols.table }

    /// The file that marks a folder as one apiref wrote, and so may replace.
    public static let marker = ".apiref-site"

    public init(symbols: SiteSymbols, title: String, templates: TemplateSet, baseURL: String?) {
        self.symbols = symbols
        self.templates = templates
        self.title = title
        self.baseURL = baseURL
        paths = SitePaths(symbols: symbols.table.symbols)
        inheritedSections = InheritedSections(templates: templates)
    }

    /// Builds into `output`. Refuses a non-empty folder apiref did not create unless `force`.
    public func build(into output: URL, force: Bool, manifest: SiteManifest) throws -> Int {
        try SiteOutput.checkReplaceable(output, force: force)
        let staging = output.deletingLastPathComponent()
            .appendingPathComponent(SiteOutput.stagingPrefix(output) + LeftoverFiles.ownTag)
        SiteOutput.removeLeftovers(beside: output)
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
        SiteOutput.removeLeftovers(beside: output)
        let rendered = try SitePageBatches(builder: self, only: pageIDs).units.concurrentMap { unit in
            try unit().map { job in (file: job.file, text: try job.text()) }
        }.flatMap { $0 }
        var written = 0
        for (file, text) in rendered {
            let url = output.appendingPathComponent(file)
            let bytes = Data(text.utf8)
            if FileManager.default.contents(atPath: url.path) == bytes { continue }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteOutput.replaceFile(url, with: bytes)
            written += 1
        }
        try SiteOutput.replaceFile(output.appendingPathComponent(Self.marker), with: manifest.encoded)
        return written
    }

    /// Every file of the site, written below `folder`; returns how many pages there are.
    func writeAll(into folder: URL, manifest: SiteManifest) throws -> Int {
        let pageFiles = table.symbols.filter(\.kind.isPage).compactMap { paths.file(for: $0, in: table) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for directory in Set(pageFiles.map { ($0 as NSString).deletingLastPathComponent }) where !directory.isEmpty {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(directory), withIntermediateDirectories: true)
        }
        let listings = SiteListingJobs(builder: self, pageFiles: pageFiles).jobs
        // The listings are the biggest files: they go first, so the pages fill the other cores,
        // and one after another, so no two of their models are in memory at once.
        let units = [{ listings }] + SitePageBatches(builder: self, only: nil).units
        ProgressLine.begin("writing pages", total: pageFiles.count + listings.count)
        defer { ProgressLine.end() }
        _ = try units.concurrentMap { unit in
            for job in try unit() {
                try job.write(into: folder)
                ProgressLine.advance()
            }
        }
        try SiteOutput.copyAssets(from: templates.folder.appendingPathComponent("assets"), to: folder.appendingPathComponent("assets"))
        try manifest.encoded.write(to: folder.appendingPathComponent(Self.marker))
        return pageFiles.count + listings.filter { $0.file.hasSuffix(".html") }.count
    }

    func links(_ file: String, source: SymbolSource? = nil) -> PageLinks {
        PageLinks(source: source ?? table, paths: paths, file: file)
    }

    /// The page chrome around a body: shared header, navigation, search box and footer.
    func layout(_ pageTitle: String, file: String, body: String) -> String {
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
