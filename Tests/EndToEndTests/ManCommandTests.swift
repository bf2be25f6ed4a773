import Foundation
import Testing

/// `apiref man` end to end: pages mandoc's lint finds nothing in, that man-db shows by class
/// and by member, that apropos finds after mandb, in Japanese too, the same bytes every time,
/// and a folder that is not apiref's left alone.
@Suite(.serialized) struct ManCommandTests {
    static func export(_ extra: [String] = []) throws -> (URL, BinaryRunner.Output) {
        let output = SiteBuildTests.temporaryOutput()
        let result = try BinaryRunner.run(["man", "--output", output.path, "--date", "2026-11-24"] + extra)
        return (output, result)
    }

    static func pages(in folder: URL) -> [String] {
        let base = folder.path
        return (FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".3objc") }.sorted().map { base + "/" + $0 }
    }

    @Test func everyPageIsLintCleanAndManShowsClassesAndMembers() throws {
        let (output, result) = try Self.export()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let pages = Self.pages(in: output)
        #expect(result.stdout == "wrote \(pages.count) man pages to \(output.path)\n")
        #expect(pages.contains(output.path + "/man3objc/UITableViewCell.3objc"))
        #expect(pages.contains(output.path + "/man3objc/UITableViewCell.accessoryType.3objc"))
        #expect(pages.contains(output.path + "/ja/man3objc/UITableViewCell.3objc"))
        // A `.so` page (a Swift path's) is a link, which mandoc's lint calls fragile.
        let lintable = pages.filter { (try? String(contentsOfFile: $0, encoding: .utf8))?.hasPrefix(".so ") != true }
        let lint = try SiteQualityTests.tool("mandoc", ["-T", "lint", "-W", "warning"] + lintable)
        #expect(lint.status == 0 && lint.stdout.isEmpty && lint.stderr.isEmpty, "\(lint.stdout)\(lint.stderr)")

        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "MANPATH")
        environment.merge(["MANWIDTH": "80", "PAGER": "cat", "MANPAGER": "cat", "LANG": "C.UTF-8"]) { $1 }
        let page = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/man"), ["-M", output.path, "3objc", "UITableViewCell"],
            environment: environment)
        #expect(page.status == 0, "\(page.stderr)")
        #expect(page.stdout.contains("UITableViewCell — A view that draws one row"))
        #expect(page.stdout.contains("Inherits from UIView(3objc)"))
        #expect(page.stdout.contains("@property(nonatomic) UITableViewCellAccessoryType accessoryType"))
        let member = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/man"), ["-M", output.path, "UITableViewCell.accessoryType"],
            environment: environment)
        #expect(member.stdout.contains("SYNOPSIS"))
        #expect(member.stdout.contains("@property(nonatomic) UITableViewCellAccessoryType accessoryType"))
        #expect(member.stdout.contains("Introduced in iOS 2.0."))

        // apropos finds a member by a word of its name once mandb has indexed the folder.
        let index = try SiteQualityTests.tool("mandb", ["-q", output.path])
        #expect(index.status == 0, "\(index.stderr)")
        let apropos = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/apropos"), ["-M", output.path, "accessory"],
            environment: environment)
        #expect(apropos.stdout.contains("UITableViewCell.accessoryType (3objc)"), "\(apropos.stdout)\(apropos.stderr)")

        // Japanese, from ja/, wrapped by groff at the width asked.
        var japaneseEnvironment = environment
        japaneseEnvironment["MANPATH"] = output.path
        japaneseEnvironment["MANWIDTH"] = "60"
        let japanese = try BinaryRunner.execute(
            URL(fileURLWithPath: "/usr/bin/man"), ["-L", "ja", "UITableViewCell.accessoryType"],
            environment: japaneseEnvironment)
        #expect(japanese.stdout.contains("アクセサリ"), "\(japanese.stderr)")
        // Lines of Japanese prose (declarations and the header line are not wrapped).
        let widest =
            japanese.stdout.split(separator: "\n").filter { $0.unicodeScalars.contains(where: CJKWidth.isWide) }.map { line in
                line.unicodeScalars.reduce(0) { $0 + (CJKWidth.isWide($1) ? 2 : 1) }
            }.max() ?? 0
        #expect(widest > 40 && widest <= 60, "a Japanese line is \(widest) columns wide")
    }

    @Test func theSameLibraryGivesTheSameBytes() throws {
        let (first, _) = try Self.export()
        let (second, _) = try Self.export()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let a = Self.pages(in: first)
        let b = Self.pages(in: second)
        #expect(a.count == b.count && a.count > 100)
        for (x, y) in zip(a, b) where FileManager.default.contents(atPath: x) != FileManager.default.contents(atPath: y) {
            Issue.record("\(x) differs between two exports")
        }
    }

    @Test func badOutputsAndLanguagesAreRefusedAndNothingIsTouched() throws {
        let file = SiteBuildTests.temporaryOutput()
        try Data("keep me".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let onFile = try BinaryRunner.run(["man", "--output", file.path])
        #expect(onFile.status == 3, "\(onFile.stderr)")
        #expect(onFile.stderr.contains("is not a folder"))
        #expect(FileManager.default.contents(atPath: file.path) == Data("keep me".utf8))

        let foreign = SiteBuildTests.temporaryOutput()
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        defer { try? FileManager.default.removeItem(at: foreign) }
        let refused = try BinaryRunner.run(["man", "--output", foreign.path])
        #expect(refused.status == 2 && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))

        let language = try BinaryRunner.run(["man", "--output", foreign.path, "--lang", "fr"])
        #expect(language.status == 2 && language.stderr.contains("unknown language 'fr'"), "\(language.stderr)")

        let date = try BinaryRunner.run(["man", "--output", foreign.path, "--date", "yesterday"])
        #expect(date.status == 2, "\(date.stderr)")
    }

    @Test func aLaterExportRewritesOnlyThePagesThatChanged() throws {
        let library = try BinaryRunner.temporaryFolder([
            "library.yml": "title: Tiny\n",
            "Kit/Alpha.md":
                "---\nkind: class\nframework: Kit\n---\n\n# Alpha\n\nThe first class.\n\n## Properties\n\n### count\n\nHow many.\n\n```objc\n@property NSInteger count\n```\n",
            "Kit/Beta.md": "---\nkind: class\nframework: Kit\n---\n\n# Beta\n\nThe second class.\n"
        ])
        defer { try? FileManager.default.removeItem(at: library) }
        let output = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        let first = try BinaryRunner.run(["man", "--content", library.path, "--output", output.path])
        #expect(first.status == 0 && first.stdout == "wrote 3 man pages to \(output.path)\n", "\(first.stdout)\(first.stderr)")
        let beta = output.appendingPathComponent("man3objc/Beta.3objc")
        let betaTime = try FileManager.default.attributesOfItem(atPath: beta.path)[.modificationDate] as? Date
        // Each page shows when its own file changed, so an edit of Alpha leaves Beta's page as it was.
        let alpha = library.appendingPathComponent("Kit/Alpha.md")
        let edited = try String(contentsOf: alpha, encoding: .utf8).replacingOccurrences(of: "How many.", with: "How many there are.")
        try edited.write(to: alpha, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_790_000_000)], ofItemAtPath: alpha.path)
        let second = try BinaryRunner.run(["man", "--content", library.path, "--output", output.path])
        #expect(second.stdout == "updated \(output.path): 2 of 3 man pages rewritten, 0 removed\n", "\(second.stdout)\(second.stderr)")
        #expect(try FileManager.default.attributesOfItem(atPath: beta.path)[.modificationDate] as? Date == betaTime)
        let page = try String(contentsOf: output.appendingPathComponent("man3objc/Alpha.count.3objc"), encoding: .utf8)
        #expect(page.contains("How many there are.") && page.contains(".Dd September 21, 2026"), "\(page)")
        // A page whose symbol is gone goes; a file that is not a page (mandb's index) stays.
        try FileManager.default.removeItem(at: library.appendingPathComponent("Kit/Beta.md"))
        try Data("index".utf8).write(to: output.appendingPathComponent("index.db"))
        let third = try BinaryRunner.run(["man", "--content", library.path, "--output", output.path])
        #expect(third.stdout == "updated \(output.path): 0 of 2 man pages rewritten, 1 removed\n", "\(third.stdout)\(third.stderr)")
        #expect(!FileManager.default.fileExists(atPath: beta.path))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.db").path))
    }

    @Test func aLaterExportReplacesItsOwnFolderWhole() throws {
        let (output, _) = try Self.export()
        defer { try? FileManager.default.removeItem(at: output) }
        let stray = output.appendingPathComponent("man3objc/Gone.3objc")
        try Data(".Dd\n".utf8).write(to: stray)
        let again = try BinaryRunner.run(["man", "--output", output.path, "--date", "2026-11-24", "--lang", "en"])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stray.path), "a page of no symbol is gone")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("ja").path), "--lang en writes English only")
    }
}

/// East Asian wide characters, for measuring what man printed.
enum CJKWidth {
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6:
            return true
        default:
            return false
        }
    }
}
