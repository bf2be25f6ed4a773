/// Collects diagnostics while a stage runs; stages append instead of throwing.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []

    public init() {}

    public mutating func error(_ id: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.error, id, message, at: location))
    }

    public mutating func warning(_ id: String, _ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.warning, id, message, at: location))
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
