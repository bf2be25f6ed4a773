import APIRefHTTP
import Foundation

/// Serves a built site folder on one address, with the live-reload channel, for `apiref
/// serve`: one thread, one `poll` over the listening socket, the engine's messages on
/// standard input and every connection (each waits only for what its state needs, see
/// `Connection`). It binds 127.0.0.1 unless told otherwise; `PreviewResponder` and
/// `RequestPolicy` decide what each request gets.
final class PreviewServer {
    /// The address is in use, or cannot be bound.
    struct BindError: Error, CustomStringConvertible {
        let description: String
    }

    /// The port it listens on (the one the system picked for 0).
    let port: UInt16
    private let listener: Int32
    private let limits: ConnectionLimits
    private let responder: PreviewResponder
    private let channel = LiveChannel()
    private var connections: [Connection] = []
    /// Accepting waits while the process has no descriptor left (or too many clients).
    private var acceptingAgainAt: Double?
    private var input: [UInt8] = []
    private static let maximumConnections = 256

    /// Binds and listens; throws `BindError` when the address cannot be bound.
    init(site: URL, host: String, port requested: UInt16, limits: ConnectionLimits) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = requested.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
            throw BindError(description: "'\(host)' is not an IPv4 address to listen on")
        }
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw BindError(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let busy = errno == EADDRINUSE ? " (is another apiref serve running? pick another --port, or 0 for any free one)" : ""
            let reason = String(cString: strerror(errno))
            Foundation.close(descriptor)
            throw BindError(description: "cannot listen on \(host):\(requested): \(reason)" + busy)
        }
        Self.makeNonBlocking(descriptor)
        var bound4 = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound4) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = UInt16(bigEndian: bound4.sin_port)
        self.limits = limits
        responder = PreviewResponder(site: site.standardizedFileURL, policy: RequestPolicy(host: host, port: port), channel: channel)
    }

    /// Serves until standard input ends (the engine stopped), then exits.
    func run() -> Never {
        Self.makeNonBlocking(STDIN_FILENO)
        while true {
            var descriptors = [pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)]
            let accepting = acceptingAgainAt == nil && connections.count < Self.maximumConnections
            descriptors.append(pollfd(fd: accepting ? listener : -1, events: Int16(POLLIN), revents: 0))
            descriptors += connections.map { pollfd(fd: $0.descriptor, events: $0.events, revents: 0) }
            let ready = poll(&descriptors, nfds_t(descriptors.count), timeout(now: Self.now()))
            guard ready >= 0 || errno == EINTR else { fail("cannot wait for connections: \(String(cString: strerror(errno)))", status: 3) }
            let now = Self.now()
            if descriptors[0].revents != 0 { readInput(now: now) }
            if descriptors[1].revents != 0 { acceptConnections(now: now) }
            for (connection, polled) in zip(connections, descriptors.dropFirst(2)) where polled.revents != 0 {
                connection.handle(polled.revents, now: now)
            }
            for connection in connections {
                if let deadline = connection.deadline, deadline <= now { connection.expire(now: now) }
            }
            if let again = acceptingAgainAt, again <= now { acceptingAgainAt = nil }
            connections.removeAll { $0.state == .closed }
        }
    }

    /// Milliseconds until the nearest deadline, or -1 to wait for events alone.
    private func timeout(now: Double) -> Int32 {
        let deadlines = connections.compactMap(\.deadline) + [acceptingAgainAt].compactMap { $0 }
        guard let nearest = deadlines.min() else { return -1 }
        return Int32(max(0, min((nearest - now) * 1000 + 1, Double(Int32.max))))
    }

    private func acceptConnections(now: Double) {
        while connections.count < Self.maximumConnections {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else {
                // Out of descriptors: the listener stays readable, so waiting in `poll` on it
                // would return at once; it is left out for a moment instead.
                if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM { acceptingAgainAt = now + 0.1 }
                return
            }
            Self.makeNonBlocking(descriptor)
            var on: Int32 = 1
            // An answer is one write; without this a keep-alive's next answer could wait for
            // the client's delayed acknowledgement of the last.
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
            connections.append(Connection(descriptor: descriptor, now: now, limits: limits, respond: responder.answer))
        }
    }

    /// One line per build from the engine (its errors as a JSON array); the end of the
    /// input is the end of the preview.
    private func readInput(now: Double) {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        guard count > 0 else { exit(0) }
        let searchFrom = input.count
        input += buffer[..<count]
        guard let end = input[searchFrom...].lastIndex(of: UInt8(ascii: "\n")) else { return }
        let lines = input[..<end].split(separator: UInt8(ascii: "\n"))
        input.removeFirst(end + 1)
        for line in lines {
            let frame = channel.published(diagnostics: String(decoding: line, as: UTF8.self))
            for connection in connections { connection.queue(frame: frame, now: now) }
        }
    }

    private static func makeNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }

    private static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
