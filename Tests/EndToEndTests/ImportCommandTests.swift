import Foundation
import Testing

/// `apiref import`, `drift` and `sdk-diff` as a user runs them, on the graphs made from the
/// unit tests' headers (`Tests/APIRefCoreTests/Fixtures/Graphs`).
@Suite struct ImportCommandTests {
    static let graphs = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Graphs")
    static func graph(_ version: String) -> String { graphs.appendingPathComponent("\(version)/TestKit.symbols.json").path }

    static func emptyLibrary() throws -> URL {
        let url = Scratch.directory.appendingPathComponent("apiref-e2e-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try "title: TestKit\nexternal: [NSObject]\n".write(to: url.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        return url
    }

    /// Objective-C and Swift graphs together (`Fixtures/Graphs/join`), then `--spellings-only`:
    /// the Swift spellings alone go into the pages the library has.
    @Test func importJoinsSwiftGraphsAndSpellingsOnlyWritesOnlyThem() throws {
        let library = try Self.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let join = Self.graphs.appendingPathComponent("join")
        let objectiveC = join.appendingPathComponent("SpellKit.symbols.json").path
        let help = try BinaryRunner.run(["import", "--help"])
        #expect(help.stdout.contains("--spellings-only"))
        // Without Swift graphs there is nothing to spell: a usage error.
        let alone = try BinaryRunner.run(["import", objectiveC, "--into", library.path, "--spellings-only"])
        #expect(alone.status == 2 && alone.stderr.contains("--spellings-only needs Swift graphs"), "\(alone.stderr)")
        #expect(try BinaryRunner.run(["import", objectiveC, "--into", library.path]).status == 0)
        let page = library.appendingPathComponent("SpellKit/SKTable.md")
        let before = try String(contentsOf: page, encoding: .utf8)
        #expect(!before.contains("```swift"))
        let spelled = try BinaryRunner.run(["import", join.path, "--into", library.path, "--spellings-only", "--format", "json"])
        #expect(spelled.status == 0, "\(spelled.stderr)")
        #expect(
            spelled.stdout.contains("\"spellingsOnly\" : true") || spelled.stdout.contains("\"spellingsOnly\":true"), "\(spelled.stdout)")
        let after = try String(contentsOf: page, encoding: .utf8)
        #expect(after.contains("```swift\nfunc dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) -> SKCell\n```"))
        #expect(!after.contains("reload(rows:)"))
        // check has nothing to say of what was written; drift finds no Swift difference.
        let check = try BinaryRunner.run(["check", "--content", library.path])
        #expect(!check.stderr.contains("[swift-"), "\(check.stderr)")
        let drift = try BinaryRunner.run(["drift", join.path, "--content", library.path])
        #expect(!drift.stdout.contains("drift-swift") && !drift.stdout.contains("drift-missing-swift"), "\(drift.stdout)")
        // A second run changes nothing.
        let again = try BinaryRunner.run(["import", join.path, "--into", library.path, "--spellings-only"])
        #expect(again.stdout.contains("wrote 0 page(s)"), "\(again.stdout)")
    }

    @Test func theLoopImportWriteDrift() throws {
        let library = try Self.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let only = ["--only", "TKCell", "TKTable", "TKTableDelegate"]

        // A dry run plans and writes nothing.
        let dry = try BinaryRunner.run(["import", Self.graph("v1"), "--into", library.path, "--dry-run"] + only)
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("create    TestKit/TKCell.md"))
        #expect(dry.stdout.contains("would write 3 page(s): 3 new"))
        #expect(!FileManager.default.fileExists(atPath: library.appendingPathComponent("TestKit").path))

