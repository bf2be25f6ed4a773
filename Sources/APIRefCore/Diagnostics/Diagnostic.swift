/// One problem found in content, with a stable identifier such as `unresolved-link`.
public struct Diagnostic: Hashable, Sendable, Codable, CustomStringConvertible {
    public var severity: Severity
    /// A stable, kebab-case identifier; explained in `DiagnosticCatalog` (`docs/diagnostics.md`).
    public var id: String
    public var message: String
    public var location: SourceLocation

    /// The id of a symbol with facts and no prose yet: a warning that `check --strict` does
    /// not fail on, since an import adds many at once and authors work down the list.
    public static let undocumentedID = "undocumented"

    public init(_ severity: Severity, _ id: String, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.id = id
        self.message = message
        self.location = location
    }

    /// `path:line:column: error|warning: message [id]`, with control characters removed
    /// so that content can never drive the terminal.
    public var description: String {
        "\(location): \(severity.rawValue): \(TerminalSafety.strip(message)) [\(id)]"
    }
}
