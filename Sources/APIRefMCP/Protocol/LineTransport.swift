import APIRefBase
import APIRefCore
import Foundation
internal import Logging
internal import MCP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// write(2), by a name that `LockedWriter.write` does not hide.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int { write(descriptor, bytes, count) }

/// MCP's stdio transport: one JSON-RPC message per line on standard input, one per line on
/// the descriptor the protocol owns. The SDK's `StdioTransport` makes both descriptors
/// non-blocking and polls standard input every 10 ms, which adds up to 10 ms to every
/// answer and wakes the process a hundred times a second while it waits; this one reads
/// on a thread of its own that blocks until a line comes, so a request is handled as soon
/// as it arrives. Lines that are not JSON-RPC messages are answered here (`MessageCheck`)
/// and never reach the server; a line longer than `maximumLine` is a parse error and is
/// skipped to its end, so that no input can make the server hold more than that. When
/// the input ends, the stream of messages ends once every request read has been answered
/// (`Outstanding`), so that a client that writes its requests and closes its end still
/// gets every answer.
actor LineTransport: Transport {
    static let maximumLine = 4 << 20

    nonisolated let logger: Logger
    private let input: Int32
    private let output: LockedWriter
    private let messages: AsyncThrowingStream<Data, Error>
    private let continuation: AsyncThrowingStream<Data, Error>.Continuation
    private var reader: Thread?
    private let outstanding = Outstanding()

    /// - Parameters:
    ///   - input: the descriptor requests are read from (standard input).
    ///   - output: the descriptor messages are written to, which nothing else writes.
    init(input: Int32, output: Int32, logger: Logger) {
        self.input = input
        self.output = LockedWriter(output)
        self.logger = logger
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        guard reader == nil else { return }
        let (input, output, continuation, logger, outstanding) = (input, output, continuation, logger, outstanding)
        let thread = Thread {
            Self.readLines(from: input, answering: output, into: continuation, outstanding: outstanding, logger: logger)
            outstanding.waitUntilAnswered(timeout: 60)
            continuation.finish()
        }
        thread.name = "apiref-mcp-stdin"
        thread.start()
        reader = thread
    }

    func disconnect() async {
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        try output.write(data + Data([UInt8(ascii: "\n")]))
        if data.first == UInt8(ascii: "[") {
            outstanding.answeredBatch()
        } else if let id = MessageCheck.respondedID(data) {
            outstanding.answered(id)
        }
    }

    func receive() -> AsyncThrowingStream<Data, Error> { messages }

    /// Reads until the end of input: each message to the server, each line that is not one
    /// answered at once.
    private static func readLines(
        from input: Int32, answering output: LockedWriter, into continuation: AsyncThrowingStream<Data, Error>.Continuation,
        outstanding: Outstanding, logger: Logger
    ) {
        var pending = Data()
        var skipping = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        func answer(_ reply: Data) {
            logger.warning("answered a line that is not a JSON-RPC message with an error")
            do { try output.write(reply + Data([UInt8(ascii: "\n")])) } catch { logger.error("cannot write a reply: \(error)") }
        }
        func handle(_ line: Data) {
            guard !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) else { return }
            switch MessageCheck.check(line) {
            case .refused(let reply):
                answer(reply)
                return
            case .request(let id): outstanding.asked(id)
            case .batch: outstanding.askedBatch()
            case .notification(let cancelled): if let cancelled { outstanding.answered(cancelled) }
            }
            continuation.yield(line)
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count < 0 { logger.error("cannot read standard input: \(String(cString: strerror(errno)))") }
                break
            }
            var chunk = buffer[0..<count][...]
            while let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                if skipping {
                    skipping = false
                } else {
                    pending.append(contentsOf: chunk[..<newline])
                    handle(pending)
                }
                pending.removeAll(keepingCapacity: true)
                chunk = chunk[(newline + 1)...]
            }
            guard !skipping else { continue }
            pending.append(contentsOf: chunk)
            if pending.count > maximumLine {
                // Answered now; the rest of the line is read and dropped.
                answer(MessageCheck.parseError("a message is at most \(maximumLine) bytes"))
                pending = Data()
                skipping = true
            }
        }
        if !pending.isEmpty, !skipping { handle(pending) }
    }
}

/// The requests read and not yet answered, which the end of input waits for.
final class Outstanding: Sendable {
    private struct State {
        var ids: [Value: Int] = [:]
        var batches = 0
        var isEmpty: Bool { ids.isEmpty && batches == 0 }
    }

    private let state = Locked(State())
    private let change = DispatchSemaphore(value: 0)

    func asked(_ id: Value) { state.withLock { $0.ids[id, default: 0] += 1 } }
    func askedBatch() { state.withLock { $0.batches += 1 } }

    func answered(_ id: Value) {
        state.withLock { state in
            guard let count = state.ids[id] else { return }
            state.ids[id] = count > 1 ? count - 1 : nil
        }
        change.signal()
    }

    func answeredBatch() {
        state.withLock { $0.batches = max(0, $0.batches - 1) }
        change.signal()
    }

    /// Returns when every request has its answer, or after `timeout` seconds without one.
    func waitUntilAnswered(timeout: Double) {
        while !state.withLock({ $0.isEmpty }) {
            guard change.wait(timeout: .now() + timeout) == .success else { return }
        }
    }
}

/// Whole messages written to one descriptor, one writer at a time: the server's replies
/// and the transport's own answers to lines that are not messages.
final class LockedWriter: Sendable {
    private let descriptor: Locked<Int32>

    init(_ descriptor: Int32) { self.descriptor = Locked(descriptor) }

    func write(_ data: Data) throws {
        try descriptor.withLock { descriptor in
            try data.withUnsafeBytes { bytes in
                var offset = 0
                while offset < bytes.count {
                    let written = writeBytes(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)) }
                    offset += written
                }
            }
        }
    }
}
