import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefProcess
import ArgumentParser
import Foundation

/// `--content DIR` and `--quiet`, shared by every command that reads the library.
struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (default: $APIREF_CONTENT, else the nearest folder upward with a library.yml, else the installed library).",
            valueName: "dir"))
    var content: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A library that comes with apiref, by name: ios, the UIKit and Foundation reference (the default; table-view, its former part, selects it too).",
            valueName: "name"))
    var library: String?

    @Flag(name: .long, help: "Show no progress line on standard error.")
    var quiet = false

    /// Says on standard error that `library` is a former name of the shipped reference, when it is.
    static func noteFormerName(_ library: String?) {
        if let note = ShippedFiles.formerNameNote(library) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    }

    func validate() throws {
        if content != nil, library != nil { throw ValidationError("give --content or --library, not both") }
    }

    /// The content folder, found in the documented order (`ContentPaths`). A folder that
    /// is not there throws `LocationError`, whose status `CommandRunner.end` gives.
    func folder() throws -> ContentFolder {
        if !quiet { ProgressLine.enableOnTerminal() }
        Self.noteFormerName(library)
        return try ContentLocator.locate(explicit: content, library: library)
    }
}

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
