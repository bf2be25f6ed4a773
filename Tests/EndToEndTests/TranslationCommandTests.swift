import Foundation
import Testing

/// `apiref l10n` and `check` on translations, as a translator runs them.
@Suite struct TranslationCommandTests {
    static let original = """
        ---
        kind: class
        framework: Kit
        availability: iOS 2.0
        ---

        # Widget

        A widget.

        ## Tasks

        ### Using the Widget

        - ``spin:``

        ## Instance Methods

        ### spin:

        Spins the widget.

        ```objc
        - (void)spin:(NSInteger)turns
        ```

        Each turn takes a second.

        #### Parameters

        - `turns`: How many turns.

        - Availability: iOS 2.0
        """

    static let translation = """
        # Widget

        部品です。

        ## タスク

        ### Using the Widget

        部品を使う

        ## インスタンスメソッド

        ### spin:

        部品を回します。

        一回転に一秒かかります。

        #### 引数

        - `turns`: 回転の数です。
        """

    func library(translation: String = Self.translation) throws -> TemporaryLibrary {
        try TemporaryLibrary(["library.yml": "languages: [en, ja]\n", "Kit/Widget.md": Self.original, "Kit/Widget.ja.md": translation])
    }

    func run(_ library: TemporaryLibrary, _ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--content", library.content.path], environment: ["APIREF_INDEX_DIR": library.index.path])
    }

