import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex
@testable import APIRefRender

/// The order of text matches (`TextRanking`) and the term list in search (`SearchVariants`),
/// on `Fixtures/TextRanking`: a widget whose Japanese summaries say 回転 as what a method
/// does, inside a property's and a constant's sentence, and only in a discussion; one that
/// still says イメージ, which its `terms.yml` rejects for 画像.
@Suite final class TextRankingTests {
    let scratch = Scratch.directory.appendingPathComponent("apiref-text-ranking-\(UUID().uuidString)")
    let folder = ContentFolder(url: Fixtures.root.appendingPathComponent("TextRanking"), displayPath: "TextRanking")

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    func search(_ query: String, variants: SearchVariants? = nil) throws -> [String] {
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        let hits = try index.search(query.split(separator: " ").map(String.init), variants: variants ?? SearchVariants.load(from: folder))
        return hits.map(\.symbol.name)
    }

    @Test func aSummaryAboutTheQueryLeadsAndConstantsFollowTheirEquals() throws {
        // spin: says 部品を回転します (about it); turns and spinning say 回転 in passing, as does
        // the constant, which follows them; stop says it only in its discussion.
        #expect(try search("回転") == ["spin:", "turns", "spinning", "WidgetStyleSpinning", "stop"])
    }

    @Test func theWholeQueryBeforeItsWordsScatteredAndSummariesBeforeDiscussions() throws {
        // 部品の回転数です holds the whole query; spin: and spinning hold 部品 and 回転 apart;
        // stop holds the whole query, but in its discussion.
        let found = try search("部品の回転")
        #expect(found.first == "turns")
        #expect(Set(found.dropFirst().prefix(2)) == ["spin:", "spinning"])
        #expect(found.last == "stop")
    }

    @Test func aRejectedVariantFindsThePreferredWordAndTheOtherWayRound() throws {
        // thumbnail says 画像; picture still says イメージ; frameView says イメージビュー, an exception.
        #expect(try search("イメージ") == ["picture", "thumbnail", "frameView"])
        #expect(Set(try search("イメージ", variants: .empty)) == ["picture", "frameView"], "without the term list, as typed only")
        #expect(try search("画像") == ["thumbnail", "picture"], "text that still says イメージ is indexed with 画像 too")
    }

    @Test func englishTextRanksByTheSameRules() throws {
        // Rotates the widget is about it; a property and a constant say it in passing, a
        // discussion says rotation.
        #expect(try search("rotat") == ["spin:", "spinning", "WidgetStyleSpinning", "stop"])
    }

