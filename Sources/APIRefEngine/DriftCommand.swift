import APIRefCommandLine
import APIRefCommands
import APIRefImport
import ArgumentParser

/// `apiref drift GRAPH…`: how the library differs from an SDK's symbol graphs.
struct DriftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare the library's facts with an SDK's symbol graphs; exit 1 on drift.",
        discussion: """
            Reports members the SDK declares and the library does not document, members the \
            SDK does not declare, declarations that differ (ignoring spacing, attribute order, \
            nullability and availability macros), introduced, deprecated and obsoleted versions \
            that differ, and deprecations the library does not mention; with Swift graphs, Swift \
            names and Swift declarations that differ, and members the SDK spells in Swift that \
            the page gives no Swift spelling. Nothing is changed; \
            `apiref import` brings the facts in. When no page of the library is in the graphs \
            (the graphs of another module), drift says what each side holds and exits 1.
            """)

    @Argument(
        help: ArgumentHelp(
            "Symbol graph files (*.symbols.json or *.symbols.json.gz), or folders of them (subfolders too), Objective-C and Swift.",
            valueName: "graph"))
    var graphs: [String]

    @Option(
        help: ArgumentHelp("Only changes newer than this release: members introduced and deprecations made after it.", valueName: "version")
    )
    var since: String?

    @OptionGroup var options: ContentOptions
    @OptionGroup var format: FormatOptions

    func validate() throws {
        try validating { _ = try DriftRun.since(since) }
    }

    func run() throws {
        let graphs = try GraphSet.loadForCommand(self.graphs, quiet: options.quiet)
        try DriftRun(graphs: graphs, folder: options.folder(), since: DriftRun.since(since), json: format.isJSON).run()
    }
}
