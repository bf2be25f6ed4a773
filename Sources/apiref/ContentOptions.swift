import APIRefCore
import ArgumentParser
import Foundation

/// `--content DIR`, shared by every command that reads the library.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder (default: $APIREF_CONTENT, else the shipped Content/).", valueName: "dir"))
    var content: String?

    var folder: ContentFolder { ContentLocator.locate(explicit: content) }

    /// Loads the library; a folder that cannot be listed ends the run with exit status 2.
    func loadLibrary() throws -> ReferenceLibrary {
        do {
            return try ReferenceLibrary.load(folder)
        } catch {
            FileHandle.standardError.write(Data("apiref: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
