import APIRefIndex
import Foundation
import TestSupport
import Testing

@testable import APIRefCore

/// `l10n stamp --english-only` (`EnglishOnlyStamp`) on a copy of `Fixtures/Freshness`:
/// `Gizmo` translates its page and `speed` (current) and `wobble:` (stale: its English
/// changed after the stamp), not `stop`; `serial` has no prose; `Doohickey` has no
/// translation file at all.
@Suite struct EnglishOnlyStampTests {
    let root = Scratch.directory.appendingPathComponent("apiref-english-only-\(UUID().uuidString)")
    var content: URL { root.appendingPathComponent("Freshness") }
    var folder: ContentFolder { ContentFolder(url: content, displayPath: "Freshness") }
    var translation: URL { content.appendingPathComponent("Kit/Gizmo.ja.md") }

    /// A copy of the fixture each test may write into.
    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Freshness"), to: content)
    }

    func index() throws -> SymbolIndex {
        try SymbolIndex.open(folder, at: root.appendingPathComponent("index-\(UUID().uuidString).sqlite"))
    }

    func status(_ index: SymbolIndex) throws -> [String: TranslationStatus.State] {
        let translations = try TranslationSet.load(folder, index: index.unscopedLibrary, languages: ["en", "ja"], only: "ja")
        let status = TranslationStatus.of(
            language: "ja", originals: ["Kit/Doohickey.md", "Kit/Gizmo.md"], translations: translations.pages, index: index.unscopedLibrary)
        return Dictionary(uniqueKeysWithValues: status.pages.flatMap(\.entries).map { ($0.id, $0.state) })
    }

    @Test func anEnglishOnlyStampMakesAStaleTranslationCurrentAndKeepsItsBytes() throws {
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: translation.path)
        let before = try Data(contentsOf: translation)
        let index = try index()
        #expect(try status(index)["Kit/Gizmo/wobble:"] == .stale)
        let symbols = OriginalSymbols(file: "Kit/Gizmo.md", index: index.unscopedLibrary).symbols
        let outcomes = try EnglishOnlyStamp.run(symbols, file: "Kit/Gizmo.md", languages: ["ja"], folder: folder)
        #expect(
            outcomes == [
                EnglishOnlyStamp.Outcome(
                    language: "ja", file: "Freshness/Kit/Gizmo.ja.md", exists: true,
                    stamped: ["Kit/Gizmo/wobble:"], current: ["Kit/Gizmo", "Kit/Gizmo/speed"],
                    untranslated: ["Kit/Gizmo/stop"], unstamped: [])
            ])
        #expect(EnglishOnlyStamp.leavesAnyCurrent(outcomes))
        let after = try Data(contentsOf: translation)
        #expect(try status(index)["Kit/Gizmo/wobble:"] == .translated)
        #expect(try status(index)["Kit/Gizmo/stop"] == .missing)
        // Only the wobble: stamp changed: the prose, and the English it was translated from, are as they were.
        #expect(Self.body(after) == Self.body(before))
        let changed = zip(Self.lines(before), Self.lines(after)).filter { $0 != $1 }
        #expect(
            Self.lines(before).count == Self.lines(after).count && changed.count == 1 && changed[0].0.hasPrefix("  \"wobble:\": \""),
            "\(changed)")
        #expect(
            String(decoding: after, as: UTF8.self).contains("    Shakes the gizmo for a while."), "the recorded English is the translator's"
        )
        #expect(try FileManager.default.attributesOfItem(atPath: translation.path)[.posixPermissions] as? Int == 0o640)
        // Again: nothing stale is left, nothing is written.
        let again = try EnglishOnlyStamp.run(symbols, file: "Kit/Gizmo.md", languages: ["ja"], folder: folder)
        let untouched = try Data(contentsOf: translation)
        #expect(again.first?.stamped == [] && untouched == after)
        #expect(EnglishOnlyStamp.text(again, named: "Gizmo").contains("nothing stale to stamp: 3 current translation(s) of Gizmo"))
    }

    @Test func aMemberWithoutATranslationIsNamedAndNothingChanges() throws {
        let before = try Data(contentsOf: translation)
        let index = try index()
        let stop = OriginalSymbols(file: "Kit/Gizmo.md", index: index.unscopedLibrary).symbols.filter { $0.name == "stop" }
        let outcomes = try EnglishOnlyStamp.run(stop, file: "Kit/Gizmo.md", languages: ["ja"], folder: folder)
        #expect(outcomes.first?.untranslated == ["Kit/Gizmo/stop"] && outcomes.first?.stamped == [])
        #expect(!EnglishOnlyStamp.leavesAnyCurrent(outcomes), "exit 1: nothing could be stamped")
        #expect(
            EnglishOnlyStamp.text(outcomes, named: "Gizmo stop")
                == "Freshness/Kit/Gizmo.ja.md has no translation of Kit/Gizmo/stop; nothing was changed for it\n")
        #expect(try Data(contentsOf: translation) == before)
        // A page with no translation file: said so, and no file appears.
        let doohickey = OriginalSymbols(file: "Kit/Doohickey.md", index: index.unscopedLibrary).symbols
        let none = try EnglishOnlyStamp.run(doohickey, file: "Kit/Doohickey.md", languages: ["ja"], folder: folder)
        #expect(none.first?.exists == false && none.first?.untranslated == ["Kit/Doohickey", "Kit/Doohickey/fit"])
        #expect(EnglishOnlyStamp.text(none, named: "Doohickey").contains("Freshness/Kit/Doohickey.ja.md does not exist"))
        #expect(!FileManager.default.fileExists(atPath: content.appendingPathComponent("Kit/Doohickey.ja.md").path))
    }

    @Test func aTranslationNeverStampedIsLeftToItsTranslator() throws {
        // The same translation without its front matter: translated, never stamped.
        let text = String(decoding: try Data(contentsOf: translation), as: UTF8.self)
        let unstamped = Data(text[text.range(of: "# Gizmo")!.lowerBound...].utf8)
        try unstamped.write(to: translation)
        let symbols = OriginalSymbols(file: "Kit/Gizmo.md", index: try index().unscopedLibrary).symbols
        let outcomes = try EnglishOnlyStamp.run(symbols, file: "Kit/Gizmo.md", languages: ["ja"], folder: folder)
        #expect(outcomes.first?.unstamped == ["Kit/Gizmo", "Kit/Gizmo/speed", "Kit/Gizmo/wobble:"] && outcomes.first?.stamped == [])
        #expect(!EnglishOnlyStamp.leavesAnyCurrent(outcomes))
        #expect(try Data(contentsOf: translation) == unstamped)
    }

    @Test func aReadOnlyTranslationIsRefusedAndLeftAsItIs() throws {
        let symbols = OriginalSymbols(file: "Kit/Gizmo.md", index: try index().unscopedLibrary).symbols
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: translation.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: translation.path) }
        let before = try Data(contentsOf: translation)
        #expect(throws: FileBatch.Refusal.self) {
            try EnglishOnlyStamp.run(symbols, file: "Kit/Gizmo.md", languages: ["ja"], folder: folder)
        }
        #expect(try Data(contentsOf: translation) == before)
    }

    /// The file after its front matter.
    static func body(_ data: Data) -> Substring {
        let text = String(decoding: data, as: UTF8.self)
        return text[text.range(of: "\n# Gizmo")!.lowerBound...]
    }

    static func lines(_ data: Data) -> [Substring] {
        String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }
}
