import Foundation

extension Array where Element: Sendable {
    /// Runs `transform` on consecutive slices of at most `size` elements, on all cores,
    /// and returns its results in slice order. For work that keeps state per slice (a
    /// cache, a diagnostics list); the first error, by position, is rethrown.
    public func concurrentChunks<T, Failure: Error>(
        size: Int, _ transform: @Sendable (ArraySlice<Element>) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        let size = Swift.max(size, 1)
        let parts = (count + size - 1) / size
        let slots = ResultSlots<Result<T, Failure>>(count: parts)
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let slice = self[part * size..<Swift.min(count, (part + 1) * size)]
            slots[part] = Result { () throws(Failure) -> T in try transform(slice) }
        }
        return try slots.values.map { result throws(Failure) in try result.get() }
    }

    /// `map` on all cores, `chunkSize` elements per task, keeping the order.
    public func concurrentMap<T, Failure: Error>(
        chunkSize: Int = 1, _ transform: @Sendable (Element) throws(Failure) -> T
    ) throws(Failure) -> [T] {
        try concurrentChunks(size: chunkSize) { slice throws(Failure) in try slice.map(transform) }.flatMap { $0 }
    }
}
