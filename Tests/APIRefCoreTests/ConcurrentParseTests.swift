import Testing

@testable import APIRefCore

/// cmark-gfm shares global state between parsers (github/cmark-gfm#221); files are parsed
/// on every core, so parses running together must give what one parse alone gives.
@Suite struct ConcurrentParseTests {
    static let page = """
        | a | b |
        | --- | --- |
        | ~~gone~~ | `code` |

        Text with ~~strikethrough~~, a table above and https://example.org below.
        """

    @Test func parsesOnManyThreadsAgreeWithOneParse() {
        let alone = CmarkConverter.parse(Self.page).document
        let together = Array(repeating: Self.page, count: 4_000).concurrentMap { CmarkConverter.parse($0).document }
        #expect(together.allSatisfy { $0 == alone })
    }
}
