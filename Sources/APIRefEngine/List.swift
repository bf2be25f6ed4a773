import APIRefCommands
import APIRefCore
import ArgumentParser
import Foundation

/// `apiref list`: the resolved symbols, as a table or as JSON.
struct List: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "List the resolved symbols.")

    @OptionGroup var options: ContentOptions

    @Option(help: ArgumentHelp("Only symbols of this kind: \(SymbolKind.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "kind"))
    var kind: String?

    @Option(help: ArgumentHelp("Only members of this class or protocol.", valueName: "name"))
    var container: String?

    @Flag(help: "Only symbols with facts and no description yet (imported, not yet written).")
    var undocumented = false

    @OptionGroup var format: FormatOptions

    func validate() throws {
        if let kind, SymbolKind(rawValue: kind) == nil {
            throw ValidationError("unknown kind '\(kind)'; use one of \(SymbolKind.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let index = try options.openIndex()
        let container = try SymbolFilterOptions(platform: nil, container: self.container).resolved(in: index).container
        let symbols = try index.allSymbols().filter { symbol in
            (kind == nil || symbol.kind.rawValue == kind) && (!undocumented || symbol.isUndocumented) &&
                (container == nil || (!symbol.kind.isPage && symbol.container == container))
        }
        try index.throwIfAReadFailed()
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
