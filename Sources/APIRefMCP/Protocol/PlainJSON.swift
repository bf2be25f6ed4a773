import Foundation
internal import MCP

/// JSON read into the SDK's `Value` without its `Decodable` conformance, which compiles a
/// regular expression for every string it meets (to recognise `data:` URLs) and took more
/// time than the rest of a lookup's answer. Strings stay strings.
enum PlainJSON: Decodable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([PlainJSON])
    case object([String: PlainJSON])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Each `try?` tries one JSON type: a value that is not of it is the next one's, and
        // the last one (an object) throws what is wrong with it.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([PlainJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: PlainJSON].self))
        }
    }

    var value: Value {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(\.value))
        case .object(let members): return .object(members.mapValues(\.value))
        }
    }

    /// The JSON text `data` as a `Value`.
    static func value(of data: Data) throws -> Value {
        try JSONDecoder().decode(PlainJSON.self, from: data).value
    }
}
