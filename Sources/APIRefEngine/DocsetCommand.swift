import APIRefCommandLine
import APIRefCommands
import ArgumentParser

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
        try DocsetRun(
            folder: content.folder(), templates: templates, output: output, name: name, keyword: keyword, language: lang,
            archive: archive, archiveURL: archiveURL, docsetVersion: docsetVersion, date: date, baseURL: baseURL, force: force,
            json: format.isJSON
        ).run()
    }
}
