import APIRefCore

/// Text made safe for mdoc(7): no control or bidi character (`TerminalSafety`), every
/// backslash written as `\e` so content cannot write an escape of its own, and a line that
/// would start with `.` or `'` (a request) starting with `\&` instead.
enum MdocText {
    /// Escaped text for a text line (no line breaks inside). Between CJK characters, which
    /// have no spaces to break at, it puts `\:`, roff's optional break, so that groff and
    /// mandoc wrap Japanese lines; never before a character a line may not start with (、。）
    /// and small kana) or after one a line may not end with (（「).
    static func escaped(_ text: String) -> String {
        // Most text is printable ASCII without a backslash: nothing to do (ASCII is never CJK
        // or bidi), and a few hundred thousand pages showed it in profiles.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) { return text }
        var out = ""
        let characters = Array(TerminalSafety.strip(text))
        for (offset, character) in characters.enumerated() {
            switch character {
            case "\\": out += "\\e"
            case "\n", "\r", "\t": out += " "
            default: out.append(character)
            }
            if offset + 1 < characters.count, CJKCharacters.breaksLikeCJK(character),
                !noLineEnd.contains(character), !noLineStart.contains(characters[offset + 1]),
                CJKCharacters.breaksLikeCJK(characters[offset + 1])
            {
                out += "\\:"
            }
        }
        return out
    }

    private static let noLineStart: Set<Character> = Set("、。，．・：；？！ー）」』】〕〉》ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
    private static let noLineEnd: Set<Character> = Set("（「『【〔〈《")

    /// A whole text line: escaped, without leading blanks, guarded against starting a request.
    static func line(_ text: String) -> String {
        let trimmed = String(escaped(text).drop { $0 == " " })
        return trimmed.hasPrefix(".") || trimmed.hasPrefix("'") ? "\\&" + trimmed : trimmed
    }

    /// `text` without blanks (spaces and tabs) at either end.
    static func trimmed(_ text: String) -> String {
        let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let bytes = text.utf8
        guard let first = bytes.firstIndex(where: { !blank($0) }), let last = bytes.lastIndex(where: { !blank($0) }) else { return "" }
        return String(text[first...last])
    }

    /// One argument of a macro line, quoted so it is never read as a macro name or as
    /// several arguments.
    static func argument(_ text: String) -> String {
        let text = escaped(text)
        return "\"" + (text.utf8.contains(UInt8(ascii: "\"")) ? text.replacingOccurrences(of: "\"", with: "\\(dq") : text) + "\""
    }
}
