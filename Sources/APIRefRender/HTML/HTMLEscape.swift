import APIRefBase
import APIRefCore

/// Escaping for text and attribute values; content never becomes markup. Works on UTF-8
/// bytes: text with nothing to escape (most of it) is returned as it is.
enum HTMLEscape {
    static func text(_ value: String) -> String {
        guard needsEscaping(value) else { return value }
        var output: [UInt8] = []
        output.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": output += Array("&amp;".utf8)
            case "<": output += Array("&lt;".utf8)
            case ">": output += Array("&gt;".utf8)
            case "\"": output += Array("&quot;".utf8)
            case "'": output += Array("&#39;".utf8)
            case "\n", "\t": output.append(UInt8(scalar.value))
            default:
                if !TerminalSafety.isUnsafe(scalar) { output += Array(String(scalar).utf8) }
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// An attribute value; the same escaping makes it safe inside double quotes.
    static func attribute(_ value: String) -> String { text(value) }

    /// Whether any byte of `value` does: over the contiguous UTF-8 of a native string (nearly
    /// every text), eight bytes at a time while they are printable ASCII with nothing to
    /// escape, then in a plain loop, which profiles showed to be several times faster than
    /// `utf8.contains(where:)` and its closure.
    private static func needsEscaping(_ value: String) -> Bool {
        value.utf8.withContiguousStorageIfAvailable { bytes in
            bytes[ASCIIScan.printablePrefix(of: bytes, excluding: markup)...].contains(where: needsEscaping)
        } ?? value.utf8.contains(where: needsEscaping)
    }

    /// The printable ASCII bytes that are escaped.
    private static let markup: [UInt8] = [0x26, 0x3C, 0x3E, 0x22, 0x27]

    /// Bytes that start something to escape or drop; 0xC2 and up may begin a C1 control
    /// or a bidirectional override, so those take the careful path.
    private static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27: return true  // & < > " '
        case 0x0A, 0x09: return false
        case 0x00..<0x20, 0x7F: return true
        case 0xC2, 0xE2: return true
        default: return false
        }
    }
}
