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
