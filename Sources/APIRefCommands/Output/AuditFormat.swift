/// The output formats of `apiref audit --format`. Here rather than in APIRefAudit because
/// the engine, which does not link the audit, declares the option (`AuditArguments`).
public enum AuditFormat: String, CaseIterable, Sendable {
    /// `file:line:column: warning: …`, as compilers print them, for editors and CI logs.
    case gnu
    case json
    /// SARIF 2.1.0, for code-scanning services.
    case sarif
}
