import Foundation
import Testing

/// `apiref docset` end to end: Kapeli's layout checked as Dash and Zeal read it (every index
/// entry leads to a page and an anchor, members carry dashAnchors, the site's own search and
/// sidebar are left out), in Japanese too; the archive is the same bytes every time; bad
/// names, languages and folders are refused with nothing touched.
@Suite(.serialized) struct DocsetCommandTests {
    static let name = "iOS-UIKit-and-Foundation-Reference"

    static func export(_ extra: [String] = [], into output: URL? = nil) throws -> (URL, BinaryRunner.Output) {
        let output = output ?? SiteBuildTests.temporaryOutput()
        let result = try BinaryRunner.run(["docset", "--output", output.path, "--date", "2026-11-24"] + extra)
        return (output, result)
    }

    static func check(_ docset: URL) throws -> (status: Int32, lines: [String]) {
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Docset/check_docset.py").path
        let result = try SiteQualityTests.tool("python3", [script, docset.path])
        return (result.status, result.stdout.split(separator: "\n").map(String.init) + [result.stderr])
    }

    @Test func theDocsetIsKapelisFormatAndEveryEntryLeadsToItsAnchor() throws {
        let (output, result) = try Self.export()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let docset = output.appendingPathComponent(Self.name + ".docset")
        #expect(result.stdout.hasPrefix("wrote \(docset.path) ("))
        let (status, lines) = try Self.check(docset)
        #expect(status == 0, "\(lines)")
        #expect(lines.contains("plist CFBundleName iOS UIKit and Foundation Reference"))
        #expect(lines.contains("plist DocSetPlatformFamily apiref"))
        #expect(lines.contains("plist dashIndexFilePath index.html"))
        #expect(lines.contains("columns id name type path"))
        #expect(lines.contains("entry UITableViewCell Class UIKit/UITableViewCell.html"))
        #expect(lines.contains("entry UITableViewCell.accessoryType Property UIKit/UITableViewCell.html#accessoryType"))
        #expect(lines.contains("entry UITableView.reloadData Method UIKit/UITableView.html#reloadData"))
        #expect(lines.contains("entry UITableViewDataSource Protocol UIKit/UITableViewDataSource.html"))
        for type in ["Class", "Protocol", "Category", "Property", "Method", "Constant", "Enum", "Notification", "Guide"] {
            #expect(lines.contains { $0.hasPrefix("type \(type) ") }, "no \(type) entries")
        }
        #expect(lines.contains("anchor //apple_ref/cpp/Property/accessoryType True"))
        #expect(lines.contains("anchor //apple_ref/cpp/Method/initWithStyle%3AreuseIdentifier%3A True"))
        #expect(lines.contains("anchor //apple_ref/cpp/Constant/UITableViewCellAccessoryCheckmark True"))
        #expect(lines.contains("anchor //apple_ref/cpp/Section/Managing%20Accessory%20Views True"))
        #expect(lines.contains("problems 0"), "\(lines)")
        #expect(FileManager.default.fileExists(atPath: docset.appendingPathComponent("icon.png").path))
        #expect(FileManager.default.fileExists(atPath: docset.appendingPathComponent("icon@2x.png").path))
    }

    /// A member Swift sees is found under both names, with Swift's entry types, and every
    /// row still leads to its anchor.
    @Test func theIndexHasARowPerSpelling() throws {
        let content = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/TwoSpellings")
        let (output, result) = try Self.export(["--content", content.path])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let (status, lines) = try Self.check(output.appendingPathComponent("Two-Spellings.docset"))
        #expect(status == 0 && lines.contains("problems 0"), "\(lines)")
        #expect(lines.contains("entries 19"), "\(lines)")
        for type in ["Constructor 1", "Value 2", "Struct 1", "Method 5"] {
            #expect(lines.contains("type " + type), "\(lines)")
        }
    }

