import Testing

@testable import APIRefCore

/// Translations hold prose only, tied to the original's symbols by their headings.
@Suite struct TranslationParserTests {
    static let path = TranslationPath("UIKit/Widget.ja.md")!

    func parse(_ text: String) -> (TranslatedPage, [Diagnostic]) {
        TranslationParser.parse(Array(text.utf8), path: Self.path, displayPath: "Content/UIKit/Widget.ja.md")
    }

    @Test func aTranslationsPathNamesItsOriginalAndLanguage() throws {
        let path = try #require(TranslationPath("UIKit/UITableViewCell.ja.md"))
        #expect(path.originalRelativePath == "UIKit/UITableViewCell.md")
        #expect(path.language == "ja")
        #expect(TranslationPath("Articles/CustomCellFromNib.pt-BR.md")?.originalRelativePath == "Articles/CustomCellFromNib.md")
        #expect(TranslationPath("UIKit/UITableViewCell.md") == nil)
        #expect(TranslationPath.of("UIKit/UITableView.md", in: "ja") == "UIKit/UITableView.ja.md")
    }

    @Test func japaneseHeadingsTieProseToTheOriginalsNames() {
        let (page, diagnostics) = parse(
            """
            ---
            stamps:
              "Widget": "00000000000000aa"
            ---

            # Widget

            部品です。

            ## 概要

            部品の説明です。

            ## タスク

            ### Configuring the Widget

            部品の設定

            このグループの説明です。

            ## インスタンスメソッド

            ### setOn:animated:

            状態を設定します。

            #### 引数

            - `on`: オンにするかどうか。

            #### 戻り値

            なし。

            ## 定数

            ### Widget Styles

            部品のスタイルです。

            #### WidgetStylePlain

            飾りのないスタイルです。
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(page.order == ["setOn:animated:", "WidgetStylePlain", "Widget Styles", "Widget"])
        #expect(page.prose["Widget"]?.summary.map(\.plainText).joined() == "部品です。")
        #expect(page.prose["Widget"]?.discussion.count == 1)
        #expect(page.taskGroupTitles == ["Configuring the Widget": "部品の設定"])
        #expect(page.taskGroupAbstracts["Configuring the Widget"]?.map(\.plainText) == ["このグループの説明です。"])
        #expect(page.prose["setOn:animated:"]?.parameters.map(\.name) == ["on"])
        #expect(page.prose["setOn:animated:"]?.returnValue.isEmpty == false)
        #expect(page.prose["WidgetStylePlain"]?.summary.isEmpty == false)
        #expect(page.stamps == ["Widget": "00000000000000aa"])
    }

    @Test func factsInATranslationAreReportedWhereTheyStand() {
        let (page, diagnostics) = parse(
            """
            ---
            kind: class
            ---

            # Widget

            部品です。

            ## タスク

            ### Configuring the Widget

            部品の設定

            - ``setOn:animated:``

            ## プロパティ

            ### on

            オンかどうかです。

            ```objc
            @property BOOL on
            ```

            - 利用可能: iOS 2.0
            - Availability: iOS 2.0

            #### 関連項目

            ``setOn:animated:``
            """)
        // The front matter key, the member list, both fields and the subsection. The code block
        // after the summary is held aside: only the original can tell a copied declaration
        // (which `check` then reports) from a code example.
        let facts = diagnostics.filter { $0.id == "translation-states-fact" }.map { "\($0.location.line):\($0.message.prefix(30))" }
        #expect(facts.count == 5, "\(facts)")
        #expect(page.prose["on"]?.leadingCode?.line == 23)
        // `kind:` is the first line of the front matter, line 2 of the file.
        let key = diagnostics.first { $0.message.hasPrefix("front matter key 'kind'") }
        #expect(key.map { [$0.location.line, $0.location.column] } == [2, 1])
        #expect(diagnostics.allSatisfy { $0.id == "translation-states-fact" })
        #expect(page.prose["on"]?.summary.map(\.plainText).joined() == "オンかどうかです。")
        #expect(page.prose["on"]?.discussion.isEmpty == true, "the facts are left out")
    }

    /// The Swift sections of an original, under the names `Templates/strings/ja.yml` gives
    /// them, are read like the Objective-C ones: no `unknown-section`, every member's prose.
    @Test func swiftSectionsHaveJapaneseNamesToo() {
        let sections = [
            "イニシャライザ": "init(frame:)", "サブスクリプト": "subscript(_:)", "演算子": "==(_:_:)", "ケース": "plain",
            "関連型": "Element", "型エイリアス": "Handler", "型プロパティ": "shared", "型メソッド": "make()",
            "グローバル変数": "WidgetVersion"
        ]
        var text = "# Widget\n\n部品です。\n"
        for (section, member) in sections.sorted(by: { $0.key < $1.key }) {
            // Escaped as the original escapes it: `_:_` would be emphasis.
            text += "\n## \(section)\n\n### \(member.replacingOccurrences(of: "_", with: "\\_"))\n\n\(section)のメンバーです。\n"
        }
        let (page, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        for (section, member) in sections {
            #expect(page.prose[member]?.summary.map(\.plainText).joined() == "\(section)のメンバーです。", "\(member)")
        }
        #expect(page.sectionTitles[.initializer] == "イニシャライザ" && page.sectionTitles[.operator] == "演算子")
    }

    /// Where a member's Special Considerations stand, before or after its parameters, is
    /// read, so that a page written again keeps them there.
    @Test func aMembersSubsectionsBeforeItsParametersAreCounted() {
        let (page, _) = parse(
            """
            # Widget

            部品です。

            ## インスタンスメソッド

            ### spin:

            回します。

            #### 特記事項

            前です。

            #### 引数

            - `turns`: 回数。

            #### 特記事項

            後です。

            ### stop

            止めます。

            #### 特記事項

            止まります。

            """)
        #expect(page.prose["spin:"]?.leadingSubsections == 1)
        #expect(page.prose["spin:"]?.discussion.map(\.plainText) == ["Special Considerations", "前です。", "Special Considerations", "後です。"])
        #expect(page.prose["stop"]?.leadingSubsections == nil)
    }

    @Test func anUnknownSectionIsReported() {
        let (_, diagnostics) = parse("# Widget\n\n部品です。\n\n## 雑多\n\n何か。\n")
        #expect(diagnostics.map(\.id) == ["unknown-section"])
        #expect(diagnostics.first?.location.line == 5)
        #expect(diagnostics.first?.message.contains("イニシャライザ, サブスクリプト") == true, "\(diagnostics)")
    }

    @Test func anArticleKeepsItsTranslatedTitle() {
        let (page, _) = TranslationParser.parse(
            Array("# nibからセルを作る\n\n要約です。\n\n本文です。\n".utf8),
            path: TranslationPath("Articles/CustomCellFromNib.ja.md")!, displayPath: "x")
        #expect(page.articleTitle == "nibからセルを作る")
        #expect(page.prose[TranslationParser.articleKey]?.discussion.count == 1)
    }
}
