import APIRefCommandLine
import APIRefCommands
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
        try SiteBuildRun(
            folder: content.folder(), templates: templates, output: output, baseURL: baseURL, force: force,
            markdownCopies: !noMarkdown, json: format.isJSON
        ).run(then: exitWithoutFreeing)
    }
}

/// Ends the process once the work is done: tearing down a model of tens of thousands of
/// symbols first would only cost time (a tenth of an incremental build).
func exitWithoutFreeing() -> Never {
    fflush(nil)
    exit(0)
}
