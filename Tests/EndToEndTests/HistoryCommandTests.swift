import Foundation
import Testing

/// `apiref changes` and the HISTORY section on the shipped library, whose history.json
/// `apiref history import` wrote from the shared SDKs.
@Suite struct HistoryCommandTests {
    static let indexFolder = Scratch.directory.appendingPathComponent("apiref-history-index-\(UUID().uuidString)").path

    func run(_ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--no-pager"], environment: ["APIREF_INDEX_DIR": Self.indexFolder])
    }

    @Test func changesListTheToBeDeprecatedLabels() throws {
        let output = try run(["changes", "--from", "13.7", "--to", "14.5", "--container", "UITableViewCell"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("  to be deprecated\n"))
        #expect(output.stdout.contains("    UITableViewCell.textLabel\n      Use UIListContentConfiguration instead"))
        #expect(!output.stdout.contains("100000"))
        let json = try run(["changes", "--from", "13.7", "--to", "14.5", "--container", "UITableViewCell", "--format", "json"])
        let records = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]] ?? []
        #expect(records.contains { $0["symbol"] as? String == "UITableViewCell.textLabel" && $0["kind"] as? String == "to-be-deprecated" })
    }

    @Test(arguments: [
        (["--from", "14.5", "--to", "13.7"], Int32(2)),
        (["--from", "9.3", "--to", "16.5", "--format", "xml"], Int32(2)),
        (["--from", "9.3", "--to", "16.5", "--kind", "moved"], Int32(2)),
        (["--from", "9.3", "--to", "16.5", "--kind", "removed"], Int32(1)),
        // A container the library lacks is a usage error, as for `deprecated --container`.
        (["--from", "9.3", "--to", "16.5", "--container", "NoSuchClass"], Int32(2))
    ])
    func exitStatuses(_ arguments: [String], _ status: Int32) throws {
        #expect(try run(["changes"] + arguments).status == status)
    }

    @Test func pagesShowTheirHistoryUnlessAskedNot() throws {
        let page = try run(["UITableViewCell", "textLabel"])
        #expect(page.stdout.contains("HISTORY\n       iOS 14.5  to be deprecated: Use UIListContentConfiguration"), "\(page.stdout)")
        #expect(!(try run(["UITableViewCell", "textLabel", "--no-history"]).stdout.contains("HISTORY")))
    }
}
