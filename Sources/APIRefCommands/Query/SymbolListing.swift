import APIRefCore
import APIRefIndex
import APIRefProcess

/// `apiref list` and the MCP `list` tool: the resolved symbols, filtered.
public enum SymbolListing {
    /// The kinds `kind` may name, for messages and schemas.
    public static var kindNames: [String] { SymbolKind.allCases.map(\.rawValue) }

    /// The symbols of `kind` (a `SymbolKind` raw value), members of `container` (checked
    /// as `SymbolFilter` does), or without prose (`undocumented`), in the index's order.
    /// An unknown kind or container is a usage error; a failed read throws.
    public static func symbols(in index: SymbolIndex, kind: String?, container: String?, undocumented: Bool = false) throws -> [Symbol] {
        try checkedKind(kind)
        let container = try SymbolFilter(container: container).resolved(in: index).container
        let symbols = try index.allSymbols().filter { symbol in
            (kind == nil || symbol.kind.rawValue == kind) && (!undocumented || symbol.isUndocumented)
                && (container == nil || (!symbol.kind.isPage && symbol.container == container))
        }
        return symbols
    }

    /// A usage error unless `kind` is nil or a `SymbolKind`'s raw value.
    public static func checkedKind(_ kind: String?) throws {
        if let kind, SymbolKind(rawValue: kind) == nil {
            throw ToolError.usage("unknown kind '\(kind)'; use one of \(kindNames.joined(separator: ", "))")
        }
    }

    /// `apiref list`: the symbols, a `kind<TAB>id` line each or JSON records; none is status 1.
    public static func run(in folder: ContentFolder, kind: String?, container: String?, undocumented: Bool, json: Bool) throws {
        let symbols = try symbols(in: folder.openIndex(), kind: kind, container: container, undocumented: undocumented)
        if json {
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
