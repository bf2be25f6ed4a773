import APIRefCore
import APIRefProcess
import Foundation

/// Writes the whole static site: one page per class, protocol, category and article,
/// home, deprecated API, what's new, coverage (given a report), search (with its index
/// file), 404 and, with a base URL, `sitemap.xml`. The site is written into a temporary folder and moved into place,
/// so a failed build leaves the previous site as it was. Pages are rendered a batch at a
/// time (`SitePageBatches`), so memory stays flat however large the library is.
public struct SiteBuilder: Sendable {
    let symbols: SiteSymbols
    let templates: TemplateSet
    let title: String
    let baseURL: String?
    let paths: SitePaths
    let inheritedSections: InheritedSections
    /// The theme's words in this copy's language, for every template (`{{labels.overview}}`).
    let labels: [String: String]
    /// The same, as templates rendered by shape share them.
    private let sharedLabels: TemplateValue
    /// The language of this copy of the site, and the others it links to.
    let language: SiteLanguage
    /// Page files that have a translation, by language code: where alternates are named.
    let translatedFiles: [String: Set<String>]

    /// Pages rendered per batch: enough to keep every core busy, few enough to stay small.
    var pagesPerBatch = 32
    /// The content folder's images (`ContentImages.files`), copied into every copy of the
    /// site at the same relative paths, so that a page's `images/x.png` works there too.
    public var images: [CheckedFile] = []
    /// A website's pages, or a docset's (no sidebar or search; `dashAnchor`s).
    public var flavor: SiteFlavor = .website
    /// The syntax a page shows before the reader chooses (`library.yml`'s `syntax`): both
    /// are on every page, and the switch starts on this one.
    public var defaultSyntax = SyntaxChoice.builtInDefault
    /// The library's coverage (worked out by the caller from the index and the translations,
    /// when the coverage page is written), for the page that the home page links; no page without it.
    public var coverage: SiteCoverage?
    /// Whether each page gets its Markdown copy and the copy `llms.txt` (`SiteMarkdownCopies`);
    /// a website's only: a docset's readers have Dash or Zeal.
    public var markdownCopies = true

    /// Whether this build writes the Markdown copies.
    var writesMarkdown: Bool { markdownCopies && flavor == .website }

    var table: SymbolTable { symbols.table }

    /// The file that marks a folder as one apiref wrote, and so may replace.
    public static let marker = ".apiref-site"

    public init(symbols: SiteSymbols, title: String, templates: TemplateSet, baseURL: String?, language: SiteLanguage = .single) {
        self.symbols = symbols
        self.templates = templates
        self.title = title
        self.baseURL = baseURL
        self.language = language
        let paths = SitePaths(symbols: symbols.table.symbols)
        self.paths = paths
        labels = language.templateLabels
        sharedLabels = .shared(labels)
        inheritedSections = InheritedSections(templates: templates, labels: sharedLabels)
        let table = symbols.table
        translatedFiles = language.translatedPages.mapValues { ids in
            Set(ids.compactMap { table.symbol(id: $0) }.compactMap { paths.file(for: $0, in: table) })
        }
    }

    /// The language this copy is written in, and the folder it is written to ("" for the root).
    public var languageCode: String { language.current.code }
    public var folderName: String { language.current.folder }

    /// Writes the copies of the site in the other languages into their folders of the
    /// staged site (`build`'s `alongside`).
    func writeTranslations(_ others: [SiteBuilder], into folder: URL) throws {
        for other in others where !other.language.isSource {
            _ = try other.writeAll(into: folder.appendingPathComponent(other.language.current.folder))
        }
    }

    /// Builds into `output`, with the copies of the site in other languages (`alongside`)
    /// in their folders. Refuses a non-empty folder apiref did not create unless `force`.
    /// The manifest written with it records every file's size and hash (`SiteFileSums`).
    public func build(into output: URL, force: Bool, manifest: SiteManifest, alongside others: [SiteBuilder] = []) throws -> Int {
        try SiteOutput.checkReplaceable(output, force: force)
        let staging = output.deletingLastPathComponent()
            .appendingPathComponent(SiteOutput.stagingPrefix(output) + LeftoverFiles.ownTag)
        SiteOutput.removeLeftovers(beside: output)
        // Our own name (`LeftoverFiles.ownTag`): one left there must go, or it would be mixed in.
        if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
        do {
            return try Interruption.removing(staging) {
                let files = try writeAll(into: staging)
                try writeTranslations(others, into: staging)
                var manifest = manifest
                manifest.files = try SiteFileSums.of(staging)
                try manifest.encoded().write(to: staging.appendingPathComponent(Self.marker))
                try SiteOutput.replace(output, with: staging)
                return files
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)  // cleanup; swept if left
            throw error
        }
    }

