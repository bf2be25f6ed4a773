import APIRefCore

/// Escaping for text and attribute values; content never becomes markup.
enum HTMLEscape {
    static func text(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count)
        for scalar in TerminalSafety.strip(value, keepNewlines: true).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An attribute value; the same escaping makes it safe inside double quotes.
    static func attribute(_ value: String) -> String { text(value) }
}
