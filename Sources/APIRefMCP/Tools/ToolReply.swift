import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation
internal import MCP

/// What a tool answers: Markdown for the reader, the same facts as structured content
/// (the shape of the CLI's `--format json`, inside an object), or an error result with the
/// message the CLI would print. An error result is an answer the caller can act on
/// (`isError`), not a failed request: a name not found, arguments the tool cannot take,
/// a library that cannot be read.
enum ToolReply {
    static func success<T: Encodable>(_ markdown: String, structured: T, links: [Tool.Content] = []) throws -> CallTool.Result {
        let content: Value? = try Value.encoding(structured)
        return CallTool.Result(
            content: [.text(text: markdown, annotations: nil, _meta: nil)] + links, structuredContent: content, isError: false)
    }

    /// The error result for `error`: its message, as `apiref` would print it.
    static func failure(_ error: Error) -> CallTool.Result {
        CallTool.Result(content: [.text(text: message(error), annotations: nil, _meta: nil)], isError: true)
    }

    static func message(_ error: Error) -> String {
        switch error {
        case let error as ToolInputError: return error.description
        case let error as ToolError: return error.message
        case let error as LocationError: return error.description
        case let error as IndexReadError: return error.description
        default: return "\(error)"
        }
    }
}

extension Value {
    /// `value` as JSON, read back as a `Value` (`PlainJSON`).
    static func encoding<T: Encodable>(_ value: T) throws -> Value {
        try PlainJSON.value(of: JSONEncoder().encode(value))
    }
}
