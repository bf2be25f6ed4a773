import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref export`: the library as data for other tools.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the library as data for other tools.",
        subcommands: [ExportJSONCommand.self])
}

/// `apiref export json`: the whole resolved model, as `docs/model.schema.json` describes it.
struct ExportJSONCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "json",
        abstract: "Write the whole resolved model as one JSON document (schema: docs/model.schema.json).",
        discussion: """
            Every symbol with its facts, both spellings (Objective-C and Swift), availability, links (as the ids they resolve to) and prose as \
            Markdown and as HTML (links relative to the root of the site apiref build writes). A \
            translation's document has its prose and the source language's facts. The file is written \
            whole or not at all; - writes to standard output.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"))
    var output: String

    @Option(help: ArgumentHelp("The language of the prose (default: the library's source language).", valueName: "tag"))
    var lang: String?

    @OptionGroup var format: FormatOptions

    func run() throws {
        try ModelExportRun(folder: content.folder(), output: output, language: lang, json: format.isJSON).run()
    }
}
