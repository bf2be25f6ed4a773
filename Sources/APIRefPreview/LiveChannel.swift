import FlyingFox
import Foundation

/// The live-reload channel: every open page holds a WebSocket to it, and hears `reload`
/// after each build and, on connecting, the current build's errors for its overlay.
actor LiveChannel {
    private var generation = 0
    /// The current errors as the engine encoded them: a JSON array of objects with path,
    /// line, column, severity, message and id.
    private var diagnostics = "[]"
    private var pages: [UUID: AsyncStream<WSMessage>.Continuation] = [:]

    /// A build finished: the pages reload (and show its errors, if any).
    func published(diagnostics: String) {
        generation += 1
        self.diagnostics = diagnostics
        let text = message("reload")
        for page in pages.values { page.yield(.text(text)) }
    }

    /// The messages for one page: `hello` at once, then a `reload` per build.
    func subscribe() -> AsyncStream<WSMessage> {
        let id = UUID()
        let (stream, continuation) = AsyncStream<WSMessage>.makeStream()
        continuation.onTermination = { _ in Task { await self.unsubscribe(id) } }
        pages[id] = continuation
        continuation.yield(.text(message("hello")))
        return stream
    }

    private func unsubscribe(_ id: UUID) { pages[id] = nil }

    /// `{"type": "hello"|"reload"|"status", "generation": N, "diagnostics": […]}`.
    func message(_ type: String) -> String {
        "{\"type\":\"\(type)\",\"generation\":\(generation),\"diagnostics\":\(diagnostics)}"
    }
}

/// The WebSocket end of the channel: what the page sends is ignored.
struct LiveSocket: WSMessageHandler {
    let channel: LiveChannel

    func makeMessages(for client: AsyncStream<WSMessage>) async throws -> AsyncStream<WSMessage> {
        await channel.subscribe()
    }
}
