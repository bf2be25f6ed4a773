import APIRefHTTP
import Foundation

/// The times and sizes a connection is held to.
struct ConnectionLimits {
    /// How long a request head may take to arrive, from the connection's opening or the
    /// previous answer: a client that has sent part of one then gets 408, an idle one is closed.
    var headerTimeout: Double
    /// How long an answer may wait for the client to read any of it.
    var writeTimeout: Double = 30
    /// How long a refused request's remaining bytes are read and dropped after the answer,
    /// so that closing does not reset the connection before the client has read it.
    var linger: Double = 2
    /// The most bytes a live-reload socket may leave unread when the next message comes
    /// before it is closed.
    var socketBacklog = 1 << 20
    var request = RequestLimits()
}

/// One client connection of the server's loop, as a state machine: it reads a request
/// head, writes the answer, and reads the next; a refused request's answer is followed by
/// a lingering close; a live-reload socket stays open for the messages it is sent. It only
/// ever waits in the loop's `poll` for the one thing its state needs (bytes to read, or
/// room to write) or for its deadline, so no state spins.
final class Connection {
    enum State: Equatable {
        case reading
        case writing(then: Next)
        case lingering
        case webSocket
        case closed
    }

    enum Next: Equatable { case nextRequest, close, webSocket }

    let descriptor: Int32
    private(set) var state = State.reading
    /// When the current state gives up (none for a live-reload socket).
    private(set) var deadline: Double?
    private var reader: RequestHeadReader
    private var output: [UInt8] = []
    private var written = 0
    private let limits: ConnectionLimits
    private let respond: (RequestHead) -> PreviewResponder.Answer

    init(descriptor: Int32, now: Double, limits: ConnectionLimits, respond: @escaping (RequestHead) -> PreviewResponder.Answer) {
        self.descriptor = descriptor
        self.limits = limits
        self.respond = respond
        reader = RequestHeadReader(limits: limits.request)
        deadline = now + limits.headerTimeout
    }

    /// The `poll` events this state waits for.
    var events: Int16 {
        switch state {
        case .reading, .lingering: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .webSocket: Int16(POLLIN) | (output.isEmpty ? 0 : Int16(POLLOUT))
        case .closed: 0
        }
    }

    /// Acts on what `poll` reported.
    func handle(_ revents: Int16, now: Double) {
        if revents & Int16(POLLNVAL | POLLERR) != 0 { return close() }
        if revents & Int16(POLLIN) != 0 { readable(now: now) }
        if state != .closed, revents & Int16(POLLOUT) != 0 {
            flush(now: now)
            // A finished answer leaves the connection reading: the next request may be here.
            if state == .reading { answer(reader.append(EmptyCollection()), now: now) }
        }
        // The peer is gone and nothing is left to read: no state has anything more to do.
        if state != .closed, revents & Int16(POLLHUP) != 0, revents & Int16(POLLIN) == 0 { close() }
    }

    /// The deadline has passed.
    func expire(now: Double) {
        guard state == .reading, reader.hasPartialRequest else { return close() }
        begin(Response.refusal(.requestTimeout).bytes(), then: .close, now: now)
    }

    /// Queues a message of the live-reload socket.
    func queue(frame: [UInt8], now: Double) {
        guard state == .webSocket || state == .writing(then: .webSocket) else { return }
        // A page that has not read the last messages is gone or stuck; a message may itself
        // be large (every error of the content), which is no reason to drop the page.
        guard output.count - written <= limits.socketBacklog else { return close() }
        output += frame
        if state == .webSocket { flush(now: now) }
    }

    private func readable(now: Double) {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = read(descriptor, &buffer, buffer.count)
        if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return }
        guard count > 0 else { return close() }
        switch state {
        case .reading:
            answer(reader.append(buffer[..<count]), now: now)
        case .webSocket:
            // The page sends nothing but a close: answer it, and end the socket.
            begin(WebSocketHandshake.closeFrame, then: .close, now: now)
        case .lingering, .writing, .closed:
            break
        }
    }

    /// Answers the heads that are complete, one after another while their answers leave at once.
    private func answer(_ outcome: RequestHeadReader.Outcome, now: Double) {
        var outcome = outcome
        while true {
            switch outcome {
            case .incomplete:
                return
            case .refused(let status):
                begin(Response.refusal(status).bytes(), then: .close, now: now)
            case .head(let head):
                switch respond(head) {
                case .response(let response, let isHead):
                    begin(response.bytes(withBody: !isHead), then: response.closes ? .close : .nextRequest, now: now)
                case .webSocket(let response, let hello):
                    begin(response.bytes() + hello, then: .webSocket, now: now)
                }
            }
            guard state == .reading else { return }
            outcome = reader.append(EmptyCollection())
        }
    }

    private func begin(_ bytes: [UInt8], then next: Next, now: Double) {
        output = bytes
        written = 0
        state = .writing(then: next)
        deadline = now + limits.writeTimeout
        flush(now: now)
    }

    private func flush(now: Double) {
        while written < output.count {
            let count = output.withUnsafeBytes { send(descriptor, $0.baseAddress! + written, $0.count - written, 0) }
            if count > 0 {
                written += count
                deadline = state == .webSocket ? nil : now + limits.writeTimeout
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            return close()
        }
        output = []
        written = 0
        guard case .writing(let next) = state else { return }
        switch next {
        case .nextRequest:
            state = .reading
            deadline = now + limits.headerTimeout
        case .close:
            shutdown(descriptor, Int32(SHUT_WR))
            state = .lingering
            deadline = now + limits.linger
        case .webSocket:
            state = .webSocket
            deadline = nil
        }
    }

    func close() {
        guard state != .closed else { return }
        Foundation.close(descriptor)
        state = .closed
        deadline = nil
        output = []
    }
}
