import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref check`: every problem in the content, with file, line and column.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Report every problem in the content; exit 1 on errors.")

    @OptionGroup var options: ContentOptions

    @Flag(help: "Treat warnings as errors for the exit status, except undocumented symbols (facts without prose yet).")
    var strict = false

    @Option(
        help:
            "text (with the source line, a caret under the problem, notes and a summary, on standard error), json (one document on standard output), or gnu (`file:line:col: severity: message [id]` lines, with note and fix-it lines, on standard output, for editors)."
    )
    var format: CheckRun.Format = .text

    @Flag(help: "The same as --format json.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Explain a diagnostic id: what it means, an example and the fix (docs/diagnostics.md lists them all).", valueName: "id"))
    var explain: String?

    @Flag(
        help:
            "Apply the fix-its (a misspelt field name or link with one clear candidate, a version written iOS3.0, a translation's word that terms.yml rejects), say what changed, then check again. A fix-it whose text changed since the check is not applied (exit 1); a read-only page is refused."
    )
    var fix = false

    func run() throws {
        let format: CheckRun.Format = json ? .json : format
        if let explain { return try CheckRun.explain(explain, json: format == .json) }
        try CheckRun(folder: options.folder(), format: format, strict: strict, fix: fix).run()
    }
}

extension CheckRun.Format: ExpressibleByArgument {}
