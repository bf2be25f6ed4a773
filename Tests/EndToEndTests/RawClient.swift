import Foundation

/// A client socket that sends bytes as given, and reads what comes back.
final class RawClient {
    let descriptor: Int32

    init(port: Int) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ServeCommandTests.ServeFailure(message: "cannot connect to \(port)") }
        var timeout = timeval(tv_sec: 15, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(descriptor) }

    /// Sends as much as the server takes; it may close before the end.
    func send(_ bytes: [UInt8]) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL)) }
            if count <= 0 { return }
            sent += count
        }
    }

    /// Reads until the server closes (or 15 s pass without a byte).
    func receiveAll() -> String { receive { _ in false } }

    /// Reads until `enough` holds for the text so far, the server closes, or 15 s pass without a byte.
    func receive(until enough: (String) -> Bool) -> String {
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            answer += buffer[0..<count]
            if enough(String(decoding: answer, as: UTF8.self)) { break }
        }
        return String(decoding: answer, as: UTF8.self)
    }
}
