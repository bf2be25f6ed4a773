import Foundation
import Testing

/// The site's `objects.inv`, read back by `sphobjinv` as Sphinx's intersphinx reads it:
/// every entry leads to a page that exists, and a member's to an anchor on it.
@Suite struct SphinxInventoryTests {
    /// Reads `SITE/objects.inv`, checks every entry's page and anchor, and says whether
    /// each NAME ROLE pair after SITE is in it.
    static let script = """
        import os, re, sys
        import sphobjinv as soi
        site = sys.argv[1]
        inventory = soi.Inventory(fname_zlib=os.path.join(site, "objects.inv"))
        print("project", inventory.project)
        print("count", inventory.count)
        problems = 0
        for entry in inventory.objects:
            page, _, anchor = entry.uri.partition("#")
            path = os.path.join(site, page.replace("%20", " "))
            if not os.path.isfile(path):
                problems += 1; print("missing page", entry.name, entry.uri)
            elif anchor and ('id="%s"' % anchor) not in open(path, encoding="utf-8").read():
                problems += 1; print("missing anchor", entry.name, entry.uri)
        wanted = sys.argv[2:]
        for name, role in zip(wanted[0::2], wanted[1::2]):
            found = [e for e in inventory.objects if e.name == name and e.role == role]
            print("found" if found else "not found", name, "%s:%s" % (found[0].domain, role) if found else role, found[0].uri if found else "")
        print("problems", problems)
        """

    @Test func sphobjinvReadsTheInventoryAndEveryEntryLeadsToAPage() throws {
        let output = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        let built = try SiteBuildTests.build(into: output)
        #expect(built.status == 0, "\(built.stderr)")
        let result = try SiteQualityTests.tool(
            "python3",
            [
                "-c", Self.script, output.path,
                "UITableViewCell.accessoryType", "property", "UITableView", "class",
                "UITableView.reloadData", "method", "UITableViewDataSource", "protocol",
                "Articles/CustomCellFromNib", "doc"
            ])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("project iOS UIKit and Foundation Reference"))
        #expect(lines.contains("found UITableViewCell.accessoryType objc:property UIKit/UITableViewCell.html#accessoryType"))
        #expect(lines.contains("found UITableView objc:class UIKit/UITableView.html"))
        #expect(lines.contains("found UITableView.reloadData objc:method UIKit/UITableView.html#reloadData"))
        #expect(lines.contains("found UITableViewDataSource objc:protocol UIKit/UITableViewDataSource.html"))
        #expect(lines.contains("found Articles/CustomCellFromNib std:doc Articles/CustomCellFromNib.html"))
        #expect(lines.contains("problems 0"), "\(result.stdout)")
        let count = lines.first { $0.hasPrefix("count ") }.flatMap { Int($0.dropFirst(6)) } ?? 0
        #expect(count > 600, "every symbol with a page or an anchor: \(count)")
        // The same library gives the same file.
        let again = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: again) }
        _ = try SiteBuildTests.build(into: again)
        #expect(
            FileManager.default.contents(atPath: output.appendingPathComponent("objects.inv").path)
                == FileManager.default.contents(atPath: again.appendingPathComponent("objects.inv").path))
    }

    /// Swift entries in apiref's `swift:` domain, as intersphinx reads them: a member with
    /// both spellings under both names, a Swift-only one and a Swift-only type once.
    @Test func sphobjinvReadsTheSwiftEntries() throws {
        let output = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        let content = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/TwoSpellings")
        let built = try BinaryRunner.run(["build", "--content", content.path, "--output", output.path])
        #expect(built.status == 0, "\(built.stderr)")
        let result = try SiteQualityTests.tool(
            "python3",
            [
                "-c", Self.script, output.path,
                "KTable.dequeueCellWithIdentifier:forIndex:", "method",
                "KTable.dequeueCell(withIdentifier:for:)", "method",
                "KTable.makeSnapshot()", "method", "KTable.Style.plain", "case",
                "KIndex", "class", "KSnapshot", "struct"
            ])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            lines.contains(
                "found KTable.dequeueCellWithIdentifier:forIndex: objc:method Kit/KTable.html#dequeueCellWithIdentifier:forIndex:"))
        #expect(
            lines.contains("found KTable.dequeueCell(withIdentifier:for:) swift:method Kit/KTable.html#dequeueCellWithIdentifier:forIndex:")
        )
        #expect(lines.contains("found KTable.makeSnapshot() swift:method Kit/KTable.html#makeSnapshot()"))
        #expect(lines.contains("found KTable.Style.plain swift:case Kit/KTable.html#KTableStylePlain"))
        #expect(lines.contains("found KIndex swift:class Kit/KIndexPath.html"))
        #expect(lines.contains("found KSnapshot swift:struct Kit/KSnapshot.html"))
        #expect(lines.contains("problems 0"), "\(result.stdout)")
    }
}
