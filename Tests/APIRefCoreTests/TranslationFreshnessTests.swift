import APIRefIndex
import Foundation
import TestSupport
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// How current a translation is, as readers see it, on `Fixtures/Freshness`:
/// `Gizmo` translates its page and `speed` (current) and `wobble:` (stale: its English
/// changed after the stamp), not `stop`; `serial` has no prose; `Doohickey` has no
/// translation file at all.
@Suite struct TranslationFreshnessTests {
    let root = Scratch.directory.appendingPathComponent("apiref-freshness-\(UUID().uuidString)")
    var content: URL { root.appendingPathComponent("Freshness") }
    var folder: ContentFolder { ContentFolder(url: content, displayPath: "Freshness") }

    /// A copy of the fixture, whose index each test builds.
    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Freshness"), to: content)
    }

    func index() throws -> SymbolIndex {
        try SymbolIndex.open(folder, at: root.appendingPathComponent("index-\(UUID().uuidString).sqlite"))
    }

    static let strings = LanguageStrings(
        language: "ja",
        labels: [
            "untranslated": "（未翻訳）", "stale": "（原文が更新されています）",
            "Translated {translated}/{total}": "翻訳済み {translated}/{total}",
            " ({stale} stale, {missing} missing)": "（古い訳 {stale}、未翻訳 {missing}）",
            " ({stale} stale)": "（古い訳 {stale}）", " ({missing} missing)": "（未翻訳 {missing}）"
        ])

    // MARK: What a reader sees

    @Test func eachSymbolCarriesItsStateAndEachPageItsCounts() throws {
        let source = LocalizedSymbolSource(base: try index().unscopedLibrary, folder: folder, strings: Self.strings)
        let states = ["Kit/Gizmo", "Kit/Gizmo/speed", "Kit/Gizmo/wobble:", "Kit/Gizmo/stop", "Kit/Gizmo/serial", "Kit/Doohickey/fit"]
            .map { source.symbol(id: $0)?.translationState }
        #expect(states == [.translated, .translated, .stale, .missing, nil, .missing])
        let gizmo = try #require(source.symbol(id: "Kit/Gizmo"))
        #expect(gizmo.translationCounts == TranslationCounts(current: 2, stale: 1, missing: 1), "serial, with no prose, is not counted")
        #expect(source.symbol(id: "Kit/Doohickey")?.translationCounts == TranslationCounts(current: 0, stale: 0, missing: 2))
        // Listings and the terminal keep the marker at the summary's end; the site's entries drop it.
        let wobble = try #require(source.symbol(id: "Kit/Gizmo/wobble:"))
        #expect(wobble.summaryText == "ギズモをしばらく揺らします。（原文が更新されています）")
        #expect(wobble.summaryWithoutTranslationMarker.map(\.plainText).joined() == "ギズモをしばらく揺らします。")
        #expect(gizmo.summaryWithoutTranslationMarker == gizmo.summary)
        // The source language's symbols carry nothing.
        #expect(try index().symbol(id: "Kit/Gizmo/wobble:")?.translationState == nil)
    }

    @Test func theCountLineReadsInTheLanguageOrInEnglish() {
        let counts = TranslationCounts(current: 38, stale: 2, missing: 2)
        #expect(counts.text { Self.strings[$0] } == "翻訳済み 38/42（古い訳 2、未翻訳 2）")
        #expect(counts.text { $0 } == "Translated 38/42 (2 stale, 2 missing)")
        #expect(TranslationCounts(current: 3, stale: 0, missing: 1).text { Self.strings[$0] } == "翻訳済み 3/4（未翻訳 1）")
        #expect(TranslationCounts(current: 3, stale: 1, missing: 0).text { Self.strings[$0] } == "翻訳済み 3/4（古い訳 1）")
        #expect(TranslationCounts(current: 4).text { Self.strings[$0] } == "翻訳済み 4/4")
    }

    @Test func aTerminalPageSaysHowMuchIsTranslatedInItsFirstLine() throws {
        let source = LocalizedSymbolSource(base: try index().unscopedLibrary, folder: folder, strings: Self.strings)
        let renderer = TerminalPageRenderer(
            source: source, syntax: .objectiveC, width: 40, usesEscapes: false, libraryTitle: "Gizmo Kit", strings: Self.strings)
        let lines = { (id: String) throws -> [Substring] in
            renderer.page(for: try #require(source.symbol(id: id))).split(separator: "\n", omittingEmptySubsequences: false)
        }
        let page = try lines("Kit/Gizmo")
        #expect(page[2] == "翻訳済み 2/4（古い訳 1、未翻訳 1）" && page[3].isEmpty, "\(page.prefix(5))")
        #expect(DisplayWidth.of(String(page[2])) <= 40)
        #expect(try lines("Kit/Gizmo/wobble:")[2] == "翻訳済み 0/1（古い訳 1）")
        #expect(try lines("Kit/Doohickey")[2] == "翻訳済み 0/2（未翻訳 2）")
        // Narrower than the line: wrapped by display width (each CJK character two columns).
        let narrow = TerminalPageRenderer(
            source: source, syntax: .objectiveC, width: 20, usesEscapes: false, libraryTitle: "Gizmo Kit", strings: Self.strings)
        let top = narrow.page(for: try #require(source.symbol(id: "Kit/Gizmo"))).split(separator: "\n", omittingEmptySubsequences: false)
            .dropFirst(2).prefix { !$0.isEmpty }
        #expect(top.count > 1 && top.allSatisfy { DisplayWidth.of(String($0)) <= 20 }, "\(top)")
        #expect(top.joined().filter { $0 != " " } == "翻訳済み2/4（古い訳1、未翻訳1）")
        // No line in the source language, nor on a member with nothing to translate.
        let english = TerminalPageRenderer(
            source: try index().unscopedLibrary, syntax: .objectiveC, width: 80, usesEscapes: false, libraryTitle: "Gizmo Kit")
        #expect(!english.page(for: try #require(try index().symbol(id: "Kit/Gizmo"))).contains("Translated"))
        #expect(try lines("Kit/Gizmo/serial")[2] != "翻訳済み 0/0")
    }
}
