import FlyingFox
import FlyingSocks
import Foundation

/// Serves a built site folder on one address, with the live-reload channel, for `apiref
/// serve`. It binds 127.0.0.1 unless told otherwise, answers only requests whose `Host` is
/// the address it serves (a page on another site cannot reach it through DNS rebinding),
/// and serves nothing outside the folder (`..`, its encoded forms and symbolic links that
/// lead out are refused).
final class PreviewServer: Sendable {
    let site: URL
    let host: String
    let channel: LiveChannel
    private let server: HTTPServer
    private let requestedPort: UInt16
    private let listening = ListeningPort()

    /// The address is in use, or cannot be bound.
    struct BindError: Error, CustomStringConvertible {
        let description: String
    }

    init(site: URL, host: String, port: UInt16, channel: LiveChannel) throws {
        self.site = site.standardizedFileURL
        self.host = host
        self.channel = channel
        requestedPort = port
        let address: sockaddr_in
        do {
            address = try .inet(ip4: host, port: port)
        } catch {
            throw BindError(description: "'\(host)' is not an IPv4 address to listen on")
        }
        let handler = PreviewHandler(site: self.site, channel: channel, port: listening, host: host)
        server = HTTPServer(address: address, timeout: 30, pool: NoDelaySocketPool(base: HTTPServer.defaultPool()), logger: .disabled,
                            handler: handler)
    }

    /// Throws `BindError` when the address cannot be bound now (another server has the
    /// port): the server itself would only time out waiting to listen.
    func checkAvailable() throws {
        guard requestedPort != 0 else { return }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BindError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requestedPort.bigEndian
        inet_pton(AF_INET, host, &address.sin_addr)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let busy = errno == EADDRINUSE ? " (is another apiref serve running? pick another --port, or 0 for any free one)" : ""
            throw BindError(description: "cannot listen on \(host):\(requestedPort): \(String(cString: strerror(errno)))" + busy)
        }
    }

    /// Listens and serves until the task is cancelled. Throws `BindError` when the port is busy.
    func run() async throws {
        do {
            try await server.run()
        } catch let error as SocketError {
            throw BindError(description: "cannot listen on \(host):\(requestedPort): \(error.localizedDescription)")
        }
    }

    /// Waits until the server listens, and returns the port it listens on (the one the
    /// system picked for port 0).
    func waitUntilListening() async throws -> UInt16 {
        try await server.waitUntilListening(timeout: 10)
        var port = requestedPort
        if case .ip4(_, let listened)? = await server.listeningAddress { port = listened }
        await listening.set(port)
        return port
    }

    func stop() async { await server.stop(timeout: 1) }
}

/// Answers one request: the live-reload endpoints, or a file of the site.
struct PreviewHandler: HTTPHandler {
    let site: URL
    let channel: LiveChannel
    let port: ListeningPort
    let host: String

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard await isAllowed(host: request.headers[.host]) else {
            return text(.forbidden, "apiref serve answers only requests for the address it serves\n")
        }
        let path = request.target.path(percentEncoded: false)
        switch path {
        case LiveScript.socketPath:
            // FlyingFox's handler does the handshake (Sec-WebSocket-Accept) and answers 400 to a plain GET.
            return try await WebSocketHTTPHandler(handler: MessageFrameWSHandler(handler: LiveSocket(channel: channel))).handleRequest(request)
        case LiveScript.path:
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                                body: Data(LiveScript.source.utf8))
        case LiveScript.statusPath:
            let body = await channel.message("status")
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"], body: Data(body.utf8))
        default:
            guard request.method == .GET || request.method == .HEAD else {
                return text(.methodNotAllowed, "apiref serve only reads\n")
            }
            return file(at: path)
        }
    }

    /// Whether `Host` names the address served: the bound address or `localhost` for a
    /// loopback one, with the port.
    private func isAllowed(host header: String?) async -> Bool {
        guard let header, let port = await port.value else { return false }
        var names = [host]
        if host.hasPrefix("127.") { names += ["localhost", "127.0.0.1"] }
        return names.contains { header == "\($0):\(port)" || (port == 80 && header == $0) }
    }

    private func file(at path: String) -> HTTPResponse {
        guard let relative = PreviewPaths.relativePath(path) else {
            return text(.badRequest, "not a path in the site\n")
        }
        var url = site.appendingPathComponent(relative)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            url.appendPathComponent("index.html")
        }
        // A symbolic link may lead out of the folder: the real path must stay inside it.
        guard let real = PreviewPaths.realPath(url.path), let root = PreviewPaths.realPath(site.path),
              real.hasPrefix(root + "/"), let data = FileManager.default.contents(atPath: real) else {
            return notFound()
        }
        let type = PreviewPaths.contentType(for: real)
        let body = type.hasPrefix("text/html") ? PreviewPaths.withLiveScript(data) : data
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: body)
    }

    private func notFound() -> HTTPResponse {
        if let page = FileManager.default.contents(atPath: site.appendingPathComponent("404.html").path) {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/html; charset=utf-8"], body: PreviewPaths.withLiveScript(page))
        }
        return text(.notFound, "not found\n")
    }

    private func text(_ status: HTTPStatusCode, _ message: String) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(message.utf8))
    }
}

/// The port the server listens on, once it does.
actor ListeningPort {
    private(set) var value: UInt16?
    func set(_ port: UInt16) { value = port }
}

/// Request paths to files of the site, checked.
enum PreviewPaths {
    /// The path below the site for a decoded request path, or nil when it would leave the
    /// folder or is not a path (`..`, a NUL, a backslash).
    static func relativePath(_ path: String) -> String? {
        guard path.hasPrefix("/"), !path.contains("\0"), !path.contains("\\") else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." || $0 == "." }) else { return nil }
        return segments.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func contentType(for path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "html": return "text/html; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "json": return "application/json"
        case "xml": return "application/xml"
        case "svg": return "image/svg+xml"
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "txt": return "text/plain; charset=utf-8"
        default: return "application/octet-stream"
        }
    }

    /// The page with the live-reload script before `</body>` (or at its end).
    static func withLiveScript(_ page: Data) -> Data {
        let tag = Data(LiveScript.tag.utf8)
        if let range = page.range(of: Data("</body>".utf8), options: .backwards) {
            var page = page
            page.replaceSubrange(range.lowerBound..<range.lowerBound, with: tag)
            return page
        }
        return page + tag
    }
}
