import Testing

@testable import APIRefCore

/// Japanese has no spaces: index and query are cut the same way.
@Suite struct SearchTokensTests {
    @Test func cjkRunsBecomeOverlappingPairsAndLatinStaysWords() {
        #expect(SearchTokens.indexable("セルを再利用する cell") == "セル ルを を再 再利 利用 用す する る cell")
        #expect(SearchTokens.indexable("plain ASCII text") == "plain ASCII text")
    }

    @Test func queriesAreCutLikeTheIndex() {
        #expect(SearchTokens.queryTerms(["再利用"]) == ["\"再利 利用\""])
        #expect(SearchTokens.queryTerms(["セ"]) == ["\"セ\"*"])
        #expect(SearchTokens.queryTerms(["ｾﾙ"]) == ["\"セル\""], "half-width kana are NFKC-normalised")
        #expect(SearchTokens.queryTerms(["ＵＩＴａｂｌｅ"]) == ["\"UITable\"*"], "full-width Latin too")
        #expect(SearchTokens.queryTerms(["UITableViewのセル"]) == ["\"UITableView\"*", "\"のセ セル\""])
    }
}