    /// Redoes the pages of `pageIDs` in the site at `output`, which was built from the same
    /// inputs (`SiteManifest.editedFiles`): every page is rendered before any is written, and
    /// a page is written (to a temporary file, then renamed over the old one) only when its
    /// bytes changed. With `pageIDs` nil, redoes every file of this copy of the site, pages,
    /// listings and copied files alike, to restore those that were deleted or overwritten
    /// (`SiteFileSums.damaged`). Returns each file written, by its path below `output`, with
    /// its new bytes (nil for a file removed); the caller records them in the manifest.
    ///
    /// A translation's copy also redoes its listings: whether a page's translation is
    /// current shows in the summaries they list, and an edit of the source can change it.
    /// `redoingCoverage` redoes the coverage page too, which any edit of the content (a
    /// parameter described, a translation stamped) may change.
    public func update(_ output: URL, pageIDs: Set<String>?, redoingCoverage: Bool = false) throws -> [String: Data?] {
        SiteOutput.removeLeftovers(beside: output)
        var units = SitePageBatches(builder: self, only: pageIDs).units
        if pageIDs == nil || (!language.isSource && pageIDs?.isEmpty == false) {
            let pageFiles = table.symbols.filter(\.kind.isPage).compactMap { paths.file(for: $0, in: table) }
            let listings = SiteListingJobs(builder: self, pageFiles: pageFiles).jobs
            units.append { listings }
        } else if redoingCoverage, let coverage = SiteListingJobs.coverage(builder: self) {
            // What an edit changes on it is not among the facts that decide which listings are redone.
            units.append { [coverage] }
        }
        let jobs = try units.concurrentMap { unit in
            try unit().map { job in (folder: job.isFolder ? job.file : nil, outputs: try job.outputs()) }
        }.flatMap { $0 }
        try symbols.throwIfAReadFailed()
        var rendered = jobs.flatMap(\.outputs)
        if pageIDs == nil {
            rendered += try copiedFiles.map { (file: $0.file, bytes: try $0.source.contents()) }
        }
        var written: [String: Data?] = [:]
        // A folder's files that the new index no longer has go (the search index has fewer files).
        for job in jobs {
            guard let folder = job.folder else { continue }
            let kept = Set(job.outputs.map { ($0.file as NSString).lastPathComponent })
            let url = output.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { continue }
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where !kept.contains(name) {
                try FileManager.default.removeItem(at: url.appendingPathComponent(name))
                written[folder + "/" + name] = .some(nil)
            }
        }
        for (file, bytes) in rendered {
            let url = output.appendingPathComponent(file)
            if FileManager.default.contents(atPath: url.path) == bytes { continue }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteOutput.replaceFile(url, with: bytes)
            written[file] = bytes
        }
        return written
    }

    /// Every file of the site, written below `folder`; returns how many pages there are.
    /// The marker is not among them: the site's is written at its root once every copy is there.
    func writeAll(into folder: URL) throws -> Int {
        let pageFiles = table.symbols.filter(\.kind.isPage).compactMap { paths.file(for: $0, in: table) }
        try ExportFolder.makeFolder(folder)
        for directory in Set(pageFiles.map { ($0 as NSString).deletingLastPathComponent }) where !directory.isEmpty {
            try ExportFolder.makeFolder(folder.appendingPathComponent(directory))
        }
        let listings = SiteListingJobs(builder: self, pageFiles: pageFiles).jobs
        // The listings are the biggest files: they go first, so the pages fill the other cores,
        // and one after another, so no two of their models are in memory at once.
        let units = [{ listings }] + SitePageBatches(builder: self, only: nil).units
        ProgressLine.begin("writing pages", total: pageFiles.count * (writesMarkdown ? 2 : 1) + listings.count)
        defer { ProgressLine.end() }
        let listingFiles = Set(listings.map(\.file))
        _ = try units.concurrentMap { unit in
            for job in try unit() {
                try job.write(into: folder)
                ProgressLine.advance()
                // A listing frees most of what it made (the search index's entries and
                // words, objects.inv's lines) in pages the allocator would keep for
                // seconds, while the next listing and the pages grow beside them.
                if listingFiles.contains(job.file) { FreedMemory.returnToTheSystem() }
            }
        }
        try writeCopiedFiles(into: folder)
        // Before the staging folder is published.
        try symbols.throwIfAReadFailed()
        return pageFiles.count + listings.filter { $0.file.hasSuffix(".html") }.count
    }

    func links(_ file: String, source: SymbolSource? = nil) -> PageLinks {
        let original =
            language.isSource
            ? nil
            : language.variants.first { $0.folder.isEmpty }.map { variant in
                (page: href(file, in: variant, toRoot: SitePaths.relative("", from: file)), language: variant.code)
            }
        return PageLinks(
            source: source ?? table, paths: paths, file: file,
            kindNames: Dictionary(uniqueKeysWithValues: SymbolKind.allCases.map { ($0, language.label($0.displayName)) }),
            original: original)
    }

