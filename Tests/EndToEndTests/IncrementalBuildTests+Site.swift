import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The site follows edits: only the edited files' pages are redone, and written only when
/// their bytes change; other inputs rebuild it in full.
extension IncrementalBuildTests {
    // MARK: The site

    @Test func theSiteRewritesOnlyThePagesThatChanged() throws {
        let site = root.appendingPathComponent("site")
        let first = try build(into: site)
        #expect(first.status == 0, "\(first.stderr)")
        let wrote = try #require(first.stdout.wholeMatch(of: /wrote (\d+) pages to (.+)\n/))
        let pageCount = try #require(Int(wrote.1))
        #expect(pageCount >= 21)
        #expect(wrote.2 == site.path)

        let again = try build(into: site)
        #expect(again.status == 0)
        #expect(again.stdout == "updated 0 pages in \(site.path) (0 files changed)\n")

        // A stamp that changes with nothing to show: the file's pages are redone and found unchanged.
        var before = try Self.snapshot(site)
        try write(try text(of: Self.table) + "\n", to: Self.table, inPlace: false)
        let touched = try build(into: site)
        #expect(touched.stdout == "updated 0 pages in \(site.path) (1 file changed)\n")
        let untouched = try Self.snapshot(site)
        for (file, old) in before where file != ".apiref-site" {
            #expect(untouched[file]?.stamp == old.stamp, "\(file) was rewritten")
        }

        // A discussion sentence: one page.
        before = try Self.snapshot(site)
        let sentence = "Gribblewort accessories are rare."
        try edit(Self.cell, replacing: Self.accessoryTypeSentence, with: Self.accessoryTypeSentence + " " + sentence)
        let one = try build(into: site)
        #expect(one.status == 0, "\(one.stderr)")
        // The page and its copy in the Japanese site (library.yml: languages: [en, ja]), where
        // the member's translation is now marked stale (the search index leaves markers out);
        // and the coverage page of both copies, which counts one translation fewer current.
        #expect(one.stdout == "updated 4 pages in \(site.path) (1 file changed)\n")
        let after = try Self.snapshot(site)
        let cellPage = "UIKit/UITableViewCell.html"
        #expect(Self.text(after, cellPage).contains(sentence))
        #expect(after[cellPage]?.stamp != before[cellPage]?.stamp)
        #expect(Set(after.keys) == Set(before.keys))
        // And the page's Markdown copy in both (`Name.md`).
        let cellCopy = "UIKit/UITableViewCell.md"
        #expect(Self.text(after, cellCopy).contains(sentence))
        for (file, old) in before
        where ![cellPage, "ja/" + cellPage, cellCopy, "ja/" + cellCopy, "coverage.html", "ja/coverage.html", ".apiref-site"].contains(file)
        {
            #expect(after[file]?.stamp == old.stamp, "\(file) was rewritten")
            #expect(after[file]?.bytes == old.bytes, "\(file) changed")
        }
        #expect(after["UIKit/UITableView.html"]?.stamp == before["UIKit/UITableView.html"]?.stamp)
        try expectSameAsABuildFromScratch(site)

        // A summary: every page.
        try edit(
            Self.view, replacing: "The color that fills the view's bounds before any content is drawn.",
            with: "The snorklewhite color that fills the view's bounds before any content is drawn.")
        let full = try build(into: site)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(full.stdout == "wrote \(pageCount) pages to \(site.path)\n")
        let rebuilt = try Self.snapshot(site)
        #expect(rebuilt.keys.contains { $0.hasPrefix("search/w") && Self.text(rebuilt, $0).contains("\"snorklewhite\"") })
        #expect(Self.text(rebuilt, "UIKit/UIView.html").contains("snorklewhite"))
        try expectSameAsABuildFromScratch(site)

        // And incremental again from there.
        try edit(Self.cell, replacing: sentence, with: "Gribblewort accessories are very rare.")
        let next = try build(into: site)
        // The translation was already stale: the Japanese copy shows the same page as before.
        #expect(next.stdout == "updated 1 page in \(site.path) (1 file changed)\n")
        try expectSameAsABuildFromScratch(site)
    }

