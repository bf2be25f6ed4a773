import Foundation
internal import MCP

/// A call's arguments, checked against its tool's parameters (`ToolDefinition`): a missing
/// required one, one the tool does not have, a value of the wrong type or out of range is a
/// `ToolInputError` that names the parameter and what it takes. `null` is an absent value.
struct ToolArguments {
    private let values: [String: Value]

    init(_ given: [String: Value]?, for definition: ToolDefinition) throws {
        let given = (given ?? [:]).filter { !$0.value.isNull }
        let known = Set(definition.parameters.map(\.name))
        if let unknown = given.keys.sorted().first(where: { !known.contains($0) }) {
            let names = definition.parameters.map(\.name).joined(separator: ", ")
            throw ToolInputError("\(definition.name) has no parameter '\(unknown)'; its parameters are \(names)")
        }
        for parameter in definition.parameters {
            guard let value = given[parameter.name] else {
                if parameter.isRequired { throw ToolInputError("\(definition.name) needs '\(parameter.name)': \(parameter.description)") }
                continue
            }
            try Self.check(value, against: parameter, of: definition.name)
        }
        values = given
    }

    func string(_ name: String) -> String? { values[name]?.stringValue }

    func integer(_ name: String) -> Int? { values[name].flatMap(Self.integer) }

    func boolean(_ name: String) -> Bool? { values[name]?.boolValue }

    func strings(_ name: String) -> [String]? { values[name]?.arrayValue?.compactMap(\.stringValue) }

    private static func check(_ value: Value, against parameter: ToolParameter, of tool: String) throws {
        func wrong(_ expected: String) -> ToolInputError {
            ToolInputError("\(tool): '\(parameter.name)' must be \(expected), not \(Self.describe(value))")
        }
        switch parameter.kind {
        case .string:
            guard let text = value.stringValue else { throw wrong("a string") }
            guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { throw wrong("a non-empty string") }
        case .choice(let choices):
            guard let text = value.stringValue, choices.contains(text) else { throw wrong("one of " + choices.joined(separator: ", ")) }
        case .integer(let range):
            guard let number = integer(value) else { throw wrong("an integer") }
            guard range.contains(number) else { throw wrong("between \(range.lowerBound) and \(range.upperBound)") }
        case .boolean:
            guard value.boolValue != nil else { throw wrong("true or false") }
        case .choices(let choices):
            guard let items = value.arrayValue, items.allSatisfy({ $0.stringValue.map(choices.contains) == true }) else {
                throw wrong("a list of " + choices.joined(separator: ", "))
            }
        }
    }

    /// An integer, also when JSON wrote it as `20.0`.
    private static func integer(_ value: Value) -> Int? {
        if let number = value.intValue { return number }
        if let number = value.doubleValue, number.rounded() == number, abs(number) < 1e15 { return Int(number) }
        return nil
    }

    /// What a value is, for a message: `"ten"` is a string.
    private static func describe(_ value: Value) -> String {
        switch value {
        case .null: return "null"
        case .bool(let flag): return "\(flag) (a boolean)"
        case .int(let number): return "\(number)"
        case .double(let number): return "\(number)"
        case .string(let text): return "\"\(text.prefix(40))\" (a string)"
        case .data: return "binary data"
        case .array: return "a list"
        case .object: return "an object"
        }
    }
}

/// Arguments a tool cannot take: an error result the caller can correct, never a failed request.
struct ToolInputError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
