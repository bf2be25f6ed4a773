import APIRefCore
import APIRefIndex
import APIRefRender
import Foundation

/// One build of the site from an index that is up to date: in full into a new folder, or,
/// when the folder holds a site apiref built from the same inputs but for the edited
/// files, only the pages those files make. `apiref build` and `apiref serve` both use it.
public struct SiteBuild {
    let folder: ContentFolder
    let index: SymbolIndex
    let templateFolder: URL
    let baseURL: String?
    /// Whether each page gets its Markdown copy, and each copy of the site its `llms.txt`
    /// (`SiteMarkdownCopies`); `--no-markdown` turns them off.
    public var markdownCopies = true

    /// A build of `folder`'s site from its `index`, with the templates in `templateFolder`.
    public init(folder: ContentFolder, index: SymbolIndex, templateFolder: URL, baseURL: String?) {
        self.folder = folder
        self.index = index
        self.templateFolder = templateFolder
        self.baseURL = baseURL
    }

    /// What a build did.
    public struct Result {
        /// Pages written (for an update, only those whose bytes changed).
        public var pages: Int
        /// Whether the site on disk was updated rather than built whole.
        public var incremental: Bool
        /// For an update of a site built before: how many content files changed.
        public var filesChanged: Int?
        /// For an update: how many files of the site were missing or not what the last build
        /// wrote, and were written again (not counted in `pages`).
        public var restored = 0
        /// The theme's and the images' links and special files that were left out (`ConfinedFolders`).
        public var diagnostics: [Diagnostic] = []
    }

    /// Updates the site at `site` when it was built from the same inputs but for edited
    /// files, else builds it whole (replacing a folder apiref did not write only with `force`).
    /// A read that fails on the way is thrown before anything is published: the index's
    /// own reads throw, and those behind the translations' answers (`IndexLibrary`) are
    /// thrown by `SiteBuilder` before it publishes, and by `reading` in any case.
    public func write(to site: URL, force: Bool) throws -> Result {
        try index.reading { library in try write(to: site, force: force, library: library) }
    }

    private func write(to site: URL, force: Bool, library: IndexLibrary) throws -> Result {
        // Only what is inside these two folders reaches the site.
        let confinement = ConfinedFolders([folder.url, templateFolder])
        let theme = try TemplateSet(folder: templateFolder, confinement: confinement, display: folder.displayPath(of: templateFolder))
        let images = ContentImages.files(in: folder.url, confinement: confinement, display: folder.displayPath)
        var manifest = try SiteManifest(
            publicSignature: index.publicSignature, stamps: index.fileStamps,
            theme: theme, title: index.title, baseURL: baseURL,
            images: ContentImages.fingerprint(of: images.files), markdownCopies: markdownCopies)
        let diagnostics = Self.once(theme.files.diagnostics + images.diagnostics)
        // Identities in memory; page bodies are read from the index a batch at a time.
        let symbols = try IndexedSiteSymbols(library: library)
        let languages = try SiteLanguages(index: index, folder: folder, templates: templateFolder, confinement: confinement)
        var builder = try SiteBuilder(
            symbols: symbols, title: index.title, templates: theme, baseURL: baseURL,
            language: languages.site(for: languages.source))
        builder.images = images.files
        builder.markdownCopies = markdownCopies
        builder.defaultSyntax = try index.defaultSyntax ?? SyntaxChoice.builtInDefault
        let sources = languages.translations.map { languages.source(for: $0, library: library, folder: folder, table: symbols.table) }
        // The translations' states as the copies below read them: each translation is read once.
        builder.coverage = SiteCoverage { [index] in try CoverageInputs(index: index, table: symbols.table, sources: sources).report() }
        let others = try zip(languages.translations, sources).map { variant, source in
            var other = try SiteBuilder(
                symbols: LocalizedSiteSymbols(base: symbols, source: source),
                title: index.title, templates: theme, baseURL: baseURL, language: languages.site(for: variant))
            other.images = images.files
            other.markdownCopies = markdownCopies
            other.defaultSyntax = builder.defaultSyntax
            other.coverage = builder.coverage
            return other
        }
        if let previous = SiteManifest.read(from: site), let edited = manifest.editedFiles(since: previous) {
            // A page deleted or overwritten since the last build: every file is redone, and
            // those that differ are written again.
            let damaged = previous.damagedFiles(in: site)
            // Same inputs as the site on disk: only the edited files' pages can differ —
            // in a translation's copy, also the pages whose translation was edited.
            let pages = try index.pageIDs(inFiles: edited)
            var written = try builder.update(site, pageIDs: damaged.isEmpty ? pages : nil, redoingCoverage: !edited.isEmpty)
            for other in others {
                let translated = edited.compactMap(TranslationPath.init).filter { $0.language == other.languageCode }
                let ids = try pages.union(index.pageIDs(inFiles: Set(translated.map(\.originalRelativePath))))
                let theirs = try other.update(
                    site.appendingPathComponent(other.folderName), pageIDs: damaged.isEmpty ? ids : nil,
                    redoingCoverage: !edited.isEmpty)
                for (file, bytes) in theirs { written[other.folderName + "/" + file] = bytes }
            }
            manifest = manifest.recording(written, over: previous)
            // Last: until it is written, the old manifest has the edited files' old stamps and they are redone.
            try manifest.write(into: site)
            let restored = damaged.intersection(written.keys)
            // A page's Markdown copy goes with it: pages are counted once.
            let pageCount = written.keys.filter { !restored.contains($0) && !SiteMarkdownCopies.isCopy($0) }.count
            return Result(
                pages: pageCount, incremental: true, filesChanged: edited.count, restored: restored.count, diagnostics: diagnostics)
        }
        let pages = try builder.build(into: site, force: force, manifest: manifest, alongside: others)
        return Result(pages: pages, incremental: false, filesChanged: nil, diagnostics: diagnostics)
    }

    /// Each diagnostic once: an image of the content's own theme is found by both walks.
    public static func once(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<String> = []
        return diagnostics.filter { seen.insert("\($0.location) \($0.id)").inserted }
    }
}
