/// Collects diagnostics while a stage runs; stages append instead of throwing.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    /// - Parameters:
    ///   - subject: the text the problem is about, found in the file later for its exact
    ///     column and length (and a fix-it when the subject has a replacement).
    public mutating func error(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation,
        subject: DiagnosticSubject? = nil, notes: [DiagnosticNote?] = []
    ) {
        diagnostics.append(Diagnostic(.error, id, message, at: location, subject: subject, notes: notes.compactMap { $0 }))
    }

    public mutating func warning(
        _ id: DiagnosticID, _ message: String, at location: SourceLocation,
        subject: DiagnosticSubject? = nil, notes: [DiagnosticNote?] = []
    ) {
        diagnostics.append(Diagnostic(.warning, id, message, at: location, subject: subject, notes: notes.compactMap { $0 }))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
