import Foundation
import Testing

/// Freshness as the built binary gives it, on a copy of `Fixtures/Freshness`: `Gizmo`'s
/// page and `speed` are translated and current, `wobble:` is stale (its English changed
/// after the stamp), `stop` is not translated; `Doohickey` has no translation file.
@Suite struct TranslationFreshnessCommandTests {
    static let fixture = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Freshness")

    func library() throws -> TemporaryLibrary {
        var files: [String: String] = [:]
        for file in ["library.yml", "Kit/Gizmo.md", "Kit/Gizmo.ja.md", "Kit/Doohickey.md"] {
            files[file] = try String(contentsOf: Self.fixture.appendingPathComponent(file), encoding: .utf8)
        }
        return try TemporaryLibrary(files)
    }

    func run(_ library: TemporaryLibrary, _ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(
            arguments + ["--content", library.content.path],
            environment: ["APIREF_INDEX_DIR": library.index.path].merging(environment) { $1 })
    }

    /// The file after its front matter: the prose.
    static func prose(_ data: Data) -> Substring {
        let text = String(decoding: data, as: UTF8.self)
        return text[(text.range(of: "\n# Gizmo")?.lowerBound ?? text.startIndex)...]
    }

    @Test func anEnglishOnlyStampClearsTheStaleStatusAndKeepsTheProse() throws {
        let library = try library()
        let file = library.content.appendingPathComponent("Kit/Gizmo.ja.md")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        let before = try Data(contentsOf: file)
        let stale = try run(library, ["l10n", "status", "--all"])
        #expect(stale.status == 1 && stale.stdout.contains("stale      Kit/Gizmo/wobble:"), "\(stale.stdout)")

        let stamp = try run(library, ["l10n", "stamp", "Gizmo", "wobble:", "--english-only", "--format", "json"])
        #expect(stamp.status == 0, "\(stamp.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(stamp.stdout.utf8)) as? [String: Any])
        let translations = try #require(report["translations"] as? [[String: Any]])
        #expect(report["englishOnly"] as? Bool == true && translations.count == 1)
        #expect(
            translations.first?["language"] as? String == "ja" && translations.first?["stamped"] as? [String] == ["Kit/Gizmo/wobble:"],
            "\(stamp.stdout)")

