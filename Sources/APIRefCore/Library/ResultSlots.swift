import Foundation

/// Fixed slots that concurrent workers fill by index; each slot is written once.
final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// Empties a slot and returns what it held, so the slot no longer keeps it alive.
    func take(_ index: Int) -> Value? {
        lock.withLock {
            defer { storage[index] = nil }
            return storage[index]
        }
    }

    /// The filled slots, in index order.
    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
