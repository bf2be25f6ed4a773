import APIRefBase
import Foundation

/// Work produced on all cores and consumed in order on the calling thread: for a single
/// writer (one SQLite connection) fed by parallel producers. At most `window` results
/// are produced ahead of the consumer, so memory stays bounded whatever `count` is.
public enum OrderedPipeline {
    public static func run<Value>(
        count: Int, window: Int, produce: @escaping @Sendable (Int) -> Value,
        consume: (Value) throws -> Void
    ) throws {
        let slots = ResultSlots<Value>(count: count)
        let ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
        let room = DispatchSemaphore(value: max(1, window))
        // The next index to produce, shared by the producers.
        let next = Locked(0)
        let workers = ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    // An index is taken only once there is room for its result, and indices are
                    // taken in order, so the one the consumer waits for is always being made.
                    room.wait()
                    let taken = next.withLock { next -> Int? in
                        guard next < count else { return nil }
                        defer { next += 1 }
                        return next
                    }
                    guard let index = taken else {
                        room.signal()
                        return
                    }
                    slots[index] = produce(index)
                    ready[index].signal()
                }
            }
        }
        var failure: Error?
        for index in 0..<count {
            ready[index].wait()
            let value = slots.take(index)
            room.signal()
            // After a failure the rest is still awaited, so no producer outlives this call.
            guard failure == nil, let value else { continue }
            do { try consume(value) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
