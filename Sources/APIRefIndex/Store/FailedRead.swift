import APIRefCore
import Foundation

/// The first read of an index that failed, kept until someone asks. Most queries of
/// `SymbolIndex` answer optionals and lists (`symbol(id:)`, `ids(named:)`), and a lookup
/// makes twenty of them through the `SymbolSource` protocol; a failed SQLite read must not
/// become "not found" or "nothing matches" there. So a failed read answers nil or empty
/// *and* is remembered here, and `SymbolIndex.snapshot` (the way every query runs) and
/// `throwIfAReadFailed()` turn it into an error before the answer is used.
final class FailedRead: Sendable {
    private let first = Locked<Error?>(nil)

    func record(_ error: Error) {
        first.withLock { if $0 == nil { $0 = error } }
    }

    /// The failure, which is then forgotten.
    func take() -> Error? {
        first.withLock { first in
            defer { first = nil }
            return first
        }
    }
}

/// An index read failed: the file changed under the reader, or it is damaged.
public struct IndexReadError: Error, CustomStringConvertible {
    public var path: String
    public var underlying: String

    public var description: String {
        "cannot read the index \(path): \(underlying); `apiref check` rebuilds it"
    }
}
