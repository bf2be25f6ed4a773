import APIRefHTTP

/// The live-reload channel's state: every open page holds a WebSocket to the server, and
/// hears `hello` with the current build's errors on connecting and `reload` after each
/// build. Touched only by the server's loop.
final class LiveChannel {
    private(set) var generation = 0
    /// The current errors as the engine encoded them: a JSON array of objects with path,
    /// line, column, severity, message and id.
    private var diagnostics = "[]"

    /// A build finished: returns the frame that tells the open pages to reload.
    func published(diagnostics: String) -> [UInt8] {
        generation += 1
        self.diagnostics = diagnostics
        return WebSocketHandshake.textFrame(message("reload"))
    }

    /// `{"type": "hello"|"reload"|"status", "generation": N, "diagnostics": […]}`.
    func message(_ type: String) -> String {
        "{\"type\":\"\(type)\",\"generation\":\(generation),\"diagnostics\":\(diagnostics)}"
    }
}
