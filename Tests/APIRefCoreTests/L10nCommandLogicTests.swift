import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation
import TestSupport
import Testing

@testable import APIRefCommands

/// The `l10n` commands' work in APIRefCommands/L10n, in-process, on `Fixtures/Freshness`
/// (`Gizmo` translates its page and `speed`, `wobble:` went stale, `stop` is not
/// translated; `Doohickey` has no translation file).
@Suite struct L10nCommandLogicTests {
    let folder = ContentFolder(url: Fixtures.root.appendingPathComponent("Freshness"), displayPath: "Freshness")

    func index() throws -> SymbolIndex {
        try SymbolIndex.open(folder, at: Scratch.directory.appendingPathComponent("apiref-l10n-logic-\(UUID().uuidString).sqlite"))
    }

    @Test func aLanguageTheLibraryDoesNotTranslateIntoIsAUsageError() throws {
        #expect(try TranslationContext.checked(nil, in: ["en", "ja"]) == "ja")
        #expect(try TranslationContext.checked("ja", in: ["en", "ja"]) == "ja")
        #expect(
            refusal { try TranslationContext.checked("fr", in: ["en", "ja"]) } == "usage: "
                + "unknown language 'fr'; this library's translation languages: ja")
        #expect(
            refusal { try TranslationContext.checked(nil, in: ["en"]) } == "usage: "
                + "library.yml declares no translation language; add one: languages: [en, ja]")
    }

    @Test func aPageOrMemberIsNamedInEitherSpelling() throws {
        let index = try index()
        let page = try TranslationContext.original(["Gizmo"], in: index)
        #expect(page.file == "Kit/Gizmo.md")
        #expect(page.symbols.count > 2)
        #expect(try TranslationContext.original(["Gizmo/speed"], in: index).symbols.map(\.name) == ["speed"])
        #expect(try TranslationContext.original(["Gizmo", "speed"], in: index).symbols.map(\.name) == ["speed"])
        #expect(refusal { try TranslationContext.original(["Gadget"], in: index) } == "notFound: " + "no page named 'Gadget'")
        #expect(refusal { try TranslationContext.original(["Gizmo", "spin"], in: index) } == "notFound: " + "Gizmo has no member 'spin'")
        #expect(
            refusal { try TranslationContext.original(["a", "b", "c"], in: index) } == "usage: " + "give a page, or a page and one member")
    }

    @Test func theStatusTextListsWhatIsNotCurrent() throws {
        let index = try index()
        let translations = try TranslationSet.load(folder, index: index.unscopedLibrary, languages: ["en", "ja"], only: "ja")
        let status = TranslationStatus.of(
            language: "ja", originals: ["Kit/Doohickey.md", "Kit/Gizmo.md"], translations: translations.pages, index: index.unscopedLibrary)
        let text = TranslationStatusReport.text(status, language: "ja", all: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasSuffix("Kit/Doohickey.ja.md (no file yet)") })
        #expect(lines.contains { $0.contains("stale") && $0.hasSuffix("Kit/Gizmo/wobble:") })
        #expect(lines.contains { $0.contains("missing") && $0.hasSuffix("Kit/Gizmo/stop") })
        #expect(!lines.contains { $0.hasSuffix("Kit/Gizmo/speed") }, "a current member is listed only with --all")
        #expect(TranslationStatusReport.text(status, language: "ja", all: true).contains("Kit/Gizmo/speed"))
        #expect(lines.last?.hasPrefix("ja: ") == true)
    }
}
