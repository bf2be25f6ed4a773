import APIRefBase

/// Removes every character that could act on a terminal (C0 and C1 controls, DEL, bidi
/// overrides), keeping tabs and newlines only where the caller allows them.
public enum TerminalSafety {
    public static func strip(_ text: String, keepNewlines: Bool = false) -> String {
        // Nearly all text is clean: one pass over the UTF-8 bytes proves it without copying.
        if isClean(text, keepNewlines: keepNewlines) { return text }
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

    /// Whether `strip` would leave `text` as it is, decided on the UTF-8 bytes: no C0
    /// control or DEL (but a newline where kept), no C1 control (C2 80–9F) and no
    /// bidirectional override (E2 80 AA–AE, E2 81 A6–A9).
    private static func isClean(_ text: String, keepNewlines: Bool) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                // Most text is printable ASCII: a word of it needs no look at its bytes.
                if index + 8 <= bytes.count,
                    ASCIIScan.isPrintable(UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
                {
                    index += 8
                    continue
                }
                let byte = bytes[index]
                if byte < 0x20 {
                    if !(keepNewlines && byte == 0x0A) { return false }
                } else if byte == 0x7F {
                    return false
                } else if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return false
                } else if byte == 0xE2, index + 2 < bytes.count {
                    let second = bytes[index + 1]
                    let third = bytes[index + 2]
                    if (second == 0x80 && (0xAA...0xAE).contains(third)) || (second == 0x81 && (0xA6...0xA9).contains(third)) {
                        return false
                    }
                }
                index += 1
            }
            return true
        }
    }

    /// C0 and C1 controls, DEL and bidirectional overrides: never shown, in a terminal or a page.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true  // bidirectional overrides
        default: return false
        }
    }
}
