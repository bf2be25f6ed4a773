import APIRefCommands
import APIRefCore
internal import MCP

/// The tools `apiref mcp` offers, their parameters and the shapes of their results
/// (docs/commands.md lists them). Every listing takes `limit`, so that an answer fits in a
/// model's context; the whole list is a narrower question away.
enum ToolCatalog {
    static let all: [ToolDefinition] = [lookup, search, deprecated, introduced, changes, list]

    static func named(_ name: String) -> ToolDefinition? { all.first { $0.name == name } }

    static let lookup = ToolDefinition(
        name: "lookup", title: "Look up a symbol",
        description: """
            The page of a class, protocol, member, constant, notification or article, as Markdown: \
            declarations in Swift and Objective-C, availability, deprecation and replacement, prose. \
            Names are found as `apiref NAME [MEMBER]` finds them: Objective-C or Swift spellings, any case \
            when that is unambiguous, inherited members through their class; a name several symbols share \
            gives the candidates to choose from.
            """,
        parameters: [
            .required(
                "name", .string,
                "A class, protocol, member, constant or article: UITableViewCell, IndexPath.row, -[UITableView reloadData], UITableViewCell accessoryType."
            ),
            .optional(
                "member", .string,
                "A member of the class or protocol `name` names: accessoryType, dequeueReusableCell(withIdentifier:for:)."),
            .optional(
                "syntax", .choice(["swift", "objc"]),
                "The language names, links and examples are shown in (declarations are shown in both); default: $APIREF_SYNTAX, else the library's, else swift."
            ),
            .optional(
                "language", .string,
                "The language of the prose, e.g. ja; default: $APIREF_LANG, else the locale's when the library has it, else the library's own."
            )
        ],
        outputSchema: .object([
            "type": "object",
            "properties": .object([
                "status": .object(["type": "string", "enum": ["found", "ambiguous"]]),
                "symbol": SchemaParts.symbol,
                "uri": .object(["type": "string", "description": "The page's resource."]),
                "inheritedBy": .object(["type": ["string", "null"]]),
                "candidates": .object(["type": "array", "items": SchemaParts.symbol])
            ]),
            "required": ["status"]
        ]))

    static let search = ToolDefinition(
        name: "search", title: "Search the reference",
        description: """
            Ranked search: names first (exact, prefix, camel-case parts such as reuseId, a typo away), \
            then symbols whose summaries, discussions or articles hold every word.
            """,
        parameters: [
            .required("query", .string, "Words to find, all of them, as prefixes."),
            .optional("limit", .integer(1...200), "At most this many results (default 20)."),
            .optional("language", .string, "The language of the summaries, e.g. ja.")
        ],
        outputSchema: SchemaParts.results(
            .object([
                "type": "object",
                "properties": .object([
                    "symbol": SchemaParts.symbol, "tier": .object(["type": "integer"]), "uri": .object(["type": ["string", "null"]])
                ]),
                "required": ["symbol", "tier"]
            ])))

    static let deprecated = ToolDefinition(
        name: "deprecated", title: "Deprecated symbols",
        description: "Deprecated symbols by the version that deprecated them, with their replacements and why.",
        parameters: [
            .optional("version", .string, "Only what this version deprecated, e.g. 13.0."),
            .optional("container", .string, "Only members of this class or protocol."),
            .optional("platform", .string, "Only this platform, e.g. iOS."),
            .optional("limit", .integer(1...1000), "At most this many results (default 100)."),
            .optional("language", .string, "The language of the prose, e.g. ja.")
        ],
        outputSchema: SchemaParts.results(SchemaParts.versioned))

    static let introduced = ToolDefinition(
        name: "introduced", title: "Introduced symbols",
        description: "What a version introduced, or with since every version from it on.",
        parameters: [
            .required("version", .string, "The version, e.g. 14.0."),
            .optional("since", .boolean, "Every version from this one on (default false)."),
            .optional("container", .string, "Only members of this class or protocol."),
            .optional("platform", .string, "Only this platform, e.g. iOS."),
            .optional("limit", .integer(1...1000), "At most this many results (default 100)."),
            .optional("language", .string, "The language of the prose, e.g. ja.")
        ],
        outputSchema: SchemaParts.results(SchemaParts.versioned))

    static let changes = ToolDefinition(
        name: "changes", title: "Changes between SDK releases",
        description: """
            What the SDK releases after one version and up to another changed about the documented \
            symbols (introduced, deprecated, removed, declarations changed, renamed in Swift), from the \
            library's history.
            """,
        parameters: [
            .required("from", .string, "Changes after this version, e.g. 12.4."),
            .required("to", .string, "Changes up to this version, e.g. 16.5."),
            .optional("container", .string, "Only this class's or protocol's members and its own page."),
            .optional("kind", .choices(HistoryEvent.Group.allCases.map(\.rawValue)), "Only these kinds of change."),
            .optional("limit", .integer(1...1000), "At most this many results (default 100).")
        ],
        outputSchema: SchemaParts.results(
            .object([
                "type": "object",
                "properties": .object([
                    "version": .object(["type": "string"]), "kind": .object(["type": "string"]),
                    "symbol": .object(["type": "string"]), "id": .object(["type": "string"])
                ]),
                "required": ["version", "kind", "symbol", "id"]
            ])))

    static let list = ToolDefinition(
        name: "list", title: "List symbols",
        description: "The symbols of the library, optionally of one kind or the members of one class or protocol.",
        parameters: [
            .optional("container", .string, "Only members of this class or protocol."),
            .optional("kind", .choice(SymbolListing.kindNames), "Only symbols of this kind."),
            .optional("limit", .integer(1...1000), "At most this many results (default 100).")
        ],
        outputSchema: SchemaParts.results(SchemaParts.symbol))
}

/// Pieces of the output schemas.
enum SchemaParts {
    /// A symbol as every `--format json` gives it (`SymbolRecord`).
    static let symbol: Value = .object([
        "type": "object",
        "properties": .object([
            "id": .object(["type": "string"]), "name": .object(["type": "string"]), "kind": .object(["type": "string"]),
            "container": .object(["type": ["string", "null"]]), "framework": .object(["type": ["string", "null"]]),
            "summary": .object(["type": "string"]), "declaration": .object(["type": ["string", "null"]]),
            "swiftName": .object(["type": ["string", "null"]]), "swiftPath": .object(["type": ["string", "null"]]),
            "swiftDeclaration": .object(["type": ["string", "null"]]),
            "availability": .object(["type": "array", "items": .object(["type": "object"])]),
            "deprecated": .object(["type": "boolean"]), "deprecationMessage": .object(["type": ["string", "null"]]),
            "replacement": .object(["type": ["string", "null"]]), "required": .object(["type": ["boolean", "null"]]),
            "source": .object(["type": "string"])
        ]),
        "required": ["id", "name", "kind", "summary", "deprecated"]
    ])

    /// An entry of `deprecated` or `introduced`.
    static let versioned: Value = .object([
        "type": "object",
        "properties": .object(["platform": .object(["type": "string"]), "version": .object(["type": "string"]), "symbol": symbol]),
        "required": ["platform", "version", "symbol"]
    ])

    /// `{"results": [...], "total": N}`: the first `limit` of `total` results.
    static func results(_ item: Value) -> Value {
        .object([
            "type": "object",
            "properties": .object(["results": .object(["type": "array", "items": item]), "total": .object(["type": "integer"])]),
            "required": ["results", "total"]
        ])
    }
}
