import APIRefCommandLine
import APIRefCommands
import ArgumentParser

/// `apiref list`: the resolved symbols, as a table or as JSON.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the resolved symbols.")

    @OptionGroup var options: ContentOptions

    @Option(help: ArgumentHelp("Only symbols of this kind: \(SymbolListing.kindNames.joined(separator: ", ")).", valueName: "kind"))
    var kind: String?

    @Option(help: ArgumentHelp("Only members of this class or protocol.", valueName: "name"))
    var container: String?

    @Flag(help: "Only symbols with facts and no description yet (imported, not yet written).")
    var undocumented = false

    @OptionGroup var format: FormatOptions

    func validate() throws {
        try validating { try SymbolListing.checkedKind(kind) }
    }

    func run() throws {
        try SymbolListing.run(in: options.folder(), kind: kind, container: container, undocumented: undocumented, json: format.isJSON)
    }
}
