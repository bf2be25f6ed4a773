import Testing

@testable import APIRefCore

/// `ProseFingerprint` hashes each node's `reflectedText`, which must stay exactly what
/// `String(describing:)` gives: translations store the fingerprints as stamps.
@Suite struct ProseFingerprintTextTests {
    @Test func everyKindReadsAsTheRuntimeDescribesIt() {
        let markdown = """
            # Title *em* **strong** ~~gone~~

            Text with `code`, ``Double``, [a link](https://example.com "its title"), ![an image](a.png "pic"),
            <span>inline</span>, it's "quoted" \\ back\\slash, café, 日本語, \u{301}combining, tab\tend.\\
            next line

            > quoted block

            1. first
            2. second

            - loose

            - list

            ---

            <div>html block</div>

            | a | b |
            | :-- | --: |
            | 1 | 2 |

            ```swift
            let s = "a\\n\\t'b'"
            ```
            """
        var kinds: [MarkdownKind] = [
            .symbolLink(SymbolLink(destination: "x", text: "x", isExplicit: false)),
            .text("\u{7F}\u{200B}\u{0}"), .codeBlock(language: "", code: "\r\n"),
            // Past the first eight bytes, which are read a word at a time.
            .text("a plain sentence, then a \" quote"), .code("sixteen bytes ok", doubleBackticks: false),
            .inlineHTML("<b>long enough</b>\u{7F}"), .link(destination: "https://example.com/a'b", title: "")
        ]
        CmarkConverter.parse(markdown).document.forEach { kinds.append($0.kind) }
        // Each case of the fixture is met, so that a new case or a lost one shows here.
        let cases = Set(kinds.map { String(describing: $0).prefix { $0.isLetter } })
        #expect(cases.count == 23, "\(cases.sorted())")
        for kind in kinds {
            #expect(kind.reflectedText == String(describing: kind))
        }
    }
}
