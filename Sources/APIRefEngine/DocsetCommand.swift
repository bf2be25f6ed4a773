import APIRefCommands
import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref docset`: a Dash/Zeal docset, and with `--archive` the `.tgz` and feed to host it.
struct DocsetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docset",
        abstract: "Write a Dash/Zeal docset of the library (one language), and optionally its archive and feed.",
        discussion: """
            Writes DIR/NAME.docset: the site's pages without its sidebar and search (the viewer has its own), \
            every member marked for the viewer's table of contents, and the search index docSet.dsidx \
            (a member Swift sees under both names). \
            The docset is written whole or not at all. With --archive, also DIR/NAME.tgz (the same bytes \
            for the same library and date) and DIR/NAME.xml, a feed Dash and Zeal can subscribe to.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("The theme (default: the shipped Templates/); its docset/icon.png is the docset's icon.", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("The folder the docset is written into.", valueName: "dir"))
    var output = "docsets"

    @Option(
        help: ArgumentHelp("The docset's file name (default: from the library's title, with -<lang> for a translation).", valueName: "name")
    )
    var name: String?

    @Option(help: ArgumentHelp("The search keyword that limits a search to this docset (keyword:query).", valueName: "word"))
    var keyword = "apiref"

    @Option(help: ArgumentHelp("The language (default: the library's source language).", valueName: "tag"))
    var lang: String?

    @Flag(help: "Also write NAME.tgz and the feed NAME.xml.")
    var archive = false

    @Option(help: ArgumentHelp("Where NAME.tgz will be published; the feed points there.", valueName: "url"))
    var archiveURL: String?

    @Option(help: ArgumentHelp("The version the feed announces (default: the date).", valueName: "version"))
    var docsetVersion: String?

    @Option(
        help: ArgumentHelp(
            "The archive's date, YYYY-MM-DD (default: $SOURCE_DATE_EPOCH, else the newest content file's).", valueName: "date"))
    var date: String?

    @Option(help: ArgumentHelp("Where the same pages are published, for the viewer's \"open online\".", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Replace a non-empty NAME.docset that apiref did not write.")
    var force = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        let folder = try content.folder()
        let index = try folder.openIndexForExport("a docset")
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io("\(templateFolder.path): no such template folder")
        }
        // Only what is inside these two folders reaches the docset and its archive.
        let confinement = ConfinedFolders([folder.url, templateFolder])
        let languages = try SiteLanguages(index: index, folder: folder, templates: templateFolder, confinement: confinement)
        let code = lang ?? languages.source.code
        guard let variant = languages.all.first(where: { $0.code == code }) else {
            throw ToolError.usage("unknown language '\(code)'; this library has \(languages.all.map(\.code).joined(separator: ", "))")
        }
        let bundleName = try name ?? DocsetExport.name(fromTitle: index.title) + (variant == languages.source ? "" : "-" + code)
        if let problem = DocsetExport.problem(withName: bundleName) { throw ToolError.usage(problem) }
        if keyword.isEmpty || keyword.contains(where: { $0 == ":" || $0.isWhitespace || $0.isNewline }) {
            throw ToolError.usage("'\(keyword)' cannot be a search keyword: one word, without ':'")
        }
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
                struct Summary: Encodable {
                    var docset: String
                    var entries: Int
                    var language: String
                    var archive: String?
                    var feed: String?
                }
                let docset = target.appendingPathComponent(bundleName + ".docset").path
                let archivePath = archive ? target.appendingPathComponent(bundleName + ".tgz").path : nil
                try format.report(
                    Summary(
                        docset: docset, entries: entries, language: code, archive: archivePath,
                        feed: archive ? target.appendingPathComponent(bundleName + ".xml").path : nil),
                    text: "wrote \(docset) (\(entries) entries)" + (archivePath.map { ", \($0) and its feed" } ?? ""))
            }
        }
    }
}
