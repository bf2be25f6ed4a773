import APIRefCore
import APIRefIndex

/// `apiref list` and the MCP `list` tool: the resolved symbols, filtered.
public enum SymbolListing {
    /// The kinds `kind` may name, for messages and schemas.
    public static var kindNames: [String] { SymbolKind.allCases.map(\.rawValue) }

    /// The symbols of `kind` (a `SymbolKind` raw value), members of `container` (checked
    /// as `SymbolFilter` does), or without prose (`undocumented`), in the index's order.
    /// An unknown kind or container is a usage error; a failed read throws.
    public static func symbols(in index: SymbolIndex, kind: String?, container: String?, undocumented: Bool = false) throws -> [Symbol] {
        if let kind, SymbolKind(rawValue: kind) == nil {
            throw ToolError.usage("unknown kind '\(kind)'; use one of \(kindNames.joined(separator: ", "))")
        }
        let container = try SymbolFilter(container: container).resolved(in: index).container
        let symbols = try index.allSymbols().filter { symbol in
            (kind == nil || symbol.kind.rawValue == kind) && (!undocumented || symbol.isUndocumented)
                && (container == nil || (!symbol.kind.isPage && symbol.container == container))
        }
        return symbols
    }
}
