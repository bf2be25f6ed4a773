import Foundation
import Testing

/// The site's `objects.inv`, read back by `sphobjinv` as Sphinx's intersphinx reads it:
/// every entry leads to a page that exists, and a member's to an anchor on it.
@Suite struct SphinxInventoryTests {
    @Test func sphobjinvReadsTheInventoryAndEveryEntryLeadsToAPage() throws {
        let output = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: output) }
        let built = try SiteBuildTests.build(into: output)
        #expect(built.status == 0, "\(built.stderr)")
        let script = """
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
            for name, role in (("UITableViewCell.accessoryType", "property"), ("UITableView", "class"),
                               ("UITableView.reloadData", "method"), ("UITableViewDataSource", "protocol"),
                               ("Articles/CustomCellFromNib", "doc")):
                found = [e for e in inventory.objects if e.name == name and e.role == role]
                print("found" if found else "not found", name, role, found[0].uri if found else "")
            print("problems", problems)
            """
        let result = try SiteQualityTests.tool("python3", ["-c", script, output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("project UIKit Table View Reference"))
        #expect(lines.contains("found UITableViewCell.accessoryType property UIKit/UITableViewCell.html#accessoryType"))
        #expect(lines.contains("found UITableView class UIKit/UITableView.html"))
        #expect(lines.contains("found UITableView.reloadData method UIKit/UITableView.html#reloadData"))
        #expect(lines.contains("found UITableViewDataSource protocol UIKit/UITableViewDataSource.html"))
        #expect(lines.contains("found Articles/CustomCellFromNib doc Articles/CustomCellFromNib.html"))
        #expect(lines.contains("problems 0"), "\(result.stdout)")
        let count = lines.first { $0.hasPrefix("count ") }.flatMap { Int($0.dropFirst(6)) } ?? 0
        #expect(count > 600, "every symbol with a page or an anchor: \(count)")
        // The same library gives the same file.
        let again = SiteBuildTests.temporaryOutput()
        defer { try? FileManager.default.removeItem(at: again) }
        _ = try SiteBuildTests.build(into: again)
        #expect(FileManager.default.contents(atPath: output.appendingPathComponent("objects.inv").path)
                == FileManager.default.contents(atPath: again.appendingPathComponent("objects.inv").path))
    }
}
