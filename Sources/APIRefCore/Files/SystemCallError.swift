import Foundation

/// A system call on a file that failed, with the system's reason: "cannot rename … to …:
/// No space left on device", where a bare `CocoaError(.fileWriteUnknown)` said only that
/// the write failed.
public struct SystemCallError: LocalizedError, CustomStringConvertible, Sendable {
    /// What was being done, with its paths: "rename A to B".
    public var action: String
    /// The `errno` the call left.
    public var code: Int32

    /// The failure of the call that just returned, with the `errno` it left.
    public init(_ action: String, code: Int32 = errno) {
        self.action = action
        self.code = code
    }

    public var description: String { "cannot \(action): \(String(cString: strerror(code)))" }
    /// The same, where a message is made from `localizedDescription` (`ToolError.whileWriting`).
    public var errorDescription: String? { description }

    /// rename(2): `source` replaces `target` atomically, or this error says why not.
    public static func renameFile(_ source: URL, over target: URL) throws {
        guard rename(source.path, target.path) == 0 else {
            throw SystemCallError("rename \(source.path) to \(target.path)")
        }
    }

    /// link(2): a second name `second` for `file`, or this error says why not.
    public static func linkFile(_ file: URL, as second: URL) throws {
        guard link(file.path, second.path) == 0 else {
            throw SystemCallError("link \(file.path) as \(second.path)")
        }
    }
}
