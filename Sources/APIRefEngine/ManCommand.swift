import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref man`: mdoc(7) pages for `man`, `apropos` and `mandoc`.
struct ManCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "man",
        abstract: "Write man pages: one per class, protocol, category and member (section 3objc).",
        discussion: """
            Pages go to DIR/man3objc/ (a translation's to DIR/<lang>/man3objc/), so that \
            `man -M DIR 3objc UITableViewCell`, `man -M DIR UITableViewCell.accessoryType` and, after \
            `mandb DIR`, `apropos -M DIR accessory` find them. A member Swift sees shows both declarations and \
            is found by its Swift path too (`man -M DIR 3objc 'UITableView.dequeueReusableCell(withIdentifier:for:)'`, \
            a .so page). A new folder is written whole or not at all; \
            in a folder apiref wrote before, only the pages whose bytes changed are rewritten (each whole) \
            and pages of symbols that are gone are removed.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("Where to write the pages.", valueName: "dir"))
    var output = "man"

    @Option(help: ArgumentHelp("Only this language (default: every language of the library).", valueName: "tag"))
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "The date every page shows, YYYY-MM-DD (default: $SOURCE_DATE_EPOCH, else when the page's content file was last changed).",
            valueName: "date"))
    var date: String?

    @Flag(help: "Replace a non-empty output folder that apiref did not write.")
    var force = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        try ManRun(folder: content.folder(), output: output, language: lang, date: date, force: force, json: format.isJSON).run()
    }
}
