import APIRefCommands
import ArgumentParser

/// `--format text|json` and its shorthand `--json`, on every command that reports.
struct FormatOptions: ParsableArguments {
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text, or json (records on standard output).")
    var format: Format = .text

    @Flag(help: "The same as --format json.")
    var json = false

    var isJSON: Bool { json || format == .json }

    /// A command's summary on standard output: `value` as JSON, or the line `text`.
    func report<T: Encodable>(_ value: T, text: String) throws {
        try CommandSummary.write(value, text: text, json: isJSON)
    }
}
