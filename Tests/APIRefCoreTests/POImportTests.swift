import APIRefIndex
import Foundation
import Testing

@testable import APIRefCore

/// `l10n import` in-process: a catalog exported and given back as it is changes no byte; a
/// page written again keeps every unit; an entry that would change its page's structure
/// is refused at its catalog line, and then no file at all is written.
@Suite final class POImportTests {
    let root = Scratch.directory.appendingPathComponent("apiref-po-import-\(UUID().uuidString)")

    deinit { try? FileManager.default.removeItem(at: root) }

    /// A copy of a shipped library, its index, and its Japanese catalog as PO text.
    struct Library {
        let folder: ContentFolder
        let index: SymbolIndex

        func translations() throws -> [TranslatedPage] {
            try TranslationSet.load(folder, index: index.unscopedLibrary, languages: ["en", "ja"], only: "ja").pages
        }

        func originals() throws -> [String] { try folder.markdownFiles().filter { TranslationPath($0) == nil }.sorted() }

        func catalogText() throws -> String {
            TranslationCatalog.export(
                language: "ja", files: try originals(), translations: try translations(), index: index.unscopedLibrary
            )
            .text(project: "Test", revisionDate: "2026-11-26 00:00+0000")
        }

        func status() throws -> Int {
            TranslationStatus.of(language: "ja", originals: try originals(), translations: try translations(), index: index.unscopedLibrary)
                .translated
        }

        /// Every translation file's bytes, by relative path.
        func translationFiles() throws -> [String: Data] {
            var files: [String: Data] = [:]
            for path in try folder.markdownFiles() where TranslationPath(path) != nil {
                files[path] = try Data(contentsOf: folder.url.appendingPathComponent(path))
            }
            return files
        }

        func `import`(_ text: String) throws -> TranslationImport.Result {
            try TranslationImport.run(
                try POCatalog.parse(text), catalogPath: "ja.po", language: "ja", folder: folder, index: index.unscopedLibrary,
                existing: try translations())
        }
    }

    func library(_ shipped: String) throws -> Library {
        let content = root.appendingPathComponent(shipped)
        try FileManager.default.createDirectory(at: content.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent(shipped), to: content)
        let folder = ContentFolder(url: content, displayPath: "Content")
        return Library(
            folder: folder, index: try SymbolIndex.open(folder, at: root.appendingPathComponent("\(shipped)-index/index.sqlite")))
    }

    @Test(arguments: ["Content"])
    func anUntouchedCatalogChangesNoByte(_ shipped: String) throws {
        let library = try library(shipped)
        let before = try library.translationFiles()
        let translated = try library.status()
        let text = try library.catalogText()
        if shipped == "Content" {
            // A task group's paragraph is translatable: it is in the catalog.
            let abstract = try POCatalog.parse(text).entries.first {
                $0.context == "UIKit/UITableViewCell|task-abstract:Managing Targets and Actions"
            }
            #expect(abstract?.translation.hasPrefix("このグループの3つのプロパティは") == true)
        }
        let result = try library.import(text)
        #expect(result.written.isEmpty && result.refused.isEmpty && result.unknown.isEmpty, "\(result)")
        #expect(try library.translationFiles() == before)
        #expect(try library.status() == translated)
    }

