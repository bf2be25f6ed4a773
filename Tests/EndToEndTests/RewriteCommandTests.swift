import Foundation
import Testing

/// The commands that rewrite a user's pages (`check --fix`, `l10n stamp`, `l10n import`,
/// `import`) keep a
/// page's mode, write a link's target, and refuse a read-only page with a message (the tests
/// run as root in CI, where open(2) would still let them write it).
@Suite struct RewriteCommandTests {
    static let gauge = "---\nkind: class\navailability: iOS3.0\n---\n\n# Gauge\n\nA gauge.\n"

    private func mode(_ url: URL) throws -> Int { try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as! Int }
    private func setMode(_ url: URL, _ mode: Int) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }
    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func run(_ library: TemporaryLibrary, _ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--content", library.content.path], environment: ["APIREF_INDEX_DIR": library.index.path])
    }

    @Test func checkFixKeepsAPrivatePagePrivate() throws {
        let library = try TemporaryLibrary(["Kit/Gauge.md": Self.gauge])
        let page = library.content.appendingPathComponent("Kit/Gauge.md")
        try setMode(page, 0o600)
        let fixed = try run(library, ["check", "--fix"])
        #expect(fixed.stderr.contains("applied 1 fix-it in 1 file(s)"), "\(fixed.stderr)")
        #expect(try text(page).contains("availability: iOS 3.0\n"))
        #expect(try mode(page) == 0o600)
    }

    @Test func checkFixRefusesAReadOnlyPage() throws {
        let library = try TemporaryLibrary(["Kit/Gauge.md": Self.gauge])
        let page = library.content.appendingPathComponent("Kit/Gauge.md")
        try setMode(page, 0o444)
        let refused = try run(library, ["check", "--fix"])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("Kit/Gauge.md is read-only"), "\(refused.stderr)")
        #expect(try text(page) == Self.gauge)
        #expect(try mode(page) == 0o444)
    }

    @Test func checkFixWritesALinkedPageAtItsTarget() throws {
        let library = try TemporaryLibrary(["Shared/Gauge.markdown": Self.gauge])
        let target = library.content.appendingPathComponent("Shared/Gauge.markdown")
        let link = library.content.appendingPathComponent("Kit/Gauge.md")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Gauge.markdown")
        let fixed = try run(library, ["check", "--fix"])
        #expect(fixed.stderr.contains("applied 1 fix-it in 1 file(s)"), "\(fixed.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/Gauge.markdown")
        #expect(try text(target).contains("availability: iOS 3.0\n"))
    }

    @Test func l10nStampKeepsTheModeAndRefusesAReadOnlyTranslation() throws {
        let original = "---\nkind: class\nframework: Kit\n---\n\n# Widget\n\nA widget.\n"
        let library = try TemporaryLibrary([
            "library.yml": "languages: [en, ja]\n", "Kit/Widget.md": original,
            "Kit/Widget.ja.md": "# Widget\n\n部品です。\n"
        ])
        let translation = library.content.appendingPathComponent("Kit/Widget.ja.md")
        try setMode(translation, 0o444)
        let refused = try run(library, ["l10n", "stamp", "Widget", "--lang", "ja"])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("Kit/Widget.ja.md is read-only"), "\(refused.stderr)")
        #expect(try text(translation) == "# Widget\n\n部品です。\n")

        try setMode(translation, 0o600)
        let stamped = try run(library, ["l10n", "stamp", "Widget", "--lang", "ja"])
        #expect(stamped.status == 0, "\(stamped.stderr)")
        #expect(try text(translation).hasPrefix("---\nstamps:\n"))
        #expect(try mode(translation) == 0o600)
    }

    @Test func importKeepsTheModeAndRefusesAReadOnlyPage() throws {
        let library = try ImportCommandTests.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let only = ["--only", "TKCell"]
        #expect(try BinaryRunner.run(["import", ImportCommandTests.graph("v1"), "--into", library.path] + only).status == 0)
        let page = library.appendingPathComponent("TestKit/TKCell.md")

        try setMode(page, 0o444)
        let before = try text(page)
        let refused = try BinaryRunner.run(["import", ImportCommandTests.graph("v2"), "--into", library.path] + only)
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("TKCell.md is read-only"), "\(refused.stderr)")
        #expect(try text(page) == before)

        try setMode(page, 0o600)
        let updated = try BinaryRunner.run(["import", ImportCommandTests.graph("v2"), "--into", library.path] + only)
        #expect(updated.status == 0, "\(updated.stderr)")
        #expect(updated.stdout.contains("1 updated"), "\(updated.stdout)")
        #expect(try mode(page) == 0o600)
    }

    @Test func l10nImportKeepsTheModeWritesALinksTargetAndRefusesAReadOnlyTranslation() throws {
        let original = "---\nkind: class\nframework: Kit\n---\n\n# Widget\n\nA widget.\n"
        let library = try TemporaryLibrary([
            "library.yml": "languages: [en, ja]\n", "Kit/Widget.md": original,
            "Shared/Widget.ja.markdown": "# Widget\n\n部品です。\n"
        ])
        let target = library.content.appendingPathComponent("Shared/Widget.ja.markdown")
        let link = library.content.appendingPathComponent("Kit/Widget.ja.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Widget.ja.markdown")
        let catalog = library.content.deletingLastPathComponent().appendingPathComponent("\(library.content.lastPathComponent).po")
        defer { try? FileManager.default.removeItem(at: catalog) }
        let exported = try run(library, ["l10n", "export", "--lang", "ja", "--output", catalog.path])
        #expect(exported.status == 0, "\(exported.stderr)")
        let text = try String(contentsOf: catalog, encoding: .utf8).replacingOccurrences(
            of: "msgstr \"部品です。\"", with: "msgstr \"新しい部品です。\"")
        #expect(text.contains("新しい部品です。"), "\(text)")
        try Data(text.utf8).write(to: catalog)

        try setMode(target, 0o444)
        let refused = try run(library, ["l10n", "import", catalog.path])
        #expect(refused.status == 3)
        #expect(refused.stderr.contains("Widget.ja.md is read-only"), "\(refused.stderr)")
        #expect(try self.text(target) == "# Widget\n\n部品です。\n")

        try setMode(target, 0o600)
        let imported = try run(library, ["l10n", "import", catalog.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try self.text(target).contains("新しい部品です。"))
        #expect(try mode(target) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/Widget.ja.markdown")
    }
}
