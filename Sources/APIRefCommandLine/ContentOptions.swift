import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefProcess
import ArgumentParser
import Foundation

/// `--content DIR` and `--quiet`, shared by every command that reads the library.
public struct ContentOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The content folder (default: $APIREF_CONTENT, else the nearest folder upward with a library.yml, else the installed library).",
            valueName: "dir"))
    public var content: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A library that comes with apiref, by name: ios, the UIKit and Foundation reference (the default; table-view, its former part, selects it too).",
            valueName: "name"))
    public var library: String?

    @Flag(name: .long, help: "Show no progress line on standard error.")
    public var quiet = false

    public init() {}

    /// Says on standard error that `library` is a former name of the shipped reference, when it is.
    public static func noteFormerName(_ library: String?) {
        if let note = ShippedFiles.formerNameNote(library) { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    }

    public func validate() throws {
        if content != nil, library != nil { throw ValidationError("give --content or --library, not both") }
    }

    /// The content folder, found in the documented order (`ContentPaths`). A folder that
    /// is not there throws `LocationError`, whose status `CommandRunner.end` gives.
    public func folder() throws -> ContentFolder {
        if !quiet { ProgressLine.enableOnTerminal() }
        Self.noteFormerName(library)
        return try ContentLocator.locate(explicit: content, library: library)
    }
}
