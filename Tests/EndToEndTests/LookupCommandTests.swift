import Foundation
import Testing

/// Every lookup form, the not-found path and the queries, through the built binary, with
/// the index in a private folder so each run starts cold.
@Suite struct LookupCommandTests {
    static let indexFolder = Scratch.directory.appendingPathComponent("apiref-index-\(UUID().uuidString)").path

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Output {
        // Pages in Objective-C, whose names these forms are (SwiftLookupCommandTests has Swift's).
        try BinaryRunner.run(
            arguments + ["--no-pager"],
            environment: ["APIREF_INDEX_DIR": Self.indexFolder, "APIREF_SYNTAX": "objc"].merging(environment) { $1 })
    }

    /// The NAME line of a page: the symbol and its summary.
    func nameLine(_ output: BinaryRunner.Output) -> String {
        let lines = output.stdout.split(separator: "\n")
        guard let index = lines.firstIndex(of: "NAME"), index + 1 < lines.count else { return "" }
        return lines[index + 1].trimmingCharacters(in: .whitespaces)
    }

    @Test(arguments: [
        (["UITableViewCell"], "UITableViewCell — "),
        (["UITableViewCell", "accessoryType"], "accessoryType — "),
        (["UITableViewCell.accessoryType"], "accessoryType — "),
        (["UITableViewCell/accessoryType"], "accessoryType — "),
        (["uitableviewcell", "ACCESSORYTYPE"], "accessoryType — "),
        (["-[UITableViewCell setEditing:animated:]"], "setEditing:animated: — "),
        (["+[NSIndexPath indexPathForRow:inSection:]"], "indexPathForRow:inSection: — "),
        (["dequeueReusableCellWithIdentifier:"], "dequeueReusableCellWithIdentifier: — "),
        (["UITableViewCellAccessoryCheckmark"], "Cell Accessory Type — "),
        (["UITableViewCell", "Cell Styles"], "Cell Styles — "),
        (["UITableViewSelectionDidChangeNotification"], "UITableViewSelectionDidChangeNotification — "),
        (["CustomCellFromNib"], "Designing a Custom Cell in a Nib — "),
        (["UITableView", "backgroundColor"], "backgroundColor — "),
        (["UITableViewController", "tableView:cellForRowAtIndexPath:"], "tableView:cellForRowAtIndexPath: — ")
    ])
    func findsEveryForm(_ words: [String], _ name: String) throws {
        let output = try run(words)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(nameLine(output).hasPrefix(name))
        #expect(!output.stdout.contains("\u{1B}"), "no escape sequences when not writing to a terminal")
    }

    @Test func inheritedMembersSayWhereTheyComeFrom() throws {
        let output = try run(["UITableView", "backgroundColor"])
        #expect(output.stdout.contains("INHERITED FROM\n       UIView — UITableView inherits this property from UIView."))
    }

    @Test func anAmbiguousMemberListsTheCandidates() throws {
        let output = try run(["setEditing:animated:"])
        #expect(output.status == 2, "an ambiguous name is a usage error")
        #expect(output.stdout.isEmpty, "the candidates are a diagnostic: they go to standard error")
        #expect(output.stderr.hasPrefix("'setEditing:animated:' names 3 symbols:\n"))
        // Each candidate in both spellings, so that a reader of either language knows it.
        #expect(output.stderr.contains("  UITableViewCell setEditing:animated: · setEditing(_:animated:) — "))
        #expect(output.stderr.contains("Pick one with its container, e.g. apiref "))
    }

    @Test func notFoundSuggestsOnStandardErrorAndFails() throws {
        let output = try run(["UITableViewCell", "acessoryType"])
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(
            output.stderr.hasPrefix(
                "apiref: UITableViewCell has no member 'acessoryType'; did you mean AccessoryType, accessoryType, accessoryView"),
            "Swift's names are suggested too (UITableViewCell.AccessoryType): \(output.stderr)")
    }

    @Test func colorAlwaysEmphasisesAndWidthWraps() throws {
        let output = try run(["UITableViewCell", "accessoryType", "--color", "always", "--width", "50"])
        #expect(output.stdout.contains("\u{1B}[1mNAME\u{1B}[22m"))
        let plain = try run(["UITableViewCell", "accessoryType", "--width", "50"])
        #expect(
            plain.stdout.split(separator: "\n").allSatisfy { $0.count <= 50 || $0.hasPrefix("apiref") || $0.hasPrefix("UITableViewCell") })
        let noColor = try run(["UITableViewCell", "accessoryType", "--color", "auto"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}"))
    }

    @Test func allAppendsEveryMemberEntry() throws {
        let output = try run(["NSIndexPath UIKit Additions", "--all"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("indexPathForRow:inSection: — "))
        #expect(output.stdout.components(separatedBy: "DECLARATION").count - 1 == 3)
    }

    @Test func jsonLookupPrintsListRecords() throws {
        let output = try run(["UITableViewCell", "text", "--json"])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 1)
        #expect(records.first?["id"] as? String == "UIKit/UITableViewCell/text")
        #expect(records.first?["replacement"] as? String == "UIKit/UITableViewCell/textLabel")
    }

    @Test func deprecatedGroupsByVersionWithReplacements() throws {
        let output = try run(["deprecated", "--in", "3.0", "--container", "UITableViewCell"])
        #expect(output.stdout.hasPrefix("iOS 3.0\n"))
        #expect(output.stdout.contains("UITableViewCell.text (property) → UITableViewCell.textLabel"))
        let json = try run(["deprecated", "--json", "--container", "UITableViewCell"])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(records.count == 14)
        #expect(records.allSatisfy { $0["replacement"] is String }, "every deprecation of the cell names what replaces it")
        let delegate = try run(["deprecated", "--json", "--container", "UITableViewDelegate"])
        let withoutReplacement = try #require(try JSONSerialization.jsonObject(with: Data(delegate.stdout.utf8)) as? [[String: Any]])
            .filter { !($0["replacement"] is String) }.compactMap { $0["name"] as? String }
        #expect(
            Set(withoutReplacement).isSuperset(of: [
                "tableView:shouldShowMenuForRowAtIndexPath:",
                "tableView:canPerformAction:forRowAtIndexPath:withSender:"
            ]), "\(withoutReplacement)")
    }

    @Test func introducedAnswersWhatsNew() throws {
        let output = try run(["introduced", "6.0", "--platform", "iOS"])
        #expect(output.stdout.hasPrefix("iOS 6.0\n"))
        #expect(output.stdout.contains("UITableView.dequeueReusableCellWithIdentifier:forIndexPath: (instance method)"))
        #expect(!output.stdout.contains("iOS 5.0"))
        let since = try run(["introduced", "--since", "6.0", "--json"])
        let records = try #require(try JSONSerialization.jsonObject(with: Data(since.stdout.utf8)) as? [[String: Any]])
        #expect(records.contains { $0["id"] as? String == "UIKit/UITableView/estimatedRowHeight" })
    }

    @Test func searchRanksNamesFirstAndEmphasisesMatches() throws {
        let output = try run(["search", "accessory", "type"])
        let headings = output.stdout.split(separator: "\n").filter { !$0.hasPrefix(" ") && !$0.isEmpty }
        #expect(headings.prefix(3).contains("UITableViewCell.accessoryType (property)"))
        let colored = try run(["search", "reuse", "identifier", "--color", "always"])
        #expect(colored.stdout.contains("\u{1B}[4m"))
        let none = try run(["search", "zzzqqq"])
        #expect(none.status == 1)
    }
}
