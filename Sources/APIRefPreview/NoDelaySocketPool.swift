import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits
/// on. FlyingFox writes a response's header and body in two writes; with Nagle on, the
/// body waits for the browser to acknowledge the header, which it delays by 40 ms, so
/// every stylesheet and script of a reloaded page took 40–60 ms on loopback. The
/// listening socket passes through here first (its accepts wait on it), and on Linux the
/// connections it accepts inherit the option; each connection is set again when it waits
/// for a request, for systems where they do not.
struct NoDelaySocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base

    func prepare() async throws { try await base.prepare() }

    func run() async throws { try await base.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        var on: Int32 = 1
        // Fails harmlessly on a socket that is not TCP; nothing depends on it but speed.
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        try await base.suspendSocket(socket, untilReadyFor: events)
    }
}
