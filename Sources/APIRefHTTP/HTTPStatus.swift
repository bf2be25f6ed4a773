/// The statuses the preview server answers with, and their reason phrases.
public enum HTTPStatus: Int, Sendable, Error {
    case switchingProtocols = 101
    case ok = 200
    case badRequest = 400
    case forbidden = 403
    case notFound = 404
    case methodNotAllowed = 405
    case requestTimeout = 408
    case uriTooLong = 414
    case headersTooLarge = 431
    case notImplemented = 501
    case versionNotSupported = 505

    /// The reason phrase of the status line.
    public var reason: String {
        switch self {
        case .switchingProtocols: "Switching Protocols"
        case .ok: "OK"
        case .badRequest: "Bad Request"
        case .forbidden: "Forbidden"
        case .notFound: "Not Found"
        case .methodNotAllowed: "Method Not Allowed"
        case .requestTimeout: "Request Timeout"
        case .uriTooLong: "URI Too Long"
        case .headersTooLarge: "Request Header Fields Too Large"
        case .notImplemented: "Not Implemented"
        case .versionNotSupported: "HTTP Version Not Supported"
        }
    }
}
