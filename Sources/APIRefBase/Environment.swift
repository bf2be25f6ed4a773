#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// One environment variable read with getenv(3): `ProcessInfo.environment` copies every
/// variable into a dictionary, a noticeable part of a lookup's few milliseconds.
public enum Environment {
    /// The value of `name`, or nil when it is unset.
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
