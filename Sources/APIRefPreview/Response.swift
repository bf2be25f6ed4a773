import APIRefHTTP

/// One answer, written whole: the status line, the headers and the body in one buffer, so
/// it leaves in one write (no wait for the client's acknowledgement between two).
struct Response {
    var status: HTTPStatus
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    /// Whether the connection closes after this answer.
    var closes = false

    /// Plain text, for refusals and errors.
    static func text(_ status: HTTPStatus, _ message: String) -> Response {
        Response(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(message.utf8))
    }

    /// The refusal of a request whose head could not be read: the connection closes, since
    /// where the next request would start is not known.
    static func refusal(_ status: HTTPStatus) -> Response {
        var response = text(status, "apiref serve: \(status.reason.lowercased())\n")
        response.closes = true
        return response
    }

    /// The bytes to send; for a HEAD request, `withBody` is false and only the headers go
    /// (with the length the body would have).
    func bytes(withBody: Bool = true) -> [UInt8] {
        var head = "HTTP/1.1 \(status.rawValue) \(status.reason)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if status != .switchingProtocols {
            head += "Content-Length: \(body.count)\r\n"
            // Nothing the preview serves may be kept, sniffed into another type, or embedded
            // by another site's page (a script or data file read cross-site would leak the
            // unpublished library).
            head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nCross-Origin-Resource-Policy: same-origin\r\n"
        }
        if closes { head += "Connection: close\r\n" }
        head += "\r\n"
        return Array(head.utf8) + (withBody ? body : [])
    }
}
