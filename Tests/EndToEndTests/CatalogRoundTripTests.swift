import Foundation
import Testing

/// The shipped Japanese catalogs through `l10n export` and `l10n import`, as a translation
/// team uses them: given back untouched (also with CRLF line ends and a byte-order mark, as
/// Windows editors save it), no byte of any translation changes; given back broken, the
/// import says where, exits 1 and writes nothing.
@Suite struct CatalogRoundTripTests {
    /// A copy of a shipped library in the scratch folder.
    func copy(_ shipped: String) throws -> URL {
        let copy = Scratch.directory.appendingPathComponent("apiref-catalog-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent(shipped), to: copy)
        return copy
    }

    func files(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent.hasSuffix(".ja.md") { files[url.path] = try Data(contentsOf: url) }
        }
        return files
    }

    func apiref(_ content: URL, _ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--content", content.path, "--quiet"])
    }

    @Test(arguments: ["Content"])
    func anUntouchedCatalogChangesNoTranslation(_ shipped: String) throws {
        let content = try copy(shipped)
        defer { try? FileManager.default.removeItem(at: content) }
        let before = try files(content)
        #expect(before.count >= 7)
        let status = try apiref(content, ["l10n", "status"])
        let catalog = content.appendingPathExtension("po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let exported = try apiref(content, ["l10n", "export", "--format", "po", "--output", catalog.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        for (name, variant) in [
            ("as written", text), ("CRLF", text.replacingOccurrences(of: "\n", with: "\r\n")), ("BOM", "\u{FEFF}" + text)
        ] {
            try variant.write(to: catalog, atomically: true, encoding: .utf8)
            let imported = try apiref(content, ["l10n", "import", catalog.path])
            #expect(
                imported.status == 0 && imported.stderr.hasPrefix("no translation changed: the catalog's "), "\(name): \(imported.stderr)")
            #expect(try files(content) == before, "\(name): a translation changed")
        }
        let after = try apiref(content, ["l10n", "status"])
        #expect(after.stdout == status.stdout && after.status == status.status)
    }

    /// Each piece of a translation file: a level-1 to 3 heading with what follows it up to
    /// the next (front matter, a section heading with nothing under it and the order of the
    /// pieces aside: a page written again follows its original's order), backslash escapes
    /// left out, since a unit's text comes back as the catalog writes it (`File \> New`).
    func pieces(_ data: Data) -> [String: Int] {
        var text = String(decoding: data, as: UTF8.self)
        if text.hasPrefix("---\n"), let end = text.range(of: "\n---\n") { text = String(text[end.upperBound...]) }
        var pieces: [String: Int] = [:]
        var current: [Substring] = []
        var fenced = false
        func close() {
            let piece = current.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
                .replacingOccurrences(of: #"\\([!-/:-@\[-`{-~])"#, with: "$1", options: .regularExpression)
            current = []
            guard !piece.isEmpty, !(piece.hasPrefix("## ") && !piece.contains("\n")) else { return }
            pieces[piece, default: 0] += 1
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { fenced.toggle() }
            if !fenced, line.hasPrefix("# ") || line.hasPrefix("## ") || line.hasPrefix("### ") { close() }
            current.append(line)
        }
        close()
        return pieces
    }

    /// An untouched import writes nothing, so it never tries the page writer: here every page
    /// is written again twice, once with every summary changed and once as exported. Every
    /// import succeeds, and every piece of every file — a Special Considerations after its
    /// member's parameters, a heading with escaped underscores, a Swift section — is back
    /// where it was, with the same text.
    @Test(arguments: ["Content", "Tests/APIRefCoreTests/Fixtures/L10nSwift"])
    func aPageWrittenAgainKeepsEveryPiece(_ shipped: String) throws {
        let content = try copy(shipped)
        defer { try? FileManager.default.removeItem(at: content) }
        let before = try files(content)
        let catalog = content.appendingPathExtension("po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let exported = try apiref(content, ["l10n", "export", "--output", catalog.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        var changed: [String] = []
        var context = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("msgctxt ") { context = line }
            let summary = context.hasSuffix("|summary\"") && line.hasPrefix("msgstr \"") && line != "msgstr \"\""
            changed.append(summary ? String(line.dropLast()) + "（改）\"" : line)
        }
        try changed.joined(separator: "\n").write(to: catalog, atomically: true, encoding: .utf8)
        let first = try apiref(content, ["l10n", "import", catalog.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try files(content) != before)
        try text.write(to: catalog, atomically: true, encoding: .utf8)
        let second = try apiref(content, ["l10n", "import", catalog.path])
        #expect(second.status == 0, "\(second.stderr)")
        let after = try files(content)
        #expect(after.keys.sorted() == before.keys.sorted())
        for (path, data) in before.sorted(by: { $0.key < $1.key }) {
            let (was, now) = (pieces(data), pieces(after[path] ?? Data()))
            let lost = was.filter { now[$0.key] != $0.value }.keys.sorted()
            let new = now.filter { was[$0.key] != $0.value }.keys.sorted()
            #expect(lost.isEmpty && new.isEmpty, "\(path): lost \(lost), now \(new)")
        }
    }

    @Test func aBrokenCatalogIsRefusedWhereItIsBroken() throws {
        let content = try copy("Content")
        defer { try? FileManager.default.removeItem(at: content) }
        let before = try files(content)
        let catalog = content.appendingPathExtension("po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        #expect(try apiref(content, ["l10n", "export", "--output", catalog.path]).status == 0)
        let text = try String(contentsOf: catalog, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let summary = try #require(lines.firstIndex(of: "msgctxt \"UIKit/UITableViewCell|summary\"")) + 2
        lines[summary] = "msgstr \"表示\\qする\""
        try lines.joined(separator: "\n").write(to: catalog, atomically: true, encoding: .utf8)
        let escape = try apiref(content, ["l10n", "import", catalog.path])
        #expect(escape.status == 1)
        #expect(
            escape.stderr
                == "\(catalog.path):\(summary + 1):15: error: not a PO catalog apiref can import: invalid escape '\\q'; gettext knows \\n \\t \\b \\r \\f \\v \\a \\\\ \\\" \\ooo and \\xHH; nothing was written [po-syntax]\n"
        )
        let json = try apiref(content, ["l10n", "import", catalog.path, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"refused\" : [") && json.stdout.contains("[po-syntax]"), "\(json.stdout)")
        lines[summary] = "msgstr \"表示します。\\n\\n## Tasks\\n\\n### Foo\\n\\nどれも。\""
        try lines.joined(separator: "\n").write(to: catalog, atomically: true, encoding: .utf8)
        let structure = try apiref(content, ["l10n", "import", catalog.path])
        #expect(structure.status == 1)
        #expect(
            structure.stderr
                == "\(catalog.path):\(summary + 1):1: error: msgstr of 'UIKit/UITableViewCell|summary' is refused: its text is not one paragraph in a page; nothing was written [po-entry-refused]\n"
        )
        #expect(try files(content) == before)
    }

    /// A catalog saved by a Windows editor (CRLF, a BOM) is imported with what it says,
    /// escapes as gettext reads them: `\x41` is `A`, `\343\201\202` is `あ`.
    @Test func aWindowsCatalogIsImportedWithItsMeaning() throws {
        let library = try TemporaryLibrary(["library.yml": "languages: [en, ja]\n", "Kit/Widget.md": TranslationCommandTests.original])
        let catalog = library.content.appendingPathExtension("po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        #expect(
            try BinaryRunner.run(["l10n", "export", "--content", library.content.path, "--output", catalog.path], environment: environment)
                .status == 0)
        var text = try String(contentsOf: catalog, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "msgid \"Spins the widget.\"\nmsgstr \"\"", with: "msgid \"Spins the widget.\"\nmsgstr \"\\x41\\343\\201\\202を回します。\"")
        try ("\u{FEFF}" + text.replacingOccurrences(of: "\n", with: "\r\n")).write(to: catalog, atomically: true, encoding: .utf8)
        let imported = try BinaryRunner.run(["l10n", "import", "--content", library.content.path, catalog.path], environment: environment)
        #expect(imported.status == 0 && imported.stderr == "wrote Kit/Widget.ja.md\n", "\(imported.stderr)")
        let written = try String(contentsOf: library.content.appendingPathComponent("Kit/Widget.ja.md"), encoding: .utf8)
        #expect(written.contains("\n### spin:\n\nAあを回します。\n"), "\(written)")
    }

    /// Prose the catalog cannot carry (a translated overview of a page whose English has
    /// none, so no msgid) stays when the page is written again for another entry.
    @Test func proseWithoutEnglishSurvivesAPageWrittenAgain() throws {
        let translation = TranslationCommandTests.translation.replacingOccurrences(of: "部品です。\n", with: "部品です。\n\n## 概要\n\n英語にはない説明です。\n")
        let library = try TemporaryLibrary([
            "library.yml": "languages: [en, ja]\n", "Kit/Widget.md": TranslationCommandTests.original, "Kit/Widget.ja.md": translation
        ])
        let catalog = library.content.appendingPathExtension("po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        #expect(
            try BinaryRunner.run(["l10n", "export", "--content", library.content.path, "--output", catalog.path], environment: environment)
                .status == 0)
        let text = try String(contentsOf: catalog, encoding: .utf8)
        #expect(!text.contains("英語にはない説明です。"))
        try text.replacingOccurrences(of: "msgstr \"部品です。\"", with: "msgstr \"部品。\"").write(to: catalog, atomically: true, encoding: .utf8)
        let imported = try BinaryRunner.run(["l10n", "import", "--content", library.content.path, catalog.path], environment: environment)
        // Unstamped, its entries are fuzzy: the import says they stay stale.
        #expect(imported.status == 0 && imported.stderr.hasPrefix("wrote Kit/Widget.ja.md\nstale "), "\(imported.stderr)")
        let written = try String(contentsOf: library.content.appendingPathComponent("Kit/Widget.ja.md"), encoding: .utf8)
        #expect(written.contains("# Widget\n\n部品。\n\n## 概要\n\n英語にはない説明です。\n"), "\(written)")
    }
}
