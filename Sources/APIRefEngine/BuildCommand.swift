import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref build`: the static HTML site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write the library as a static HTML site that works from any host or from disk.")

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("The theme: Mustache templates and assets/ (default: the shipped Templates/).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Where to write the site.", valueName: "dir"))
    var output = "site"

    @Option(help: ArgumentHelp("The address the site is published at; adds sitemap.xml.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Replace a non-empty output folder that apiref did not write.")
    var force = false

    @Flag(help: "Leave out each page's Markdown copy (Name.md beside Name.html) and llms.txt.")
    var noMarkdown = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        let folder = try content.folder()
        let index = try folder.openIndex(announcingErrors: false)
        if try index.errorCount > 0 {
            let report = try DiagnosticReport(
                diagnostics: index.diagnostics().filter { $0.severity == .error },
                fileCount: index.fileCount, symbolCount: index.symbolCount)
            // With --format json the errors are the result on standard output, as `check` gives them.
            if format.isJSON {
                FileHandle.standardOutput.write(Data(try report.json().utf8))
            } else {
                let printer = DiagnosticPrinter.reading(folder, usesColour: TerminalSettings.diagnosticColour)
                FileHandle.standardError.write(Data(printer.text(of: report).utf8))
            }
            throw ToolError.notFound("not building a site from content with errors")
        }
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io(
                "\(templateFolder.path): no such template folder; give a folder of Mustache templates with --templates, or leave it out for the default ones"
            )
        }
        try OutputPlace.check(output, content: folder, templates: templateFolder)
        let summary = try ToolError.whileWriting("the site to \(output)") {
            var build = SiteBuild(folder: folder, index: index, templateFolder: templateFolder, baseURL: baseURL)
            build.markdownCopies = !noMarkdown
            return try build.write(to: URL(fileURLWithPath: output), force: force)
        }
        OutputWarnings.print(summary.diagnostics)
        try report(
            BuildSummary(
                output: output, pages: summary.pages, incremental: summary.incremental, filesChanged: summary.filesChanged,
                restored: summary.incremental ? summary.restored : nil))
    }

    /// What a build did: one line, or a JSON object with `--format json`.
    struct BuildSummary: Encodable {
        var output: String
        var pages: Int
        var incremental: Bool
        var filesChanged: Int?
        /// For an update: files that were missing or overwritten and were written again.
        var restored: Int?
    }

    private func report(_ summary: BuildSummary) throws -> Never {
        if format.isJSON {
            try JSONOutput.write(summary)
        } else if summary.incremental, let files = summary.filesChanged {
            let pages = summary.pages
            let restored = summary.restored ?? 0
            print(
                "updated \(pages) page\(pages == 1 ? "" : "s") in \(output) (\(files) file\(files == 1 ? "" : "s") changed)"
                    + (restored == 0 ? "" : "; restored \(restored) page\(restored == 1 ? "" : "s")"))
        } else {
            print("wrote \(summary.pages) pages to \(output)")
        }
        exitWithoutFreeing()
    }
}

/// Ends the process once the work is done: tearing down a model of tens of thousands of
/// symbols first would only cost time (a tenth of an incremental build).
func exitWithoutFreeing() -> Never {
    fflush(nil)
    exit(0)
}