        let imported = try BinaryRunner.run(["import", Self.graph("v1"), "--into", library.path] + only)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("wrote 3 page(s): 3 new, 0 updated, 0 unchanged"))

        // check: undocumented members are counted, and --strict does not fail on them.
        let check = try BinaryRunner.run(["check", "--content", library.path, "--strict"])
        #expect(check.stderr.contains("[undocumented]"))
        #expect(check.status == 0)
        #expect(check.stderr.hasSuffix(" undocumented, 0 errors, 0 warnings\n"), "\(check.stderr)")
        let undocumented = try BinaryRunner.run(["list", "--content", library.path, "--undocumented"])
        #expect(undocumented.status == 0)
        #expect(undocumented.stdout.contains("property TestKit/TKCell/indentation"))
        let page = try BinaryRunner.run(["--content", library.path, "TKCell", "indentation", "--no-pager"])
        #expect(page.stdout.contains("indentation — No description yet."))

        // Against TestKit 2 there is drift (exit 1); after importing it, none but the removed method.
        let drift = try BinaryRunner.run(["drift", Self.graph("v2"), "--content", library.path])
        #expect(drift.status == 1)
        #expect(drift.stdout.contains("TKCell.md:"))
        #expect(drift.stdout.contains("[drift-unmentioned-deprecation]"))
        let json = try BinaryRunner.run(["drift", Self.graph("v2"), "--content", library.path, "--since", "3.0", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let ids = Set(try #require(document["diagnostics"] as? [[String: Any]]).compactMap { $0["id"] as? String })
        #expect(ids == ["drift-missing-member", "drift-unmentioned-deprecation", "drift-missing-constant"])

        #expect(try BinaryRunner.run(["import", Self.graph("v2"), "--into", library.path] + only).status == 0)
        let after = try BinaryRunner.run(["drift", Self.graph("v2"), "--content", library.path, "--format", "json"])
        let left = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        #expect(Set(try #require(left["diagnostics"] as? [[String: Any]]).compactMap { $0["id"] as? String }) == ["drift-extra-member"])
    }

    @Test func sdkDiffListsChangesPerClass() throws {
        let output = try BinaryRunner.run(["sdk-diff", "--old", Self.graph("v1"), "--new", Self.graph("v2")])
        #expect(output.status == 0)
        #expect(
            output.stdout.contains(
                "TKCell\n  added      property        highlighted  (iOS 4.0)\n  deprecated property        indentation  (iOS 4.0)\n"))
        #expect(output.stdout.contains("TKTable\n  added      property        numberOfRows  (iOS 2.0)\n"))
        #expect(output.stdout.hasSuffix("5 added, 1 deprecated, 2 removed\n"))
    }

    /// A page `check` would reject (a member deprecated before it was introduced) is refused
    /// and reported, exit 1; the good page of the same graph is written.
    @Test func aPageCheckWouldRejectIsRefusedAndTheOthersWritten() throws {
        let library = try Self.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let graph = Self.graphs.appendingPathComponent("bad/deprecated-before-introduced.symbols.json").path
        let imported = try BinaryRunner.run(["import", graph, "--into", library.path])
        #expect(imported.status == 1)
        #expect(imported.stdout.contains("refused   OddKit/OKOdd.md"))
        #expect(imported.stdout.contains("wrote 1 page(s): 1 new, 0 updated, 0 unchanged, 1 refused"))
        #expect(
            imported.stderr.contains(
                "\(library.path)/OddKit/OKOdd.md:17:1: error: reset is deprecated in iOS 3.0, before it was introduced in 5.0 [deprecated-before-introduced]"
            ), "\(imported.stderr)")
        #expect(imported.stderr.contains("apiref: refused 1 page(s) that would not pass check: OddKit/OKOdd.md; the others were written"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("OddKit").path) == ["OKFine.md"])
        #expect(try BinaryRunner.run(["check", "--content", library.path]).status == 0)
    }

    @Test func badInputFollowsTheExitStatusTable() throws {
        let library = try Self.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        let notAGraph = library.appendingPathComponent("broken.symbols.json")
        try "{\"metadata\": [1, 2".write(to: notAGraph, atomically: true, encoding: .utf8)
        let broken = try BinaryRunner.run(["import", notAGraph.path, "--into", library.path])
        #expect(broken.status == 1)
        #expect(
            broken.stderr.contains(
                "broken.symbols.json:1:19: error: not a symbol graph: the file ends in the middle of the JSON (truncated?) [graph-not-json]"
            ))
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.path).sorted() == ["broken.symbols.json", "library.yml"])

        let missing = try BinaryRunner.run(["drift", library.appendingPathComponent("nothing.json").path, "--content", library.path])
        #expect(missing.status == 3)
        let unknown = try BinaryRunner.run(["import", Self.graph("v1"), "--into", library.path, "--only", "TKCel"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean TKCell?"))
        #expect(try BinaryRunner.run(["drift", Self.graph("v1"), "--since", "soon"]).status == 2)
    }
}
