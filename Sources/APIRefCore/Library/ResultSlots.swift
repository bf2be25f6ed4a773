import Foundation

/// Fixed slots that concurrent workers fill by index; each slot is written once.
public final class ResultSlots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    public init(count: Int) { storage = Array(repeating: nil, count: count) }

    public subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    /// The filled slots, in index order.
    public var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
