import Foundation
import Testing

/// Issue 37's lookups by Swift spelling, through the built binary, on the shipped libraries.
@Suite struct SwiftLookupCommandTests {
    static let indexFolder = Scratch.directory.appendingPathComponent("apiref-index-\(UUID().uuidString)").path

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--no-pager"], environment: ["APIREF_INDEX_DIR": Self.indexFolder].merging(environment) { $1 })
    }

    /// The one the issue names: the Swift declaration of UITableView's dequeue method (one
    /// line at a width that holds it).
    @Test func theSwiftNameFindsTheSwiftDeclaration() throws {
        for words in [["UITableView", "dequeueReusableCell(withIdentifier:for:)"], ["UITableView.dequeueReusableCell(withIdentifier:for:)"]]
        {
            let output = try run(words + ["--syntax", "swift", "--width", "200"])
            #expect(output.status == 0, "\(words): \(output.stderr)")
            #expect(
                output.stdout.contains(
                    "func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell"),
                "\(words): \(output.stdout)")
        }
    }

    @Test(arguments: [
        ["tableView(_:cellForRowAt:)"],
        ["UITableViewCell.AccessoryType"],
        ["UITableViewCell.AccessoryType.checkmark"],
        ["IndexPath", "row"],
        ["IndexPath.row"],
        ["UITableView", "reloadData()"]
    ])
    func everySwiftFormIsFound(_ words: [String]) throws {
        let output = try run(words)
        #expect(output.status == 0, "\(words): \(output.stderr)")
        #expect(output.stdout.contains("NAME"))
    }

    /// A base name two members share is a choice: both offered, in both spellings, exit 2.
    @Test func aBaseNameSharedByTwoIsAChoice() throws {
        let output = try run(["UITableView", "dequeueReusableCell"])
        #expect(output.status == 2, "\(output.stdout)\(output.stderr)")
        let text = output.stdout + output.stderr
        #expect(text.contains("dequeueReusableCellWithIdentifier:forIndexPath:"))
        #expect(text.contains("dequeueReusableCell(withIdentifier:for:)"))
        #expect(text.contains("dequeueReusableCell(withIdentifier:)"))
    }
}
