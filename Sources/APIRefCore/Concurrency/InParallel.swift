import Foundation

/// Runs `first` and `second` at the same time, on two cores, and returns both results.
func inParallel<A: Sendable, B: Sendable>(_ first: @Sendable () -> A, _ second: @Sendable () -> B) -> (A, B) {
    let firstResult = ResultSlots<A>(count: 1)
    let secondResult = ResultSlots<B>(count: 1)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
        if part == 0 { firstResult[0] = first() } else { secondResult[0] = second() }
    }
    // concurrentPerform returns only once both have run, so both slots are filled; were
    // one not, it is worked out here rather than trapped on.
    return (firstResult.take(0) ?? first(), secondResult.take(0) ?? second())
}