    @Test func aSummarysHeadIsItsFirstWordOrItsLastJapaneseOne() {
        #expect(TextRanking.headKey(of: "Selects the row at the given index path. It scrolls.") == "^selects")
        #expect(TextRanking.headKey(of: "A view that shows an image.") == "^view", "words of one letter are not terms")
        #expect(TextRanking.headKey(of: "指定したインデックスパスの行を選択します。その行が見えるようにスクロールすることもできます。") == "$選択")
        #expect(TextRanking.headKey(of: "セルが選択されているかどうかを示すブール値です。") == "$ル値")
        #expect(TextRanking.headKey(of: "テーブルを表示するUITableViewです。") == "$uitableview")
        #expect(TextRanking.headKey(of: "Ｓｅｌｅｃｔｓ it.") == "^selects", "NFKC")
        #expect(TextRanking.headKey(of: "") == nil)
        #expect(TextRanking.queryHeads("選択").first == nil && TextRanking.queryHeads("選択").last == "$選択")
        #expect(TextRanking.queryHeads("選択する").last == "$選択", "a closing verb is cut as in the summary")
        #expect(TextRanking.queryHeads("select row").first == "^select" && TextRanking.queryHeads("select row").last == "$row")
        #expect(TextRanking.queryHeads("選").first == nil && TextRanking.queryHeads("選").last == nil)
        #expect(TextRanking.isAbout(keys: ["^selects", "$選択"], heads: TextRanking.queryHeads("select")))
        #expect(!TextRanking.isAbout(keys: ["^selects"], heads: TextRanking.queryHeads("row")))
        #expect(
            TextRanking.kindOrder(.constant) == 1 && TextRanking.kindOrder(.enumCase) == 1 && TextRanking.kindOrder(.instanceMethod) == 0)
    }

    @Test func aJapaneseQueryIsMatchedByItsWordsAndRankedByItsWhole() {
        #expect(SearchTokens.cjkWords(Array("セルの再利用")).map { String($0) } == ["セル", "再利用"])
        #expect(SearchTokens.cjkWords(Array("選択する")).map { String($0) } == ["選択"])
        #expect(SearchTokens.cjkWords(Array("すべて")).map { String($0) } == ["すべて"], "hiragana alone stays")
        #expect(SearchTokens.queryTerms(["セルの再利用"], byWords: true) == ["\"セル\"", "\"再利 利用\""])
        #expect(SearchTokens.queryTerms(["行を"], byWords: true) == ["\"行\"*"])
        #expect(SearchTokens.wholePhrase(["セルの再利用"]) == "\"セル ルの の再 再利 利用\"")
        #expect(SearchTokens.wholePhrase(["セル", "再利用"]) == "\"セル ル再 再利 利用\"", "no space between CJK words")
        #expect(SearchTokens.wholePhrase(["reuse", "identifier"]) == "\"reuse identifier\"*")
        #expect(SearchTokens.wholePhrase(["UITableView", "の"]) == "\"UITableView の\"*")
        #expect(SearchTokens.wholePhrase(["…"]) == nil)
    }

    @Test func variantsAreReplacedWhereCheckWouldReportThem() {
        let variants = SearchVariants(entries: [
            TermList.Entry(preferred: "画像", rejected: ["イメージ"], exceptions: ["イメージビュー"]),
            TermList.Entry(preferred: "App", rejected: ["Appli"])
        ])
        #expect(variants.alternatives(of: "イメージの読み込み") == ["イメージの読み込み", "画像の読み込み"])
        #expect(variants.alternatives(of: "イメージビュー") == ["イメージビュー"])
        #expect(variants.preferredSpelling("イメージビューのイメージ") == "イメージビューの画像")
        #expect(variants.preferredSpelling("Application") == nil, "a Latin variant is a whole word")
        #expect(SearchVariants.empty.alternatives(of: "イメージ") == ["イメージ"])
    }

    @Test func theSitesWordListsKeepConstantsApartAndHoldHeadsAndPreferredWords() throws {
        var postings = SearchWordShards.Postings()
        let variants = SearchVariants(entries: [TermList.Entry(preferred: "画像", rejected: ["イメージ"])])
        postings.add("部品を回転します。", rank: 0, kind: .instanceMethod)
        postings.add("回転中に光ります。", rank: 1, kind: .constant)
        postings.add("部品のイメージです。", rank: 2, kind: .property, variants: variants)
        let files = SearchWordShards(postings).shards.flatMap(\.blocks).map(\.json).joined()
        #expect(files.contains("\"回転\":\"0.1\""), "rank 0 before the dot, the constant's rank 1 after it")
        #expect(files.contains("\"$回転\":\"0\""), "spin: is about 回転")
        #expect(files.contains("\"画像\":\"2\"") && files.contains("\"イメ\":\"2\""), "the preferred word, and the text as written")
        #expect(files.contains("\"$画像\":\"2\""))
        #expect(SearchWordShards.lists([3, 5, 9], lastKinds: [5]) == SearchPostings.encode([3, 9]) + "." + SearchPostings.encode([5]))
        var written: [(String, String)] = []
        try SearchIndexFiles().write(
            [], names: SearchEntryNames(name: { _ in "" }, container: { _ in nil }), url: { _ in "" }, kindName: \.displayName,
            summaries: PackedTexts(capacity: 0), variants: variants,
            emit: { written.append(($0, $1)) })
        let index = try #require(written.first { $0.0 == "index.js" }?.1)
        #expect(index.contains("{\"v\":2,") && index.contains("\"terms\":[[\"画像\",[\"イメージ\"],[]]]"))
    }
}
