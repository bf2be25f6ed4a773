#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// What `signal(2)` answered about a signal's former disposition.
public enum SignalDisposition {
    /// Whether `handler` (what `signal` returned) is `SIG_IGN`: a signal ignored from the
    /// start, which a program run in the background with `&` should leave ignored.
    public static func isIgnore<Handler>(_ handler: Handler) -> Bool {
        unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}

/// Whether a child process has the terminal's Ctrl-C: while the pager shows a page,
/// Ctrl-C is the pager's, and apiref's own interrupt handling (`Interruption`) lets it be.
/// Ignoring the signal is not enough: when the main thread has it blocked (libdispatch
/// sometimes leaves it so), the kernel keeps it pending for the handler's signal source.
public enum ChildInterrupts {
    nonisolated(unsafe) private static var holders = 0
    nonisolated(unsafe) private static let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    /// Runs `body` (a child on the terminal) with Ctrl-C left to the child.
    public static func held<T>(_ body: () throws -> T) rethrows -> T {
        change(by: 1)
        defer { change(by: -1) }
        return try body()
    }

    /// Whether a child has Ctrl-C now.
    public static var areHeld: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return holders > 0
    }

    private static func change(by amount: Int) {
        pthread_mutex_lock(lock)
        holders += amount
        pthread_mutex_unlock(lock)
    }
}
