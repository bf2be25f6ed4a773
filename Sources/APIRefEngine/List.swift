import APIRefCommands
import APIRefCore
import ArgumentParser
import Foundation

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
        if let kind, SymbolKind(rawValue: kind) == nil {
            throw ValidationError("unknown kind '\(kind)'; use one of \(SymbolListing.kindNames.joined(separator: ", "))")
        }
    }

    func run() throws {
        let index = try options.openIndex()
        let symbols = try SymbolListing.symbols(in: index, kind: kind, container: container, undocumented: undocumented)
        if format.isJSON {
            try JSONOutput.write(symbols.map(SymbolRecord.init))
        } else {
            for symbol in symbols {
                let flag = symbol.isDeprecated ? " (deprecated)" : ""
                print(TerminalSafety.strip("\(symbol.kind.rawValue)\t\(symbol.id)\(flag)"))
            }
        }
        if symbols.isEmpty { throw ToolError.notFound("no symbols match") }
    }
}
