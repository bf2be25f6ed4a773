import APIRefCore
import ArgumentParser
import Foundation

/// `--content DIR`, shared by every command that reads the library.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder (default: $APIREF_CONTENT, else the shipped Content/).", valueName: "dir"))
    var content: String?

    var folder: ContentFolder { ContentLocator.locate(explicit: content) }
}
