import FlyingFox
import Foundation

/// One diagnostic as the preview's overlay shows it.
public struct OverlayDiagnostic: Codable, Sendable, Equatable {
    public var path: String
    public var line: Int
    public var column: Int
    public var severity: String
    public var message: String
    public var id: String

    public init(path: String, line: Int, column: Int, severity: String, message: String, id: String) {
        self.path = path
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.id = id
    }
}

/// The live-reload channel: every open page holds a WebSocket to it, and hears `reload`
/// after each build and, on connecting, the current build's errors for its overlay.
public actor LiveChannel {
    /// A message to the pages, as JSON: `{"type": "hello"|"reload", "generation": N, "diagnostics": […]}`.
    struct Message: Encodable {
        var type: String
        var generation: Int
        var diagnostics: [OverlayDiagnostic]
    }

    private var generation = 0
    private var diagnostics: [OverlayDiagnostic] = []
    private var pages: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    public init() {}

    /// A build finished: the pages reload (and show its errors, if any).
    public func published(diagnostics: [OverlayDiagnostic]) {
        generation += 1
        self.diagnostics = diagnostics
        let text = encoded(type: "reload")
        for page in pages.values { page.yield(.text(text)) }
    }

    /// The messages for one page: `hello` at once, then a `reload` per build.
    func subscribe() -> AsyncStream<WSMessage> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        pages[id] = continuation
        continuation.yield(.text(encoded(type: "hello")))
        return stream
    }

    private func unsubscribe(_ id: UUID) { pages[id] = nil }

    func encoded(type: String) -> String {
        // Strings and numbers only: encoding cannot fail.
        let data = (try? JSONEncoder().encode(Message(type: type, generation: generation, diagnostics: diagnostics))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The WebSocket end of the channel: what the page sends is ignored.
struct LiveSocket: WSMessageHandler {
    let channel: LiveChannel

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        await channel.subscribe()
    }
}
