/// How a run of terminal text is shown.
public enum TextStyle: Hashable, Sendable {
    case plain, bold, emphasis, code
}

/// One run of text in one style.
struct StyledRun: Hashable {
    var text: String
    var style: TextStyle
}

/// Escape sequences for the styles, or none when output is not a terminal.
public struct TerminalStyle: Sendable {
    public var usesEscapes: Bool

    public init(usesEscapes: Bool) { self.usesEscapes = usesEscapes }

    func apply(_ style: TextStyle, to text: String) -> String {
        guard usesEscapes, !text.isEmpty else { return text }
        switch style {
        case .plain, .code: return text
        case .bold: return "\u{1B}[1m\(text)\u{1B}[22m"
        case .emphasis: return "\u{1B}[4m\(text)\u{1B}[24m"
        }
    }
}
