import APIRefBase
import Foundation

/// Fixed slots that concurrent workers fill by index; each slot is written once.
final class ResultSlots<Value>: Sendable {
    private let storage: Locked<[Value?]>

    init(count: Int) { storage = Locked(Array(repeating: nil, count: count)) }

    subscript(index: Int) -> Value? {
        get { storage.withLock { $0[index] } }
        set { storage.withLock { $0[index] = newValue } }
    }

    /// Empties a slot and returns what it held, so the slot no longer keeps it alive.
    func take(_ index: Int) -> Value? {
        storage.withLock { storage in
            defer { storage[index] = nil }
            return storage[index]
        }
    }

    /// The filled slots, in index order.
    var values: [Value] { storage.withLock { $0.compactMap { $0 } } }
}
