import APIRefBase
import Foundation

/// Batches handed to the other cores as the calling thread makes them, their results
/// handed back in the order the batches went in: one thread reads (one SQLite connection)
/// while the rest decode what it has read, instead of the reading waiting for each
/// decode. At most `window` batches are out at once, so the raw input held stays bounded,
/// and results are taken as soon as they are ready, so they are not held twice.
public final class BackgroundBatches<Value: Sendable>: Sendable {
    private struct State {
        /// Results by submission order; those already taken are nil.
        var results: [Result<Value, Error>?] = []
        var taken = 0
    }

    private let state = Locked(State())
    private let group = DispatchGroup()
    private let room: DispatchSemaphore

    public init(window: Int) {
        room = DispatchSemaphore(value: max(1, window))
    }

    /// Starts `work` on another thread; waits first while `window` batches are out.
    public func submit(_ work: @escaping @Sendable () throws -> Value) {
        room.wait()
        let position = state.withLock { state in
            state.results.append(nil)
            return state.results.count - 1
        }
        DispatchQueue.global().async(group: group) {
            let result = Result { try work() }
            self.state.withLock { $0.results[position] = result }
            self.room.signal()
        }
    }

    /// The results ready from the first not yet taken on, in order; rethrows a batch's error.
    public func takeReady() throws -> [Value] {
        let ready = state.withLock { state in
            var ready: [Result<Value, Error>] = []
            while state.taken < state.results.count, let result = state.results[state.taken] {
                ready.append(result)
                state.results[state.taken] = nil
                state.taken += 1
            }
            return ready
        }
        return try ready.map { try $0.get() }
    }

    /// Waits for every batch, then returns the results not yet taken.
    public func finish() throws -> [Value] {
        group.wait()
        return try takeReady()
    }
}
