import Foundation
internal import MCP

/// What the server accepts as one message: a JSON-RPC 2.0 request, notification or
/// response, or a batch of them. Anything else is answered here, with the error JSON-RPC
/// gives it, and never reaches the MCP server: bytes that are not JSON (or not UTF-8) a
/// parse error (-32700), JSON that is not a message an invalid request (-32600), a call
/// of `tools/call` or `resources/read` whose parameters are not of the method's shape
/// invalid parameters (-32602). The reply carries the request's id when it has one of
/// the allowed kinds, else null.
enum MessageCheck {
    /// What a line is.
    enum Verdict: Equatable {
        /// Not a message to handle: this error reply goes back instead.
        case refused(Data)
        /// A request, which the server owes an answer, with its id.
        case request(id: Value)
        /// A batch, which the server answers as one.
        case batch
        /// A notification (with the id of the request it cancels, for `notifications/cancelled`)
        /// or a response: nothing to answer.
        case notification(cancelling: Value?)
    }

    /// What `line` is.
    static func check(_ line: Data) -> Verdict {
        // Why it is not JSON does not matter to the client: JSON-RPC answers a parse error.
        guard let parsed = try? PlainJSON.value(of: line) else {
            return .refused(parseError("the message is not JSON"))
        }
        if let batch = parsed.arrayValue {
            return batch.isEmpty ? .refused(error(-32600, "Invalid Request: an empty batch", id: nil)) : .batch
        }
        guard let message = parsed.objectValue else {
            return .refused(error(-32600, "Invalid Request: a message is a JSON object", id: nil))
        }
        if let problem = problem(message) { return .refused(problem) }
        guard let id = message["id"], message["method"] != nil else {
            let cancelled = message["method"]?.stringValue == CancelledNotification.name
            return .notification(cancelling: cancelled ? message["params"]?.objectValue?["requestId"].flatMap(validID) : nil)
        }
        return .request(id: id)
    }

    /// The error reply to a message that is not a JSON-RPC one, or nil.
    private static func problem(_ message: [String: Value]) -> Data? {
        let id = message["id"].flatMap(validID)
        guard message["jsonrpc"]?.stringValue == "2.0" else {
            return error(-32600, "Invalid Request: \"jsonrpc\" must be \"2.0\"", id: id)
        }
        if message["id"] != nil, id == nil {
            return error(-32600, "Invalid Request: an id is a string or an integer", id: nil)
        }
        guard let method = message["method"] else {
            // A response to a request of the server's: an id, and a result or an error.
            guard id != nil, (message["result"] != nil) != (message["error"] != nil) else {
                return error(-32600, "Invalid Request: no \"method\", and not a response", id: id)
            }
            return nil
        }
        guard let name = method.stringValue, !name.isEmpty else {
            return error(-32600, "Invalid Request: \"method\" must be a string", id: id)
        }
        let params = message["params"]
        if let params, params.objectValue == nil {
            return error(-32600, "Invalid Request: \"params\" must be an object", id: id)
        }
        // Only requests are answered; a notification that is wrong is dropped.
        guard id != nil else { return nil }
        if let problem = paramsProblem(method: name, params?.objectValue ?? [:]) {
            return error(-32602, "Invalid params: " + problem, id: id)
        }
        return nil
    }

    /// The id of a message the server writes, when it is a response; nil for a notification
    /// or a request of the server's own.
    static func respondedID(_ message: Data) -> Value? {
        struct Head: Decodable {
            var id: Value?
            var method: String?
        }
        // A message without this shape is not a response: nil is the answer, not a failure.
        guard let head = try? JSONDecoder().decode(Head.self, from: message), head.method == nil else { return nil }
        return head.id
    }

    /// The reply to a line that cannot be read as JSON, saying why.
    static func parseError(_ why: String) -> Data {
        error(-32700, "Parse error: " + why, id: nil)
    }

    /// What is wrong with the parameters of a method whose tools and resources this
    /// server defines; the SDK's own methods check theirs.
    private static func paramsProblem(method: String, _ params: [String: Value]) -> String? {
        switch method {
        case CallTool.name:
            guard let name = params["name"]?.stringValue, !name.isEmpty else { return "tools/call needs \"name\", a tool's name" }
            if let arguments = params["arguments"], !arguments.isNull, arguments.objectValue == nil {
                return "the arguments of \(name) must be an object"
            }
        case ReadResource.name:
            guard params["uri"]?.stringValue != nil else { return "resources/read needs \"uri\", a string" }
        default:
            break
        }
        return nil
    }

    /// A string id, or an integer one.
    private static func validID(_ value: Value) -> Value? {
        switch value {
        case .string, .int: return value
        default: return nil
        }
    }

    private static func error(_ code: Int, _ message: String, id: Value?) -> Data {
        let reply: Value = ["jsonrpc": "2.0", "id": id ?? .null, "error": ["code": .int(code), "message": .string(message)]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(reply)
        } catch {
            // Strings, numbers and null always encode; were it otherwise, the reply still goes.
            return Data(#"{"error":{"code":-32603,"message":"Internal error"},"id":null,"jsonrpc":"2.0"}"#.utf8)
        }
    }
}