    @Test func aTranslationIsStaleUntilStampedAndAgainWhenTheEnglishChanges() throws {
        let library = try library()
        let unstamped = try run(library, ["l10n", "status", "--lang", "ja", "--all"])
        #expect(unstamped.status == 1)
        #expect(unstamped.stdout.contains("stale      Kit/Widget/spin:"))

        let stamp = try run(library, ["l10n", "stamp", "Widget", "--lang", "ja"])
        #expect(stamp.status == 0, "\(stamp.stderr)")
        let file = library.content.appendingPathComponent("Kit/Widget.ja.md")
        let stamped = try String(contentsOf: file, encoding: .utf8)
        #expect(stamped.hasPrefix("---\nstamps:\n"))
        #expect(stamped.hasSuffix(Self.translation), "stamping never changes the prose")
        let current = try run(library, ["l10n", "status", "--json"])
        #expect(current.status == 0, "\(current.stdout)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(current.stdout.utf8)) as? [String: Any])
        #expect(report["percent"] as? Int == 100)

        let english = library.content.appendingPathComponent("Kit/Widget.md")
        try Self.original.replacingOccurrences(of: "Each turn takes a second.", with: "Each turn takes two seconds.")
            .write(to: english, atomically: true, encoding: .utf8)
        let stale = try run(library, ["l10n", "status"])
        #expect(stale.status == 1)
        #expect(stale.stdout.contains("stale      Kit/Widget/spin:"))
        #expect(!stale.stdout.contains("Kit/Widget\n"), "the page's own prose did not change")
        let diff = try run(library, ["l10n", "diff", "Widget", "spin:"])
        #expect(diff.status == 0)
        #expect(
            diff.stdout.contains("Kit/Widget/spin:\nSpins the widget.\n\nEach turn takes [-a second.-]{+two seconds.+}"), "\(diff.stdout)")
        let diffJSON = try run(library, ["l10n", "diff", "Widget", "spin:", "--format", "json"])
        let staleMembers = try #require(try JSONSerialization.jsonObject(with: Data(diffJSON.stdout.utf8)) as? [[String: Any]])
        #expect(staleMembers.map { $0["id"] as? String } == ["Kit/Widget/spin:"])
        let pieces = try #require(staleMembers.first?["pieces"] as? [[String: String]])
        #expect(
            pieces.contains { $0 == ["change": "removed", "text": "a second."] }
                && pieces.contains { $0 == ["change": "added", "text": "two seconds."] }, "\(pieces)")
        let restamped = try run(library, ["l10n", "stamp", "Widget/spin:", "--json"])
        #expect(restamped.status == 0)
        let stampReport = try #require(try JSONSerialization.jsonObject(with: Data(restamped.stdout.utf8)) as? [String: Any])
        #expect(stampReport["stamped"] as? [String] == ["Kit/Widget/spin:"] && stampReport["file"] as? String != nil, "\(restamped.stdout)")
        #expect(try run(library, ["l10n", "status"]).status == 0, "stamping clears it")
    }

    @Test func checkReportsWhatATranslationMustNotSay() throws {
        // The original's declaration copied with the prose, and a symbol the original lacks.
        let copied = Self.translation.replacingOccurrences(
            of: "部品を回します。\n\n", with: "部品を回します。\n\n```objc\n- (void)spin:(NSInteger)turns\n```\n\n")
        let library = try library(
            translation: copied + """

                ### spun

                ない。``spinn:`` も。
                """)
        let output = try run(library, ["check"])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains("Widget.ja.md:26:5: error: Kit/Widget.md has no 'spun' to translate [unknown-translated-symbol]"),
            "\(output.stderr)")
        #expect(output.stderr.contains("Widget.ja.md:17:1: warning: a declaration belongs to the original"), "\(output.stderr)")
        #expect(
            output.stderr.contains("Widget.ja.md:28:12: warning: 'spinn:' is not a member of Widget [unresolved-link]"),
            "a broken link in a translation is reported where it stands: \(output.stderr)")
        #expect(output.stderr.contains("spinn:"))
    }

    /// A code block right after a member's summary, where the original has its declaration,
    /// is an example when it is not the declaration: the discussion starts with it, and
    /// `check` has nothing to say.
    @Test func aCodeExampleRightAfterTheSummaryIsProse() throws {
        let example = Self.translation.replacingOccurrences(of: "部品を回します。\n\n", with: "部品を回します。\n\n```objc\n[widget spin:3];\n```\n\n")
        let library = try library(translation: example)
        let check = try run(library, ["check"])
        #expect(check.status == 0 && !check.stderr.contains("translation-states-fact"), "\(check.stderr)")
        let page = try run(library, ["Widget", "spin:", "--lang", "ja", "--no-pager"])
        #expect(page.stdout.contains("[widget spin:3];") && page.stdout.contains("一回転に一秒かかります。"), "\(page.stdout)")
    }

    /// A task group or parameter the original does not have is reported at its heading or
    /// item, with the one that was meant.
    @Test func checkPointsAtUnknownTaskGroupsAndParameters() throws {
        let translation = Self.translation
            .replacingOccurrences(of: "### Using the Widget", with: "### Using the Widgte")
            .replacingOccurrences(of: "- `turns`:", with: "- `turn`:")
        let output = try run(try library(translation: translation), ["check", "--format", "gnu"])
        #expect(
            output.stdout.contains(
                "Widget.ja.md:7:5:{7:5-7:21}: warning: Kit/Widget.md has no task group 'Using the Widgte' [unknown-task-group]"),
            "\(output.stdout)")
        #expect(output.stdout.contains("Widget.ja.md:7:5: note: did you mean 'Using the Widget'?"), "\(output.stdout)")
        #expect(
            output.stdout.contains(
                "Widget.ja.md:21:4:{21:4-21:8}: warning: spin: has no parameter 'turn'; its parameters: turns [unknown-parameter]"),
            "\(output.stdout)")
    }

    @Test func aLookupInJapaneseShowsTheTranslationWithTheOriginalsFacts() throws {
        let library = try library()
        _ = try run(library, ["l10n", "stamp", "Widget"])
        let page = try run(library, ["Widget", "spin:", "--lang", "ja", "--no-pager"])
        #expect(page.status == 0, "\(page.stderr)")
        for expected in ["名前", "spin: — 部品を回します。", "宣言", "- (void)spin:(NSInteger)turns", "引数", "回転の数です。", "iOS 2.0 で導入されました。"] {
            #expect(page.stdout.contains(expected), "\(expected) in:\n\(page.stdout)")
        }
        #expect(!page.stdout.contains("（原文が更新されています）"))
        // The same through the environment and the locale; the page cache keeps languages apart.
        for environment in [["APIREF_LANG": "ja"], ["LANG": "ja_JP.UTF-8"], ["LANG": "C"]] {
            for _ in 0..<2 {
                let output = try BinaryRunner.run(
                    ["Widget", "spin:", "--content", library.content.path],
                    environment: ["APIREF_INDEX_DIR": library.index.path, "LC_ALL": "", "LC_MESSAGES": ""].merging(environment) { $1 })
                #expect(output.stdout.contains(environment["LANG"] == "C" ? "Spins the widget." : "部品を回します。"), "\(environment)")
            }
        }
    }

    @Test func untranslatedAndStaleProseIsMarked() throws {
        let library = try library(translation: Self.translation.replacingOccurrences(of: "部品です。", with: "部品です。\n\n## 定数\n"))
        _ = try run(library, ["l10n", "stamp", "Widget"])
        let english = library.content.appendingPathComponent("Kit/Widget.md")
        try Self.original.replacingOccurrences(of: "Each turn takes a second.", with: "Each turn takes two seconds.")
            .write(to: english, atomically: true, encoding: .utf8)
        let stale = try run(library, ["Widget", "spin:", "--lang", "ja", "--no-pager"])
        #expect(stale.stdout.contains("部品を回します。（原文が更新されています）"))
        let untranslated = try TemporaryLibrary(["library.yml": "languages: [en, ja]\n", "Kit/Widget.md": Self.original])
        let fallback = try run(untranslated, ["Widget", "spin:", "--lang", "ja", "--no-pager"])
        #expect(fallback.stdout.contains("Spins the widget.（未翻訳）"))
    }

    @Test func aPOCatalogRoundTripsThroughATranslationTool() throws {
        let library = try TemporaryLibrary(["library.yml": "languages: [en, ja]\n", "Kit/Widget.md": Self.original])
        let catalog = library.content.appendingPathComponent("../\(library.content.lastPathComponent).po").standardizedFileURL
        defer { try? FileManager.default.removeItem(at: catalog) }
        let exported = try run(library, ["l10n", "export", "--format", "po", "--output", catalog.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        // scripts/test installs gettext; a bare `swift test` checks with msgfmt when it is there.
        let required = ProcessInfo.processInfo.environment["APIREF_RELEASE_BUILD"] != nil
        #expect(!required || FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt"), "msgfmt is missing: run scripts/test")
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/msgfmt") {
            let check = try BinaryRunner.execute(URL(fileURLWithPath: "/usr/bin/msgfmt"), ["--check", "-o", "/dev/null", catalog.path])
            #expect(check.status == 0, "\(check.stderr)")
        }
        // A translator fills in two entries; one of them was made from older English.
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "msgid \"Spins the widget.\"\nmsgstr \"\"", with: "msgid \"Spins the widget.\"\nmsgstr \"部品を回します。\"")
        text = text.replacingOccurrences(
            of: "msgid \"How many turns.\"\nmsgstr \"\"", with: "msgid \"How many turns, once.\"\nmsgstr \"回転の数です。\"")
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let imported = try run(library, ["l10n", "import", catalog.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stderr.contains("stale (the English changed since the catalog was made): Kit/Widget/spin:|parameter:turns"))
        let again = try run(library, ["l10n", "import", catalog.path, "--format", "json"])
        let importReport = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: [String]])
        // The same catalog again finds every unit as it is: nothing is written.
        #expect(
            importReport["stale"] == ["Kit/Widget/spin:|parameter:turns"] && importReport["written"] == [] && importReport["refused"] == [],
            "\(again.stdout)")
        let written = try String(contentsOf: library.content.appendingPathComponent("Kit/Widget.ja.md"), encoding: .utf8)
        #expect(written.contains("### spin:\n\n部品を回します。"))
        #expect(written.contains("- `turns`: 回転の数です。"), "a stale entry is kept, not dropped")
        let status = try run(library, ["l10n", "status", "--all"])
        #expect(status.stdout.contains("stale      Kit/Widget/spin:"))
        let check = try run(library, ["check", "--strict"])
        #expect(check.status == 0, "an imported translation reads back clean: \(check.stderr)")
    }

    @Test func searchFindsJapaneseTextAndFollowsTranslationEdits() throws {
        let library = try library()
        for query in ["部品", "回転", "回"] {
            let output = try run(library, ["search", query, "--no-pager"])
            #expect(output.status == 0, "\(query): \(output.stderr)")
            #expect(output.stdout.contains("Widget"), "\(query)")
        }
        #expect(try run(library, ["search", "歯車"]).status == 1)
        let file = library.content.appendingPathComponent("Kit/Widget.ja.md")
        try (Self.translation + "\n歯車で回します。\n").write(to: file, atomically: true, encoding: .utf8)
        let edited = try run(library, ["search", "歯車", "--lang", "ja", "--no-pager"])
        #expect(edited.status == 0, "an edited translation is searched at once")
        #expect(edited.stdout.contains("Widget.spin: (instance method)\n    部品を回します。"), "\(edited.stdout)")
    }

    @Test func anUndeclaredLanguageIsAUsageError() throws {
        let output = try run(library(), ["l10n", "status", "--lang", "fr"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("unknown language 'fr'; this library's translation languages: ja"))
    }
}
