/// Removes every character that could act on a terminal (C0 and C1 controls, DEL, bidi
/// overrides), keeping tabs and newlines only where the caller allows them.
public enum TerminalSafety {
    public static func strip(_ text: String, keepNewlines: Bool = false) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepNewlines, scalar == "\n" {
                scalars.append(scalar)
            } else if scalar == "\t" {
                scalars.append(" ")
            } else if !isUnsafe(scalar) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// C0 and C1 controls, DEL and bidirectional overrides: never shown, in a terminal or a page.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true // bidirectional overrides
        default: return false
        }
    }
}
