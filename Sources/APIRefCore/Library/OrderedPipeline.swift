import Foundation

/// Work produced on all cores and consumed in order on the calling thread: for a single
/// writer (one SQLite connection) fed by parallel producers. At most `window` results
/// are produced ahead of the consumer, so memory stays bounded whatever `count` is.
enum OrderedPipeline {
    static func run<Value>(count: Int, window: Int, produce: @escaping @Sendable (Int) -> Value,
                           consume: (Value) throws -> Void) throws {
        let slots = ResultSlots<Value>(count: count)
        let ready = (0 ..< count).map { _ in DispatchSemaphore(value: 0) }
        let room = DispatchSemaphore(value: max(1, window))
        let next = NextIndex()
        let workers = ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.global().async {
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    // An index is taken only once there is room for its result, and indices are
                    // taken in order, so the one the consumer waits for is always being made.
                    room.wait()
                    guard let index = next.take(below: count) else {
                        room.signal()
                        return
                    }
                    slots[index] = produce(index)
                    ready[index].signal()
                }
            }
        }
        var failure: Error?
        for index in 0 ..< count {
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

/// A counter shared by the producers.
private final class NextIndex: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}
