/// The exit statuses of every apiref command (the README's and the man page's table).
public enum ExitStatus: Int32, Sendable {
    /// Success; the symbol was found.
    case success = 0
    /// Not found, nothing matches, or the content has errors.
    case notFound = 1
    /// A usage error: an unknown command, option or option value, or an ambiguous name.
    case usage = 2
    /// An I/O failure: no content folder or templates, a file that cannot be read, an
    /// index or output that cannot be written.
    case io = 3
}

/// An error that ends a command: what to tell the user, and the exit status. The engine's
/// main prints it (`apiref: message` on standard error) and exits with the status; an empty
/// message means the command has already said what went wrong.
public struct ToolError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var status: ExitStatus

    public init(_ status: ExitStatus, _ message: String) {
        self.status = status
        self.message = message
    }

    public static func notFound(_ message: String) -> ToolError { ToolError(.notFound, message) }
    public static func usage(_ message: String) -> ToolError { ToolError(.usage, message) }
    public static func io(_ message: String) -> ToolError { ToolError(.io, message) }
    /// The command printed its findings (diagnostics, a candidate list) and ends with `status`.
    public static func reported(_ status: ExitStatus) -> ToolError { ToolError(status, "") }

    public var description: String { message }
}