    /// The page chrome around a body: shared header, navigation, search box and footer.
    /// `root` replaces the relative way up to this copy's root, for a page that a host serves
    /// at any depth (404.html).
    func layout(_ pageTitle: String, file: String, body: String, root: String? = nil, crumbs: Breadcrumbs? = nil) -> String {
        let toRoot = root ?? links(file).root("")
        let trail = crumbs ?? Breadcrumbs.forListing(pageTitle, toRoot: toRoot, library: title)
        // The copy's base URL for absolute structured data: the site's, plus this copy's folder.
        let base = baseURL.map {
            ($0.hasSuffix("/") ? $0 : $0 + "/") + (language.current.folder.isEmpty ? "" : language.current.folder + "/")
        }
        return render(
            "layout",
            [
                "crumbs": trail.templateItems,
                "breadcrumbData": .text(
                    trail.jsonLD(pageURL: base == nil ? String(file.split(separator: "/").last ?? "") : file, base: base)),
                "title": .text(pageTitle), "libraryTitle": .text(title), "body": .text(body), "lang": .text(language.current.code),
                "root": .text(toRoot), "home": .text(toRoot + "index.html"), "deprecated": .text(toRoot + "deprecated.html"),
                "whatsNew": .text(toRoot + "whats-new.html"), "search": .text(toRoot + "search.html"),
                "stylesheet": .text(toRoot + "assets/style.css"), "script": .text(toRoot + "assets/search.js"),
                "pageScript": .text(toRoot + "assets/page.js"), "navIndex": .text(toRoot + "nav-index.js"),
                "searchIndex": .text(toRoot + "search/index.js"),
                "languages": .list(languageLinks(file: file, toRoot: toRoot)), "hasLanguages": .flag(language.variants.count > 1),
                "alternates": .list(alternateLinks(file: file, toRoot: toRoot)),
                "website": .flag(flavor == .website),
                "swiftFirst": .flag(defaultSyntax == .swift)
            ])
    }

    /// This copy's root as the 404 page links it: the base URL when the site has one, else
    /// the host's root (`/`). A host serves 404.html for a missing page at any depth, where
    /// relative links would lead nowhere.
    var absoluteRoot: String {
        let base = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        return base + (language.current.folder.isEmpty ? "" : language.current.folder + "/")
    }

    /// Member entries and task groups of class pages, each rendered on its own and by
    /// shape, with the same labels and `docset` flag a page sees.
    var pageFragments: PageFragments {
        PageFragments(fragments: templates.fragments, shared: sharedFields)
    }

    /// Renders a template directly, with the labels in its context, where partials find
    /// them too: a listing, whose entries are read as the template walks them. Other pages
    /// are rendered by shape (`render(_:_:)`).
    func renderListing(_ name: String, _ values: [String: Any]) -> String {
        var values = values
        values["labels"] = labels
        // Seen from every nested entry, as the labels are: a member writes its dashAnchor.
        values["docset"] = flavor == .docset
        return templates.render(name, values)
    }

    /// Renders a template by shape (`FragmentTemplates`), with the labels and `docset` flag
    /// in its context as for a listing: pages of one shape (the layout around pages in one folder,
    /// most class pages) share a rendering and differ only in their texts.
    func render(_ name: String, _ fields: TemplateFields) -> String {
        templates.fragments.render(name, fields, sharing: sharedFields)
    }

    /// What every template sees besides its own values.
    var sharedFields: TemplateFields { ["labels": sharedLabels, "docset": .flag(flavor == .docset)] }

    /// The same page in every language of the site: the switcher. A page with no
    /// translation in a language links to that language's copy all the same (its prose is
    /// the source language's there, marked untranslated).
    private func languageLinks(file: String, toRoot: String) -> [TemplateValue] {
        guard language.variants.count > 1 else { return [] }
        return language.variants.map { variant in
            .object([
                "name": .text(variant.name), "code": .text(variant.code), "href": .text(href(file, in: variant, toRoot: toRoot)),
                "current": .flag(variant == language.current)
            ])
        }
    }

    /// `<link rel="alternate" hreflang>` for each language that really translates this page.
    private func alternateLinks(file: String, toRoot: String) -> [TemplateValue] {
        guard language.variants.count > 1 else { return [] }
        let translated = language.variants.filter { $0.folder.isEmpty || translatedFiles[$0.code]?.contains(file) == true }
        guard translated.count > 1 else { return [] }
        return translated.map { .object(["hreflang": .text($0.code), "href": .text(href(file, in: $0, toRoot: toRoot))]) }
    }

    /// `file` in another language's copy, relative to the page at `file` in this one.
    private func href(_ file: String, in variant: SiteLanguage.Variant, toRoot: String) -> String {
        let toSiteRoot = toRoot + (language.isSource ? "" : "../")
        return toSiteRoot + (variant.folder.isEmpty ? "" : variant.folder + "/") + file
    }
}