    /// Every summary changed: each page is written again, and every other unit — constants
    /// of no group, a task group's paragraphs, a `#### 特記事項` — reads back as it was.
    @Test(arguments: ["Content"])
    func aPageWrittenAgainKeepsEveryUnit(_ shipped: String) throws {
        let library = try library(shipped)
        let catalog = try POCatalog.parse(try library.catalogText())
        let translated = try library.status()
        var changed = catalog
        for index in changed.entries.indices
        where changed.entries[index].context.hasSuffix("|summary") && !changed.entries[index].translation.isEmpty {
            changed.entries[index].translation += "（改）"
        }
        let pagesBefore = try library.translations()
        let result = try library.import(changed.text(project: "Test", revisionDate: "2026-11-26 00:00+0000"))
        #expect(result.refused.isEmpty, "\(result.refused)")
        // Beyond the catalog's units: no prose of the files is lost, whatever its English.
        let pagesAfter = Dictionary(try library.translations().map { ($0.path.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        for page in pagesBefore {
            let after = try #require(pagesAfter[page.path.relativePath])
            #expect(Set(after.prose.keys) == Set(page.prose.keys), "\(page.path.relativePath)")
            #expect(after.taskGroupTitles == page.taskGroupTitles, "\(page.path.relativePath)")
            #expect(
                after.taskGroupAbstracts.mapValues(MarkdownWriter.blocks) == page.taskGroupAbstracts.mapValues(MarkdownWriter.blocks),
                "\(page.path.relativePath)")
            for (key, prose) in page.prose {
                guard let read = after.prose[key] else { continue }
                #expect(
                    MarkdownWriter.blocks(read.discussion) == MarkdownWriter.blocks(prose.discussion), "\(page.path.relativePath) \(key)")
                #expect(
                    MarkdownWriter.blocks(read.returnValue) == MarkdownWriter.blocks(prose.returnValue), "\(page.path.relativePath) \(key)")
                #expect(
                    read.parameters.map { $0.name + MarkdownWriter.inlines($0.description) }
                        == prose.parameters.map { $0.name + MarkdownWriter.inlines($0.description) },
                    "\(page.path.relativePath) \(key)")
                #expect(read.summary.isEmpty == prose.summary.isEmpty, "\(page.path.relativePath) \(key)")
            }
        }
        #expect(!result.written.isEmpty)
        let after = try POCatalog.parse(try library.catalogText())
        #expect(after.entries.map(\.context) == changed.entries.map(\.context))
        for (read, meant) in zip(after.entries, changed.entries) where read.translation != meant.translation {
            Issue.record("\(meant.context): wrote \(meant.translation.debugDescription), reads back \(read.translation.debugDescription)")
        }
        #expect(try library.status() == translated)
        let special = try String(contentsOf: library.folder.url.appendingPathComponent("UIKit/UITableView.ja.md"), encoding: .utf8)
        #expect(shipped != "Content" || special.contains("\n#### 特記事項\n"))
    }

    /// A library whose page has Swift sections, names with escaped underscores and a
    /// Special Considerations after a member's parameters.
    static let gadget = "Tests/APIRefCoreTests/Fixtures/L10nSwift"

    /// One entry changed: the page is written again, and no byte but that entry's text
    /// changes — an initializer's, a subscript's or an operator's under its Japanese section
    /// name, a heading that needs its underscores escaped, and a member whose Special
    /// Considerations come after its parameters.
    @Test(arguments: [
        ("Kit/Gadget/==(_:_:)|summary", "2つのガジェットが等しいかどうかを示すブール値を返します。"),
        ("Kit/Gadget/init(turns:_:)|summary", "回転数と、それに続くSwiftの値からガジェットを作成します。"),
        ("Kit/Gadget/subscript(_:)|summary", "インデックスの回転です。"),
        ("Kit/Gadget/appendingTurns(_:_:)|summary", "回転数を増やしたガジェットを返します。"),
        ("Kit/Gadget/spin:animated:|summary", "ガジェットを回転させます。"),
        ("Kit/Gadget/spin:animated:|discussion", "1回転に1秒かかります。")
    ])
    func aPageWrittenForOneEntryChangesOnlyItsText(_ context: String, _ translation: String) throws {
        let library = try library(Self.gadget)
        let before = try library.translationFiles()
        var catalog = try POCatalog.parse(try library.catalogText())
        let index = try #require(catalog.entries.firstIndex { $0.context == context }, "no entry \(context)")
        // The text starts with `translation`, the first line of the unit's paragraphs in the file.
        #expect(catalog.entries[index].translation.hasPrefix(translation))
        catalog.entries[index].translation = "改：" + catalog.entries[index].translation
        let result = try library.import(catalog.text(project: "Test", revisionDate: "2026-11-26 00:00+0000"))
        #expect(result.refused.isEmpty, "\(result.refused.map(\.description))")
        #expect(result.written == ["Kit/Gadget.ja.md"])
        let original = String(decoding: try #require(before["Kit/Gadget.ja.md"]), as: UTF8.self)
        let written = String(decoding: try #require(try library.translationFiles()["Kit/Gadget.ja.md"]), as: UTF8.self)
        #expect(original.components(separatedBy: "\n" + translation + "\n").count == 2)
        #expect(written == original.replacingOccurrences(of: "\n" + translation + "\n", with: "\n改：" + translation + "\n"))
    }

    /// A translation written from the catalog alone has every section under the Japanese
    /// name the translation parser reads, the Swift ones too, and gives every unit back.
    @Test func aPageWrittenFromTheCatalogAloneReadsBack() throws {
        let library = try library(Self.gadget)
        let text = try library.catalogText()
        try FileManager.default.removeItem(at: library.folder.url.appendingPathComponent("Kit/Gadget.ja.md"))
        let result = try library.import(text)
        #expect(result.refused.isEmpty && result.written == ["Kit/Gadget.ja.md"], "\(result.refused.map(\.description))")
        let written = String(decoding: try #require(try library.translationFiles()["Kit/Gadget.ja.md"]), as: UTF8.self)
        for heading in ["## イニシャライザ", "## サブスクリプト", "## 演算子", "### ==(\\_:\\_:)", "### appendingTurns(\\_:\\_:)", "### init(turns:_:)"] {
            #expect(written.contains("\n\(heading)\n"), "\(heading) in \(written)")
        }
        let set = try TranslationSet.load(library.folder, index: library.index.unscopedLibrary, languages: ["en", "ja"], only: "ja")
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.description))")
        #expect(try library.catalogText() == text)
    }

    /// Text of a translation that no unit holds — a section the parser does not know, a
    /// member the original no longer has, a fact — is not lost when an entry of its page
    /// changes: the import refuses, where the text stands, and writes nothing.
    @Test(arguments: [
        ("\n## 雑多\n\n何か。\n", "the section '雑多'"),
        ("\n## インスタンスメソッド\n\n### wobble\n\n揺れます。\n", "the translation of 'wobble', which the original does not have"),
        ("\n- 利用可能: iOS 14.0\n", "the field '利用可能'")
    ])
    func textNoUnitHoldsIsNotWrittenOver(_ extra: String, _ what: String) throws {
        let library = try library(Self.gadget)
        let file = library.folder.url.appendingPathComponent("Kit/Gadget.ja.md")
        let extended = try String(contentsOf: file, encoding: .utf8) + extra
        try extended.write(to: file, atomically: true, encoding: .utf8)
        let line = extended.components(separatedBy: "\n").count - extra.components(separatedBy: "\n").count + 2
        let before = try library.translationFiles()
        var catalog = try POCatalog.parse(try library.catalogText())
        let index = try #require(catalog.entries.firstIndex { $0.context == "Kit/Gadget|summary" })
        catalog.entries[index].translation += "（改）"
        let result = try library.import(catalog.text(project: "Test", revisionDate: "2026-11-26 00:00+0000"))
        #expect(result.written.isEmpty)
        let refused = try #require(result.refused.first, "nothing refused")
        #expect(result.refused.count == 1 && refused.id == "po-page-would-lose-text", "\(result.refused.map(\.description))")
        #expect(
            refused.message.hasPrefix(
                "\(what) is in no catalog entry, and Kit/Gadget.ja.md, which the catalog changes, would be written again without it"),
            "\(refused.message)")
        #expect(refused.location.path == "Content/Kit/Gadget.ja.md" && refused.location.line >= line, "\(refused.location)")
        #expect(try library.translationFiles() == before)
        // Given back untouched, the catalog writes nothing and refuses nothing.
        let untouched = try library.import(try library.catalogText())
        #expect(untouched.refused.isEmpty && untouched.written.isEmpty)
    }

    /// Entries whose text would end their unit or start another: each refused at its
    /// msgstr's line, and no file is written, not even the pages of the other entries.
    @Test(arguments: [
        (
            "UIKit/UITableViewCell|discussion", "説明です。\\n\\n## Tasks\\n\\n### Foo\\n\\n本文です。",
            "ja.po:LINE:1: error: msgstr of 'UIKit/UITableViewCell|discussion' is refused: its text would change the structure of UIKit/UITableViewCell.ja.md (a heading, a thematic break or an open code fence that ends its unit or starts another); nothing was written [po-entry-refused]"
        ),
        (
            "UIKit/UITableViewCell/accessoryType|discussion", "説明です。\\n---",
            "ja.po:LINE:1: error: msgstr of 'UIKit/UITableViewCell/accessoryType|discussion' is refused: its text would change the structure of UIKit/UITableViewCell.ja.md (a heading, a thematic break or an open code fence that ends its unit or starts another); nothing was written [po-entry-refused]"
        ),
        (
            "UIKit/UITableViewCell/accessoryType|discussion", "説明です。\\n\\n```objc\\n[cell setNeedsLayout];",
            "ja.po:LINE:1: error: msgstr of 'UIKit/UITableViewCell/accessoryType|discussion' is refused: its text would change the structure of UIKit/UITableViewCell.ja.md (a heading, a thematic break or an open code fence that ends its unit or starts another); nothing was written [po-entry-refused]"
        ),
        (
            "UIKit/UITableViewCell/accessoryType|summary", "### foo",
            "ja.po:LINE:1: error: msgstr of 'UIKit/UITableViewCell/accessoryType|summary' is refused: its text is not one paragraph in a page; nothing was written [po-entry-refused]"
        ),
        (
            "UIKit/UITableViewCell|task:Managing Accessory Views", "アクセサリ\\n\\n- ``accessoryType``",
            "ja.po:LINE:1: error: msgstr of 'UIKit/UITableViewCell|task:Managing Accessory Views' is refused: its text is not one line of plain text in a page; nothing was written [po-entry-refused]"
        )
    ])
    func anEntryThatWouldChangeThePageIsRefused(_ context: String, _ msgstr: String, _ expected: String) throws {
        let library = try library("Content")
        let before = try library.translationFiles()
        var text = try library.catalogText()
        // Another page's entry changed too: its page must not be written either.
        text = text.replacingOccurrences(of: "\"行の一覧をセクションに分けて1列で表示し", with: "\"改：行の一覧をセクションに分けて1列で表示し")
        var lines = text.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "msgctxt \"\(context)\""), "no entry \(context)")
        let line = try #require(lines[start...].firstIndex { $0.hasPrefix("msgstr ") })
        var end = line + 1
        while end < lines.count, lines[end].hasPrefix("\"") { end += 1 }
        lines.replaceSubrange(line..<end, with: ["msgstr \"\(msgstr)\""])
        let result = try library.import(lines.joined(separator: "\n"))
        #expect(result.refused.map(\.description) == [expected.replacingOccurrences(of: "LINE", with: "\(line + 1)")])
        #expect(result.written.isEmpty)
        #expect(try library.translationFiles() == before)
    }

    /// A page the catalog would make larger than a page may be is refused at its largest entry.
    @Test func aPageTooLargeToReadIsRefused() throws {
        let library = try library("Content")
        let before = try library.translationFiles()
        var catalog = try POCatalog.parse(try library.catalogText())
        for (context, size) in [
            ("UIKit/UITableViewCell|discussion", 1_000_000), ("UIKit/UITableViewCell/accessoryType|discussion", 600_000)
        ] {
            let index = try #require(catalog.entries.firstIndex { $0.context == context })
            catalog.entries[index].translation = String(repeating: "長", count: size)
        }
        let text = catalog.text(project: "Test", revisionDate: "2026-11-26 00:00+0000")
        // The largest entry is the one reported: the page's discussion.
        let lines = text.components(separatedBy: "\n")
        let context = try #require(lines.firstIndex(of: "msgctxt \"UIKit/UITableViewCell|discussion\""))
        let line = try #require(lines[context...].firstIndex { $0.hasPrefix("msgstr ") }) + 1
        let result = try library.import(text)
        // The size in between is the shipped translation's and the catalog's together.
        let refused = try #require(result.refused.count == 1 ? result.refused.first?.description : nil, "\(result.refused)")
        #expect(refused.hasPrefix("ja.po:\(line):1: error: UIKit/UITableViewCell.ja.md would be 47"), "\(refused)")
        #expect(
            refused.hasSuffix(" KiB, more than the 4 MiB a page may be; this entry is the largest of it [po-entry-refused]"), "\(refused)")
        #expect(try library.translationFiles() == before)
    }
}
