import APIRefBase
import APIRefHTTP
import Foundation

/// Answers one request head: the live-reload endpoints, or a file of the site. It serves
/// nothing outside the folder (`..`, its encoded forms and symbolic links that lead out
/// are refused), and what `RequestPolicy` forbids.
struct PreviewResponder {
    /// What to do with a request.
    enum Answer {
        /// Send the response (without its body for HEAD).
        case response(Response, head: Bool)
        /// Send the handshake's response and the first message, and keep the connection as
        /// a live-reload socket.
        case webSocket(Response, hello: [UInt8])
    }

    let site: URL
    let policy: RequestPolicy
    let channel: LiveChannel

    func answer(_ request: RequestHead) -> Answer {
        var answer = route(request)
        // A body is never read: the connection closes rather than read it as the next request.
        if request.hasBody || !request.keepsAlive, case .response(var response, let head) = answer {
            response.closes = true
            answer = .response(response, head: head)
        }
        return answer
    }

    private func route(_ request: RequestHead) -> Answer {
        let isHead = request.method == "HEAD"
        guard let host = request.value(of: "host") else {
            return .response(.text(.badRequest, "a request to apiref serve names its Host\n"), head: isHead)
        }
        guard policy.allows(host: host) else {
            return .response(.text(.forbidden, "apiref serve answers only requests for the address it serves\n"), head: isHead)
        }
        guard let path = RequestTarget.decodedPath(request.target) else {
            return .response(.text(.badRequest, "not a path in the site\n"), head: isHead)
        }
        guard policy.allowsFetch(request, isPage: PreviewPaths.isPage(path)) else {
            return .response(.text(.forbidden, "apiref serve gives another site's pages nothing to load\n"), head: isHead)
        }
        switch path {
        case LiveScript.socketPath:
            return webSocket(request)
        case LiveScript.path:
            return .response(
                Response(status: .ok, headers: [("Content-Type", "text/javascript; charset=utf-8")], body: Array(LiveScript.source.utf8)),
                head: isHead)
        case LiveScript.statusPath:
            return .response(
                Response(status: .ok, headers: [("Content-Type", "application/json")], body: Array(channel.message("status").utf8)),
                head: isHead)
        default:
            guard request.method == "GET" || isHead else {
                var refusal = Response.text(.methodNotAllowed, "apiref serve only reads\n")
                refusal.headers.append(("Allow", "GET, HEAD"))
                return .response(refusal, head: false)
            }
            return .response(file(at: path), head: isHead)
        }
    }

    /// The handshake of the live-reload socket, for pages of this server only.
    private func webSocket(_ request: RequestHead) -> Answer {
        guard policy.allows(origin: request.value(of: "origin")) else {
            return .response(.text(.forbidden, "the live-reload socket is for the preview's own pages\n"), head: false)
        }
        guard WebSocketHandshake.isUpgrade(request), let key = request.value(of: "sec-websocket-key") else {
            return .response(.text(.badRequest, "the live-reload socket is a WebSocket\n"), head: false)
        }
        return .webSocket(
            Response(
                status: .switchingProtocols,
                headers: [
                    ("Upgrade", "websocket"), ("Connection", "Upgrade"),
                    ("Sec-WebSocket-Accept", WebSocketHandshake.accept(key: key))
                ],
                body: []),
            hello: WebSocketHandshake.textFrame(channel.message("hello")))
    }

    private func file(at path: String) -> Response {
        guard let relative = PreviewPaths.relativePath(path) else {
            return .text(.badRequest, "not a path in the site\n")
        }
        var url = site.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url.appendPathComponent("index.html")
        }
        // A symbolic link may lead out of the folder: the real path must stay inside it.
        guard let real = RealPath.of(url.path), let root = RealPath.of(site.path),
            real.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: real)
        else {
            return notFound()
        }
        let type = PreviewPaths.contentType(for: real)
        let body = type.hasPrefix("text/html") ? PreviewPaths.withLiveScript(data) : data
        return Response(status: .ok, headers: [("Content-Type", type)], body: Array(body))
    }

    private func notFound() -> Response {
        if let page = FileManager.default.contents(atPath: site.appendingPathComponent("404.html").path) {
            return Response(
                status: .notFound, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(PreviewPaths.withLiveScript(page)))
        }
        return .text(.notFound, "not found\n")
    }
}
