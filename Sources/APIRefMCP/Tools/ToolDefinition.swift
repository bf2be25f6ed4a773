internal import MCP

/// One tool the server offers: its name, what it does, and its parameters, from which both
/// the JSON Schema that `tools/list` gives and the check of a call's arguments
/// (`ToolArguments`) are made, so that the two cannot disagree.
struct ToolDefinition: Sendable {
    var name: String
    var title: String
    var description: String
    var parameters: [ToolParameter]
    /// The JSON Schema of the result's structured content.
    var outputSchema: Value

    var tool: Tool {
        Tool(
            name: name, title: title, description: description, inputSchema: inputSchema,
            annotations: Tool.Annotations(
                title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false),
            outputSchema: outputSchema)
    }

    /// An object of the parameters, none other allowed.
    var inputSchema: Value {
        .object([
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.schema) })),
            "required": .array(parameters.filter(\.isRequired).map { .string($0.name) }),
            "additionalProperties": false
        ])
    }
}

/// A parameter of a tool: its JSON type and limits, and what it means.
struct ToolParameter: Sendable {
    enum Kind: Sendable {
        case string
        /// One of these strings.
        case choice([String])
        /// An integer in the range.
        case integer(ClosedRange<Int>)
        case boolean
        /// A list of these strings.
        case choices([String])
    }

    var name: String
    var kind: Kind
    var isRequired = false
    var description: String

    static func required(_ name: String, _ kind: Kind, _ description: String) -> ToolParameter {
        ToolParameter(name: name, kind: kind, isRequired: true, description: description)
    }

    static func optional(_ name: String, _ kind: Kind, _ description: String) -> ToolParameter {
        ToolParameter(name: name, kind: kind, isRequired: false, description: description)
    }

    var schema: Value {
        var schema: [String: Value] = ["description": .string(description)]
        switch kind {
        case .string:
            schema["type"] = "string"
            schema["minLength"] = 1
        case .choice(let values):
            schema["type"] = "string"
            schema["enum"] = .array(values.map(Value.string))
        case .integer(let range):
            schema["type"] = "integer"
            schema["minimum"] = .int(range.lowerBound)
            schema["maximum"] = .int(range.upperBound)
        case .boolean:
            schema["type"] = "boolean"
        case .choices(let values):
            schema["type"] = "array"
            schema["items"] = .object(["type": "string", "enum": .array(values.map(Value.string))])
        }
        return .object(schema)
    }
}
