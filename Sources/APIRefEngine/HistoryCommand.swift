import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref history`: what each SDK release changed about the documented symbols.
struct HistoryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "history",
        abstract: "Record what each SDK release changed about the documented symbols (history.json).",
        discussion: """
            `apiref history import` compares the symbol graphs of consecutive SDK releases and \
            writes the content folder's history.json; the index reads it, terminal pages show \
            it in a HISTORY section and `apiref changes` lists it.
            """,
        subcommands: [HistoryImportCommand.self])
}

struct HistoryImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Compare the graphs of SDK releases and write history.json in the content folder.",
        discussion: """
            Each folder is one release: its version is read from the folder's name (iOS-14.5), \
            or given as 14.5=FOLDER. Releases are compared oldest first; for every documented \
            class, protocol, member and constant the file records what each release changed: \
            introduced, deprecated (with the Swift graphs' message and replacement), to be \
            deprecated, removed, declaration changed (Objective-C and Swift apart) and renamed \
            in Swift.
            """)

    @Argument(help: ArgumentHelp("SDK folders of symbol graphs, one per release (iOS-9.3 … or VERSION=FOLDER).", valueName: "folder"))
    var folders: [String]

    @Flag(help: "Say what the file would hold; write nothing.")
    var dryRun = false

    @OptionGroup var options: ContentOptions
    @OptionGroup var format: FormatOptions

    func run() throws {
        let releases = try HistoryImportRun.releases(folders)
        try HistoryImportRun.run(releases, folder: options.folder(), dryRun: dryRun, json: format.isJSON)
    }
}

/// `apiref changes --from 12.4 --to 16.5`: the history, between two versions.
struct ChangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "changes",
        abstract: "List what the SDK releases between two versions changed about documented symbols.",
        discussion: """
            Answers from the library's history (history.json, written by `apiref history \
            import`), without graphs: changes filed under a version after --from and up to \
            --to, by version, then kind. Exit 1 when nothing matches.
            """)

    @Option(help: ArgumentHelp("Changes after this version, e.g. 12.4.", valueName: "version"))
    var from: String
    @Option(help: ArgumentHelp("Changes up to this version, e.g. 16.5.", valueName: "version"))
    var to: String
    @Option(help: ArgumentHelp("Only this class's or protocol's members and its own page.", valueName: "name"))
    var container: String?
    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp(
            "Only these kinds: added, deprecated (to be deprecated too), removed, changed (declarations and renames).", valueName: "kind"))
    var kind: [String] = []
    @OptionGroup var content: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let changes = try ChangesRun(from: from, to: to, container: container, kinds: kind, output: output.settings)
        try changes.run(in: content.folder())
    }
}
