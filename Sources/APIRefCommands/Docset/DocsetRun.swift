import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref docset`'s work: the checks of its arguments, the theme and the pages, the
/// `DocsetExport` written whole or not at all, the archive and feed, and the summary.
public struct DocsetRun {
    public var folder: ContentFolder
    /// `--templates`: the theme's folder, as given (nil: the shipped one).
    public var templates: String?
    /// `--output`: the folder the docset is written into.
    public var output: String
    /// `--name`: the bundle's file name (nil: from the library's title).
    public var name: String?
    /// `--keyword`: the word that limits a viewer's search to this docset.
    public var keyword: String
    /// `--lang` (nil: the library's source language).
    public var language: String?
    /// `--archive`, with `--archive-url` and `--docset-version`.
    public var archive: Bool
    public var archiveURL: String?
    public var docsetVersion: String?
    /// `--date`, YYYY-MM-DD.
    public var date: String?
    /// `--base-url`: where the same pages are published.
    public var baseURL: String?
    /// `--force`.
    public var force: Bool
    public var json: Bool

    public init(
        folder: ContentFolder, templates: String?, output: String, name: String?, keyword: String, language: String?,
        archive: Bool, archiveURL: String?, docsetVersion: String?, date: String?, baseURL: String?, force: Bool, json: Bool
    ) {
        self.folder = folder
        self.templates = templates
        self.output = output
        self.name = name
        self.keyword = keyword
        self.language = language
        self.archive = archive
        self.archiveURL = archiveURL
        self.docsetVersion = docsetVersion
        self.date = date
        self.baseURL = baseURL
        self.force = force
        self.json = json
    }

    /// What the docset wrote, on standard output as JSON.
    struct Summary: Encodable {
        var docset: String
        var entries: Int
        var language: String
        var archive: String?
        var feed: String?
    }

    /// `name` when a docset may be called so; a usage error that says why not otherwise.
    public static func checkedName(_ name: String) throws -> String {
        if let problem = DocsetExport.problem(withName: name) { throw ToolError.usage(problem) }
        return name
    }

    /// `keyword` when a viewer can search with it (`keyword:query`): one word, without ':'.
    public static func checkedKeyword(_ keyword: String) throws -> String {
        if keyword.isEmpty || keyword.contains(where: { $0 == ":" || $0.isWhitespace || $0.isNewline }) {
            throw ToolError.usage("'\(keyword)' cannot be a search keyword: one word, without ':'")
        }
        return keyword
    }

    public func run() throws {
        let index = try folder.openIndexForExport("a docset")
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io("\(templateFolder.path): no such template folder")
        }
        // Only what is inside these two folders reaches the docset and its archive.
        let confinement = ConfinedFolders([folder.url, templateFolder])
        let languages = try SiteLanguages(index: index, folder: folder, templates: templateFolder, confinement: confinement)
        let code = language ?? languages.source.code
        guard let variant = languages.all.first(where: { $0.code == code }) else {
            throw ToolError.usage("unknown language '\(code)'; this library has \(languages.all.map(\.code).joined(separator: ", "))")
        }
        let bundleName = try Self.checkedName(
            name ?? DocsetExport.name(fromTitle: index.title) + (variant == languages.source ? "" : "-" + code))
        let keyword = try Self.checkedKeyword(keyword)
        let given = try ExportDate.given(date)
        try OutputPlace.check(output, content: folder, templates: templateFolder)
        let target = URL(fileURLWithPath: output)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder), !isFolder.boolValue {
            throw ToolError.io("\(output) is a file; give a folder to write the docset into")
        }
        try index.reading { library in
            try ToolError.whileWriting("the docset to \(output)") {
                let theme = try TemplateSet(
                    folder: templateFolder, confinement: confinement, display: folder.displayPath(of: templateFolder))
                let images = ContentImages.files(in: folder.url, confinement: confinement, display: folder.displayPath)
                OutputWarnings.print(SiteBuild.once(theme.files.diagnostics + images.diagnostics))
                let symbols = try IndexedSiteSymbols(library: library)
                let pages: SiteSymbols =
                    variant == languages.source
                    ? symbols
                    : LocalizedSiteSymbols(
                        base: symbols, source: languages.source(for: variant, library: library, folder: folder, table: symbols.table))
                var builder = try SiteBuilder(
                    symbols: pages, title: index.title, templates: theme, baseURL: nil,
                    language: languages.alone(variant))
                builder.flavor = .docset
                builder.images = images.files
                builder.defaultSyntax = try index.defaultSyntax ?? SyntaxChoice.builtInDefault
                let export = try DocsetExport(
                    name: bundleName, title: index.title + (variant == languages.source ? "" : " (\(variant.name))"),
                    keyword: keyword, fallbackURL: baseURL)
                let entries = try export.write(builder, into: target, force: force)
                if archive {
                    // Only an archive needs a date: the newest content file's unless one is given.
                    let stamp = try given ?? ExportDate.newest(folder)
                    try export.writeArchive(in: target, version: docsetVersion ?? ExportDate.day(stamp), baseURL: archiveURL, time: stamp)
                }
                let docset = target.appendingPathComponent(bundleName + ".docset").path
                let archivePath = archive ? target.appendingPathComponent(bundleName + ".tgz").path : nil
                try CommandSummary.write(
                    Summary(
                        docset: docset, entries: entries, language: code, archive: archivePath,
                        feed: archive ? target.appendingPathComponent(bundleName + ".xml").path : nil),
                    text: "wrote \(docset) (\(entries) entries)" + (archivePath.map { ", \($0) and its feed" } ?? ""), json: json)
            }
        }
    }
}
