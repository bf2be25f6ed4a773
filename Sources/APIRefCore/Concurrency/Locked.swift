import Foundation

/// A value that threads share, reached only inside `withLock`: the one lock type of
/// apiref's concurrent code. Keeping the value inside means it cannot be read without the
/// lock, and `withLock` cannot leave the lock held on an early return or a throw.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) { self.value = value }

    /// Runs `body` on the value under the lock, and returns what it returns.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
