import APIRefIndex
import Foundation
import Testing

@testable import APIRefCore

/// The term list (`terms.yml`) and the check of translations against it: what matches,
/// what `check --fix` writes, and the shipped libraries following their own lists.
@Suite final class TermCheckTests {
    let root = Scratch.directory.appendingPathComponent("apiref-terms-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: root) }

    static let entries = [
        TermList.Entry(preferred: "画像", rejected: ["イメージ"], exceptions: ["イメージビュー"]),
        TermList.Entry(preferred: "ユーザー", rejected: ["ユーザ"]),
        TermList.Entry(preferred: "App", rejected: ["Appli"]),
        TermList.Entry(preferred: "キーで", rejected: ["キーの下に"])
    ]

    func matches(_ text: String) -> [String] {
        TermCheck.occurrences(in: text, terms: Self.entries).map { "\($0.offset):\($0.variant)" }
    }

    @Test func aVariantMatchesAsWrittenInsideJapaneseWords() {
        #expect(matches("イメージとイメージデータ") == ["0:イメージ", "15:イメージ"])
        #expect(matches("値をキーの下に格納") == ["6:キーの下に"])
    }

    @Test func exceptionsAndThePreferredWordAreNotReported() {
        #expect(matches("イメージビューのイメージ") == ["24:イメージ"])
        // `ユーザ` is part of `ユーザー`, the word to use.
        #expect(matches("ユーザーとユーザ") == ["15:ユーザ"])
    }

    @Test func anASCIIVariantMatchesOnlyAsAWholeWordAtItsLetters() {
        #expect(matches("Application") == [])
        #expect(matches("Appliの起動") == ["0:Appli"])
        #expect(matches("MyAppli") == [])
    }

    @Test func codeLinksAndDestinationsAreNotProse() throws {
        let text = "イメージ`イメージ`[イメージ](https://example.com/イメージ)<b>イメージ</b>\n\n```\nイメージ\n```\n"
        var document = CmarkConverter.parse(text).document
        LinkMarker.mark(&document)
        var seen: [String] = []
        TermCheck.forEachText(in: document) { seen.append($0.literal) }
        #expect(seen == ["イメージ", "イメージ", "イメージ"])
    }

    @Test func aTermListReportsWhatIsWrongAndKeepsTheRest() {
        var bag = DiagnosticBag()
        let list = TermList.parse(
            """
            ja:
              - use: 画像
                not: イメージ
                colour: red
              - use: デフォルト
              - use: イメージ
                not: [画像]
              - not: [既定]
            """, path: "Content/terms.yml", diagnostics: &bag)
        #expect(list.entries(for: "ja") == [TermList.Entry(preferred: "画像", rejected: ["イメージ"])])
        #expect(
            bag.diagnostics.map { "\($0.location.line) \($0.id)" } == [
                "4 unknown-field", "5 invalid-front-matter", "8 invalid-front-matter", "6 invalid-front-matter"
            ])
    }

    /// `check --fix`: every rejected variant of the fixture's prose is replaced with the
    /// preferred word, nothing in code changes, and checking again reports none.
    @Test func checkFixWritesThePreferredWord() throws {
        let fixture = Fixtures.root.appendingPathComponent("Malformed/rejected-terms/content")
        let copy = root.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: copy)
        let folder = ContentFolder(url: copy, displayPath: "Content")
        func rejected() throws -> [Diagnostic] {
            let index = try SymbolIndex.open(folder, at: root.appendingPathComponent("index-\(UUID().uuidString).sqlite"))
            var bag = DiagnosticBag()
            let terms = TermList.load(from: folder, diagnostics: &bag)
            return try TranslationSet.load(folder, index: index.unscopedLibrary, languages: ["en", "ja"], terms: terms).diagnostics.filter {
                $0.id == "rejected-term"
            }
        }
        let before = try rejected()
        #expect(before.count == 10)
        let outcome = try FixItApplier.apply(before.flatMap(\.fixIts), in: folder)
        #expect(outcome.applied.count == 10)
        #expect(outcome.skippedCount == 0)
        #expect(try rejected().isEmpty)
        let fixed = try String(contentsOf: copy.appendingPathComponent("Kit/Gauge.ja.md"), encoding: .utf8)
        #expect(fixed.contains("画像を表示するゲージです。"))
        #expect(fixed.contains("画像をキーで格納します。"))
        #expect(fixed.contains("デフォルト値は`nil`で、`イメージ`と書いたコードは報告されません。"))
        #expect(fixed.contains("[リンク](https://example.com/イメージ)"))
        #expect(fixed.contains("@\"イメージ\""))
        #expect(fixed.contains("イメージビューは例外"))
    }

    /// The shipped libraries follow their own term lists.
    @Test(arguments: ["Content"])
    func theShippedTranslationsUseNoRejectedTerm(_ shipped: String) throws {
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent(shipped), displayPath: shipped)
        var bag = DiagnosticBag()
        let terms = TermList.load(from: folder, diagnostics: &bag)
        #expect(bag.diagnostics.map(\.description) == [])
        #expect(terms.entries(for: "ja").count >= 10)
        let index = try SymbolIndex.open(folder, at: root.appendingPathComponent("\(shipped)-index/index.sqlite"))
        let translations = try TranslationSet.load(folder, index: index.unscopedLibrary, languages: ["en", "ja"], terms: terms)
        #expect(translations.diagnostics.filter { $0.id == "rejected-term" }.map(\.description) == [])
    }
}
