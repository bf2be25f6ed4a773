/// JSON written into the site's scripts (`nav-index.js`, the search files) and pages
/// (structured data).
enum ScriptJSON {
    /// A JSON string literal. Every "<" is escaped too, so `</script>` cannot end a script early.
    static func appendString(_ text: String, to out: inout String) {
        out += "\""
        var plainStart = text.utf8.startIndex
        for index in text.utf8.indices {
            let byte = text.utf8[index]
            let escape: String? =
                switch byte {
                case UInt8(ascii: "\""): "\\\""
                case UInt8(ascii: "\\"): "\\\\"
                case UInt8(ascii: "<"): "\\u003c"
                case 0x0A: "\\n"
                case 0x0D: "\\r"
                case 0x09: "\\t"
                case 0..<0x20: "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
                default: nil
                }
            guard let escape else { continue }
            out += text[plainStart..<index]
            out += escape
            plainStart = text.utf8.index(after: index)
        }
        out += text[plainStart...]
        out += "\""
    }

    /// `appendString` as a new string.
    static func string(_ text: String) -> String {
        var out = ""
        appendString(text, to: &out)
        return out
    }
}
