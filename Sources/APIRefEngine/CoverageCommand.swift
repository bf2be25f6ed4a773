import APIRefCommandLine
import APIRefCommands
import APIRefCore
import APIRefImport
import ArgumentParser
import Foundation

/// `apiref coverage [GRAPH…]`: how much of the library is written, per class and in total.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show how much of the library is written, per class and in total; with graphs, against the SDK.",
        discussion: """
            Per class or protocol (a category's members count with its class) and in total: \
            members with a summary; methods and functions whose parameters and return value are \
            described (of those that have parameters or return a value); deprecated members that \
            name their replacement; with graphs, the members the SDK declares that the library \
            lacks (SDK lacks), and the classes and protocols of the library's frameworks that it \
            has no page for; per translation language, the members with prose whose translation \
            is current. The table lists the least documented first.

            The headline figure, which --fail-under compares and the badge shows, is \
            "documented": members with a summary, of the members the library documents plus, \
            with graphs, every member the SDK declares that the library lacks. A library (or \
            class) with no members has no figure: n/a, which --fail-under counts as below.

            --next N lists the N members most worth writing next: \(NextWork.rule).
            """)

    @Argument(
        help: ArgumentHelp(
            "Symbol graph files (*.symbols.json or *.symbols.json.gz), or folders of them, as drift takes them: the SDK to compare with.",
            valueName: "graph"))
    var graphs: [String] = []

    @Option(help: ArgumentHelp("Only this translation language (default: every one library.yml declares).", valueName: "tag"))
    var lang: String?

    @Option(help: ArgumentHelp("Only this class or protocol.", valueName: "name"))
    var container: String?

    @Option(help: ArgumentHelp("Exit 1 when the documented figure is below this percentage (0 to 100).", valueName: "percent"))
    var failUnder: String?

    @Option(help: ArgumentHelp("List the N members most worth writing next instead of the table.", valueName: "n"))
    var next: Int?

    @Option(help: "text, json, or svg (a badge of the documented figure).")
    var format: CoverageRun.Format = .text

    @Flag(help: "The same as --format json.")
    var json = false

    @Option(help: "Bold headings: auto (on a terminal, unless NO_COLOR is set), always, never.")
    var color: Output.ColorMode = .auto

    @OptionGroup var options: ContentOptions

    private var settings: CoverageRun {
        get throws {
            CoverageRun(
                format: json ? .json : format, container: container, language: lang,
                failUnder: try failUnder.map(CoverageRun.threshold), next: next,
                usesEscapes: Output(color: color).usesEscapes)
        }
    }

    func validate() throws {
        if json, format == .svg { throw ValidationError("give --format svg or --json, not both") }
        try validating { try settings.validate() }
    }

    func run() throws {
        let graphs = self.graphs.isEmpty ? nil : try GraphSet.loadForCommand(self.graphs, quiet: options.quiet)
        let folder = try options.folder()
        let index = try folder.openIndex()
        try settings.run(folder: folder, index: index, graphs: graphs)
    }
}

extension CoverageRun.Format: ExpressibleByArgument {}
