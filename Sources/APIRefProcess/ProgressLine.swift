import APIRefBase
import Foundation

/// One line of progress on standard error — `apiref: indexing 340/1021 files (1.2 s)` —
/// redrawn in place at most ten times a second while long work runs (an index build, a
/// site build), and cleared when it ends. The engine turns it on only when standard error
/// is a terminal and `--quiet` is not given; otherwise every call does nothing, so the
/// stages can report without knowing where their output goes.
public final class ProgressLine: Sendable {
    /// The line in use, set once by the engine before a command runs.
    nonisolated(unsafe) public private(set) static var current: ProgressLine?

    private struct State {
        var phase = ""
        var done = 0
        var total = 0
        var started = DispatchTime.now()
        var lastDrawn: UInt64 = 0
        var shown = false
    }

    private let state = Locked(State())

    private init() {}

    /// Turns progress on when standard error is a terminal that can redraw a line.
    public static func enableOnTerminal() {
        guard isatty(STDERR_FILENO) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return }
        current = ProgressLine()
    }

    /// Starts a phase of `total` steps.
    public static func begin(_ phase: String, total: Int) {
        current?.update { line in
            line.phase = phase
            line.total = total
            line.done = 0
            line.started = .now()
            line.lastDrawn = 0
        }
    }

    /// Counts `steps` more steps done (from any thread).
    public static func advance(_ steps: Int = 1) {
        current?.update { $0.done += steps }
    }

    /// Clears the line: the phase is over.
    public static func end() {
        current?.state.withLock { line in
            if line.shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
            line.shown = false
            line.total = 0
        }
    }

    private func update(_ change: (inout State) -> Void) {
        state.withLock { line in
            change(&line)
            let now = DispatchTime.now().uptimeNanoseconds
            // Nothing for the first half second: short work shows no line at all.
            guard line.total > 0, now - line.started.uptimeNanoseconds > 500_000_000,
                now - line.lastDrawn > 100_000_000 || line.done == line.total
            else { return }
            line.lastDrawn = now
            let seconds = Double(now - line.started.uptimeNanoseconds) / 1e9
            let text = "apiref: \(line.phase) \(min(line.done, line.total))/\(line.total) (\(String(format: "%.1f", seconds)) s)"
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
            line.shown = true
        }
    }
}
