import APIRefCommands
import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

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
        let folder = try content.folder()
        let index = try folder.openIndexForExport("an export")
        let code = try index.checkedLanguage(lang ?? index.languages.first ?? "en")
        if output != "-" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
                throw ToolError.io("\(output) is a folder; give the file to write")
            }
        }
        try index.reading { library in
            let symbols = try index.readable(IndexedSiteSymbols(library: library), in: code, folder: folder).symbols
            let export = try ModelExport(
                symbols: symbols, title: index.title, language: code, languages: index.languages, contentFolder: folder.url)
            let count = try ToolError.whileWriting(output) {
                output == "-" ? try export.writeToStandardOutput() : try export.write(to: URL(fileURLWithPath: output))
            }
            guard output != "-" else { return }
            struct Summary: Encodable {
                var output: String
                var symbols: Int
                var language: String
                var schemaVersion: Int
            }
            try format.report(
                Summary(output: output, symbols: count, language: code, schemaVersion: ModelExport.schemaVersion),
                text: "wrote \(count) symbols to \(output)")
        }
    }
}