    /// A library whose `library.yml` says `syntax: objc` gets a docset whose pages show
    /// Objective-C first, as its site does.
    @Test func theDocsetStartsInTheLibrarysSyntax() throws {
        let content = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: content) }
        try FileManager.default.copyItem(
            at: BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/TwoSpellings"), to: content)
        let yml = content.appendingPathComponent("library.yml")
        try (String(contentsOf: yml, encoding: .utf8) + "syntax: objc\n").write(to: yml, atomically: true, encoding: .utf8)
        let (output, result) = try Self.export(["--content", content.path])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(
            contentsOf: output.appendingPathComponent("Two-Spellings.docset/Contents/Resources/Documents/Kit/KTable.html"), encoding: .utf8)
        #expect(page.contains(#"id="syntax-choice-objc" value="objc" checked"#), "\(page.prefix(3000))")
        #expect(!page.contains(#"id="syntax-choice-swift" value="swift" checked"#))
    }

    @Test func aJapaneseDocsetHasTheTranslationsProseAndItsOwnName() throws {
        let (output, result) = try Self.export(["--lang", "ja", "--format", "json"])
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let docset = output.appendingPathComponent(Self.name + "-ja.docset")
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(summary?["docset"] as? String == docset.path)
        #expect(summary?["language"] as? String == "ja")
        let (status, lines) = try Self.check(docset)
        #expect(status == 0, "\(lines)")
        #expect(lines.contains("plist CFBundleName iOS UIKit and Foundation Reference (日本語)"))
        let page = try String(
            contentsOf: docset.appendingPathComponent("Contents/Resources/Documents/UIKit/UITableViewCell.html"), encoding: .utf8)
        #expect(page.contains("<html lang=\"ja\""))
        #expect(page.contains("アクセサリ"))
        #expect(!page.contains("language-switcher"), "a docset holds one language")
    }

    @Test func theArchiveIsTheSameBytesEveryTimeAndTheFeedPointsAtIt() throws {
        let archive = ["--archive", "--archive-url", "https://docs.example.com/feeds"]
        let (first, result) = try Self.export(archive)
        let (second, _) = try Self.export(archive)
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(result.status == 0, "\(result.stderr)")
        let tgz = first.appendingPathComponent(Self.name + ".tgz")
        let bytes = FileManager.default.contents(atPath: tgz.path)
        #expect(bytes != nil && bytes == FileManager.default.contents(atPath: second.appendingPathComponent(Self.name + ".tgz").path))
        let listing = try SiteQualityTests.tool("tar", ["-tzvf", tgz.path])
        #expect(listing.status == 0, "\(listing.stderr)")
        let files = listing.stdout.split(separator: "\n")
        #expect(
            files.contains {
                $0.hasSuffix(" \(Self.name).docset/Contents/Resources/docSet.dsidx") && $0.contains(" 0/0 ") && $0.contains("2026-11-24")
            })
        #expect(files.contains { $0.hasSuffix("Contents/Resources/Documents/UIKit/UITableViewCell.html") })
        #expect(!files.contains { $0.hasSuffix(".apiref-docset") }, "apiref's own marker stays out of the archive")
        // What tar unpacks is the docset itself.
        let unpacked = SiteBuildTests.temporaryOutput()
        try FileManager.default.createDirectory(at: unpacked, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: unpacked) }
        #expect(try SiteQualityTests.tool("tar", ["-xzf", tgz.path, "-C", unpacked.path]).status == 0)
        #expect(try Self.check(unpacked.appendingPathComponent(Self.name + ".docset")).status == 0)
        let feed = try String(contentsOf: first.appendingPathComponent(Self.name + ".xml"), encoding: .utf8)
        #expect(feed == "<entry>\n<version>2026-11-24</version>\n<url>https://docs.example.com/feeds/\(Self.name).tgz</url>\n</entry>\n")
    }

    @Test func badNamesLanguagesAndFoldersAreRefusedAndNothingIsTouched() throws {
        let (output, made) = try Self.export()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(made.status == 0, "\(made.stderr)")
        let index = output.appendingPathComponent(Self.name + ".docset/Contents/Resources/docSet.dsidx")
        let before = FileManager.default.contents(atPath: index.path)

        for name in ["../escape", "a/b", ".hidden", ""] {
            let refused = try BinaryRunner.run(["docset", "--output", output.path, "--name", name])
            #expect(refused.status == 2, "--name '\(name)': \(refused.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.deletingLastPathComponent().appendingPathComponent("escape.docset").path))
        let language = try BinaryRunner.run(["docset", "--output", output.path, "--lang", "fr"])
        #expect(language.status == 2 && language.stderr.contains("unknown language 'fr'"), "\(language.stderr)")
        let keyword = try BinaryRunner.run(["docset", "--output", output.path, "--keyword", "a:b"])
        #expect(keyword.status == 2, "\(keyword.stderr)")

        let file = SiteBuildTests.temporaryOutput()
        try Data("keep me".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let onFile = try BinaryRunner.run(["docset", "--output", file.path])
        #expect(onFile.status == 3 && onFile.stderr.contains("is a file"), "\(onFile.stderr)")
        #expect(FileManager.default.contents(atPath: file.path) == Data("keep me".utf8))

        // A NAME.docset apiref did not write is left alone without --force.
        let foreign = output.appendingPathComponent("Mine.docset")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let refused = try BinaryRunner.run(["docset", "--output", output.path, "--name", "Mine"])
        #expect(refused.status == 2 && refused.stderr.contains("--force"), "\(refused.stderr)")
        #expect(FileManager.default.fileExists(atPath: foreign.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.contents(atPath: index.path) == before, "the docset already there is untouched")
        let staging = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".") }
        #expect(staging.isEmpty, "nothing left beside the docsets: \(staging)")
    }

    @Test func aNameThatCannotBeAFileNameStaysInsideEveryExport() throws {
        let library = try BinaryRunner.temporaryFolder([
            "library.yml": "title: Evil\n",
            "Kit/Evil.md":
                "---\nkind: class\nframework: Kit\n---\n\n# ../../Evil\n\nA bad name.\n\n## Properties\n\n### ../x\n\nWorse.\n\n```objc\n@property int x\n```\n"
        ])
        defer { try? FileManager.default.removeItem(at: library) }
        let output = SiteBuildTests.temporaryOutput()
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: output) }
        let man = try BinaryRunner.run(["man", "--content", library.path, "--output", output.appendingPathComponent("out/man").path])
        let docset = try BinaryRunner.run([
            "docset", "--content", library.path, "--output", output.appendingPathComponent("out/docsets").path
        ])
        #expect(man.status == 0 && docset.status == 0, "\(man.stderr)\(docset.stderr)")
        let made = (FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []).filter {
            !$0.contains("/assets/")
        }
        #expect(made.allSatisfy { $0 == "out" || $0.hasPrefix("out/man") || $0.hasPrefix("out/docsets") }, "\(made)")
        #expect(made.contains("out/man/man3objc/_._.._Evil.3objc") && made.contains("out/man/man3objc/_._.._Evil..._x.3objc"), "\(made)")
        #expect(try Self.check(output.appendingPathComponent("out/docsets/Evil.docset")).lines.contains("entries 2"))
    }

    /// Zeal (Debian's package) on a virtual screen opens the docset, finds UITableViewCell by
    /// the docset's keyword and shows its page; the screenshot is kept with the site's.
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["APIREF_BROWSER_TESTS"] == "1",
            "needs Zeal and Xvfb (ensure-test-dependencies --browser)"))
    func zealOpensTheDocsetAndShowsUITableViewCell() throws {
        let (output, result) = try Self.export()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(result.status == 0, "\(result.stderr)")
        let shots = BinaryRunner.repository.appendingPathComponent(".build/screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
        let shot = shots.appendingPathComponent("zeal-UITableViewCell.png")
        try? FileManager.default.removeItem(at: shot)
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Docset/zeal_screenshot.sh").path
        let zeal = try SiteQualityTests.tool("bash", [script, output.path, shot.path])
        #expect(zeal.stdout.contains("opened UITableViewCell — iOS UIKit and Foundation Reference"), "\(zeal.stdout)\(zeal.stderr)")
        #expect(zeal.stderr.contains("Mounted '\(output.path)/\(Self.name).docset/Contents/Resources/Documents'"), "\(zeal.stderr)")
        #expect((try? FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int).flatMap { $0 } ?? 0 > 10_000)
    }
}