        let after = try Data(contentsOf: file)
        #expect(Self.prose(after) == Self.prose(before), "the prose is byte for byte what it was")
        #expect(after != before)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        let current = try run(library, ["l10n", "status", "--all"])
        #expect(current.stdout.contains("translated Kit/Gizmo/wobble:") && !current.stdout.contains("stale "), "\(current.stdout)")
        #expect(try run(library, ["l10n", "diff", "Gizmo", "wobble:"]).stderr.contains("nothing there is stale"))
        let page = try run(library, ["Gizmo", "wobble:", "--lang", "ja", "--no-pager"])
        #expect(!page.stdout.contains("（原文が更新されています）") && page.stdout.contains("翻訳済み 1/1"), "\(page.stdout)")
    }

    @Test func aMemberWithoutATranslationIsNamedAndNothingIsWritten() throws {
        let library = try library()
        let file = library.content.appendingPathComponent("Kit/Gizmo.ja.md")
        let before = try Data(contentsOf: file)
        let output = try run(library, ["l10n", "stamp", "Gizmo", "stop", "--english-only"])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains("Kit/Gizmo.ja.md has no translation of Kit/Gizmo/stop; nothing was changed for it"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
        #expect(try Data(contentsOf: file) == before)
        let none = try run(library, ["l10n", "stamp", "Doohickey", "--english-only"])
        #expect(none.status == 1 && none.stderr.contains("Kit/Doohickey.ja.md does not exist"), "\(none.stderr)")
        #expect(!FileManager.default.fileExists(atPath: library.content.appendingPathComponent("Kit/Doohickey.ja.md").path))
        // A page whose translated members are current: nothing to do, and that is no failure.
        _ = try run(library, ["l10n", "stamp", "Gizmo", "--english-only"])
        let again = try run(library, ["l10n", "stamp", "Gizmo", "speed", "--english-only"])
        #expect(again.status == 0 && again.stderr.contains("nothing stale to stamp"), "\(again.stderr)")
        #expect(try run(library, ["l10n", "stamp", "Gizmo", "--english-only", "--lang", "fr"]).status == 2)
    }

    @Test func aJapaneseTerminalPageSaysHowMuchIsTranslatedAtTheTop() throws {
        let library = try library()
        for environment in [["NO_COLOR": "1"], [:]] {
            let page = try run(library, ["Gizmo", "--lang", "ja", "--no-pager", "--width", "60"], environment: environment)
            #expect(page.status == 0, "\(page.stderr)")
            let lines = page.stdout.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count > 3 && lines[2] == "翻訳済み 2/4（古い訳 1、未翻訳 1）" && lines[3].isEmpty, "\(page.stdout)")
            #expect(!page.stdout.contains("\u{1B}"))
        }
        let member = try run(library, ["Gizmo", "stop", "--lang", "ja", "--no-pager"])
        #expect(member.stdout.contains("翻訳済み 0/1（未翻訳 1）") && member.stdout.contains("Stops the gizmo at once.（未翻訳）"), "\(member.stdout)")
        let english = try run(library, ["Gizmo", "--no-pager"])
        #expect(!english.stdout.contains("翻訳済み") && !english.stdout.contains("Translated"))
        // The page cache keeps the line fresh: a stamp changes it on the next lookup.
        _ = try run(library, ["l10n", "stamp", "Gizmo", "--english-only"])
        let stamped = try run(library, ["Gizmo", "--lang", "ja", "--no-pager"])
        #expect(stamped.stdout.contains("翻訳済み 3/4（未翻訳 1）"), "\(stamped.stdout)")
    }

    /// The site's Japanese copy marks each entry and counts in the page's header; the
    /// English copy shows none of it. (Tests/Browser/freshness_browser_test.py checks the
    /// same in a browser, with axe.)
    @Test func theJapaneseSiteMarksEachEntryAndTheEnglishOneIsUnchanged() throws {
        let library = try library()
        let site = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: site) }
        let built = try run(library, ["build", "--output", site.path])
        #expect(built.status == 0, "\(built.stderr)")
        let japanese = try String(contentsOf: site.appendingPathComponent("ja/Kit/Gizmo.html"), encoding: .utf8)
        #expect(japanese.contains("<p class=\"translation-count\">翻訳済み 2/4（古い訳 1、未翻訳 1）</p>"))
        #expect(japanese.contains("ギズモが一秒に回る回数です。 <span class=\"badge translation-state translation-current\">翻訳済み</span>"))
        #expect(
            japanese.contains(
                "ギズモをしばらく揺らします。 <span class=\"badge translation-state translation-stale\">古い訳（原文が更新されています） <a href=\"../../Kit/Gizmo.html#wobble:\" hreflang=\"en\">原文を読む</a></span>"
            ), "\(japanese)")
        #expect(
            japanese.contains("Stops the gizmo at once. <span class=\"badge translation-state translation-missing\">未翻訳（原文のまま表示）</span>"))
        // The badge replaces the marker in the entries; the task list keeps it, as listings do.
        #expect(!japanese.contains("（原文が更新されています）</p>") && !japanese.contains("（未翻訳）</p>"))
        #expect(japanese.contains("<span class=\"task-summary\">Stops the gizmo at once.（未翻訳）</span>"))
        let english = try String(contentsOf: site.appendingPathComponent("Kit/Gizmo.html"), encoding: .utf8)
        #expect(!english.contains("translation-") && !english.contains("翻訳"))
        // Listings keep the marker at the end of the summary, as before.
        let home = try String(contentsOf: site.appendingPathComponent("ja/index.html"), encoding: .utf8)
        #expect(home.contains("A part whose name nobody remembers.（未翻訳）"), "\(home)")
    }
}
