import Foundation

/// A read of an opened index failed: the file changed under the reader, or it is damaged.
/// Every query of `SymbolIndex` throws it rather than answering nil or nothing, so a failed
/// read cannot become "not found" or a partial page; the engine ends with status 3.
public struct IndexReadError: LocalizedError, CustomStringConvertible {
    /// The index file.
    public var path: String
    /// What SQLite or the decoder said.
    public var cause: any Error

    public init(path: String, _ cause: any Error) {
        self.path = path
        self.cause = cause
    }

    /// A read whose rows are not what the index should hold.
    public init(path: String, reason: String) {
        self.init(path: path, Reason(description: reason))
    }

    struct Reason: Error, CustomStringConvertible {
        var description: String
    }

    public var description: String {
        "cannot read the index \(path): \(cause); `apiref check` rebuilds it"
    }

    public var errorDescription: String? { description }
}