    @Test func theSiteUpdatesThePagesOfEditedProtocolsCategoriesAndArticles() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let before = try Self.snapshot(site)
        let edits = [
            (
                "UIKit/UITableViewDataSource.md", "The number of sections in `tableView`. The default is 1.",
                "Plonkety sections are counted too.", "UIKit/UITableViewDataSource.html"
            ),
            (
                "UIKit/NSIndexPath+UIKitAdditions.md", "Sections are numbered from 0, in the order in which the table view shows them.",
                "Wibbleton sections are numbered too.", "UIKit/NSIndexPath-UIKit-Additions.html"
            ),
            (
                "Articles/MixingCellClasses.md", "Text notes sit next to photos, and a profile summary heads the list.",
                "Snollygoster rows sit there as well.", "Articles/MixingCellClasses.html"
            )
        ]
        for (file, old, sentence, _) in edits {
            try edit(file, replacing: old, with: old + " " + sentence)
        }
        #expect(try apiref(["check", "--strict"]).status == 0)
        let updated = try build(into: site)
        // Each page and its Japanese copy; the Japanese home page, which lists the article
        // whose translation this edit makes stale (the search index leaves markers out); and
        // the coverage page of both copies, which counts the stale translations.
        #expect(updated.stdout == "updated 9 pages in \(site.path) (3 files changed)\n", "\(updated.stdout)\(updated.stderr)")
        let after = try Self.snapshot(site)
        for (_, _, sentence, page) in edits {
            #expect(Self.flattened(Self.text(after, page)).contains(sentence), "\(page)")
        }
        let rewritten = Set(before.keys.filter { after[$0]?.stamp != before[$0]?.stamp })
        // With each page its Markdown copy, and the Japanese llms.txt, which lists the article as the home page does.
        let copies = edits.map { String($0.3.dropLast(".html".count)) + ".md" }
        #expect(
            rewritten
                == Set(
                    edits.map(\.3) + edits.map { "ja/" + $0.3 } + copies + copies.map { "ja/" + $0 }
                        + ["ja/index.html", "ja/llms.txt", "coverage.html", "ja/coverage.html", ".apiref-site"]))
        try expectSameAsABuildFromScratch(site)
    }

    /// The manifest records every file's size and hash: a build with nothing edited still
    /// writes again what was deleted or overwritten since the last one, byte for byte as a
    /// build from scratch, and says so; then there is nothing left to restore.
    @Test func aDeletedOrOverwrittenPageIsRestoredByTheNextBuild() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let manager = FileManager.default
        let shard = try #require(try manager.contentsOfDirectory(atPath: site.appendingPathComponent("search").path).sorted().last)
        for file in ["UIKit/UITableViewCell.html", "ja/index.html", "assets/style.css", "search/" + shard] {
            try manager.removeItem(at: site.appendingPathComponent(file))
        }
        // Other bytes of the same size, with the page's modification time put back.
        let view = site.appendingPathComponent("UIKit/UIView.html")
        let original = try Data(contentsOf: view)
        let modified = try #require(try manager.attributesOfItem(atPath: view.path)[.modificationDate] as? Date)
        let handle = try FileHandle(forWritingTo: view)
        try handle.write(contentsOf: Data(repeating: UInt8(ascii: "x"), count: 64))
        try handle.close()
        try manager.setAttributes([.modificationDate: modified], ofItemAtPath: view.path)
        #expect(try Data(contentsOf: view).count == original.count)
        // And one cut short.
        try Data("<p>broken".utf8).write(to: site.appendingPathComponent("ja/UIKit/UITableView.html"))

        let restored = try build(into: site)
        #expect(restored.status == 0, "\(restored.stderr)")
        #expect(restored.stdout == "updated 0 pages in \(site.path) (0 files changed); restored 6 pages\n")
        #expect(try Data(contentsOf: view) == original)
        try expectSameAsABuildFromScratch(site)
        let again = try build(into: site)
        #expect(again.stdout == "updated 0 pages in \(site.path) (0 files changed)\n")

        // With an edit too: the edited page is updated (and its Japanese copy, and both copies'
        // coverage page, as the translation goes stale), the deleted one restored.
        try manager.removeItem(at: site.appendingPathComponent("UIKit/UITableView.html"))
        try edit(Self.cell, replacing: Self.accessoryTypeSentence, with: Self.accessoryTypeSentence + " Quibbleworth accessories are rare.")
        let both = try build(into: site)
        #expect(both.stdout == "updated 4 pages in \(site.path) (1 file changed); restored 1 page\n", "\(both.stderr)")
        try expectSameAsABuildFromScratch(site)
    }

    @Test func aSiteBuiltWithOtherInputsIsRebuiltInFull() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let withBase = try apiref([
            "build", "--output", site.path, "--base-url", "https://example.org/docs/",
            "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path
        ])
        #expect(withBase.stdout.hasPrefix("wrote "), "a new base URL changes the pages: \(withBase.stdout)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("sitemap.xml").path))

        // A new page (an added file) rebuilds in full too.
        try "# An Extra Article\n\nA short article that mentions ``UITableViewCell``.\n"
            .write(to: content.appendingPathComponent("Articles/Extra.md"), atomically: true, encoding: .utf8)
        #expect(try apiref(["check", "--strict"]).status == 0)
        let added = try apiref([
            "build", "--output", site.path, "--base-url", "https://example.org/docs/",
            "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path
        ])
        #expect(added.stdout.hasPrefix("wrote "), "\(added.stdout) \(added.stderr)")
    }

    /// Every file of `site` is byte for byte what a build from scratch (new index, new
    /// folder) writes.
    func expectSameAsABuildFromScratch(_ site: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scratch = root.appendingPathComponent("scratch-site-\(UUID().uuidString)")
        let output = try apiref(
            [
                "build", "--output", scratch.path, "--templates",
                BinaryRunner.repository.appendingPathComponent("Templates").path
            ],
            index: root.appendingPathComponent("scratch-\(UUID().uuidString)"))
        #expect(output.stdout.hasPrefix("wrote "), sourceLocation: sourceLocation)
        let ours = try Self.snapshot(site)
        let theirs = try Self.snapshot(scratch)
        #expect(Set(ours.keys) == Set(theirs.keys), sourceLocation: sourceLocation)
        for (file, expected) in theirs {
            #expect(ours[file]?.bytes == expected.bytes, "\(file) differs from a build from scratch", sourceLocation: sourceLocation)
        }
    }
}
