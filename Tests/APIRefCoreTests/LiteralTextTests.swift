import APIRefCore
import Testing

/// Literal text found and replaced byte for byte, as the Markdown copies use it.
struct LiteralTextTests {
    @Test(arguments: [
        ("a ``` fence", "```", true),
        ("two `` ticks", "```", false),
        ("", "`", false),
        ("anything", "", true),
        ("ドキュメント\u{FFFC}です", "\u{FFFC}", true),
        ("``x`", "``x`", true),
        ("aab", "ab", true)
    ])
    func findsLiteralText(text: String, literal: String, found: Bool) {
        #expect(text.containsLiteral(literal) == found)
        #expect(Substring(text).containsLiteral(literal) == found)
    }

    @Test(arguments: [
        ("line\nand\nmore", "\n", "\n> ", "line\n> and\n> more"),
        ("no newline", "\n", "\n> ", "no newline"),
        ("Use \u{FFFC} instead.", "\u{FFFC}", "`tableView(_:cellForRowAt:)`", "Use `tableView(_:cellForRowAt:)` instead."),
        ("aaa", "aa", "b", "ba"),
        ("a|b|", "|", "\\|", "a\\|b\\|"),
        ("名前~名前", "~", "\\~", "名前\\~名前"),
        ("", "x", "y", "")
    ])
    func replacesEveryOccurrenceFromTheStart(text: String, literal: String, replacement: String, expected: String) {
        #expect(text.replacingLiteral(literal, with: replacement) == expected)
    }

    /// CommonMark reads a backtick as one whatever follows it; Foundation's search, by
    /// Unicode rules, would not have found it before a combining mark.
    @Test func aMarkFollowedByACombiningCharacterIsStillFound() {
        #expect("a`\u{301}b".containsLiteral("`"))
        #expect("x\n\u{301}y".replacingLiteral("\n", with: " ") == "x \u{301}y")
    }
}
