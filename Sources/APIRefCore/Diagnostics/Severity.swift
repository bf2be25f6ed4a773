/// How bad a diagnostic is: errors fail `apiref check`, warnings fail it only with `--strict`.
public enum Severity: String, Sendable, Codable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .warning && rhs == .error
    }
}
