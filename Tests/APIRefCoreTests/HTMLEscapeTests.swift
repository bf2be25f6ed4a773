import Testing

@testable import APIRefRender

/// `HTMLEscape` passes over printable ASCII eight bytes at a time: a character to escape
/// or drop must be found wherever it stands, in the first word, a later one or the tail.
@Suite struct HTMLEscapeTests {
    @Test func everyCharacterToEscapeIsFoundAtEveryPlace() {
        let cases: [(String, String)] = [
            ("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;"), ("\u{7}", ""), ("\u{7F}", ""),
            ("\u{202E}", ""), ("\n", "\n"), ("é", "é")
        ]
        var checked = 0
        for (character, escaped) in cases {
            for place in 0..<19 {
                let before = String(repeating: "a", count: place)
                let after = String(repeating: "b", count: 18 - place)
                #expect(HTMLEscape.text(before + character + after) == before + escaped + after, "\(character) at \(place)")
                checked += 1
            }
        }
        #expect(checked == 10 * 19)
    }
}
