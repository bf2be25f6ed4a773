import Foundation
import Testing

/// `apiref coverage` as a CI job runs it: `--fail-under` both ways, the badge, `--next`, and
/// bad input (a threshold that is not a percentage, an empty library, another framework's
/// graph, an unknown class) with its exit status. The figures are `CoverageTests`'.
@Suite struct CoverageCommandTests {
    static let fixture = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Coverage")
    static let content = fixture.appendingPathComponent("content").path
    static let graph = fixture.appendingPathComponent("graphs/CoverageKit.symbols.json").path
    static let otherGraph = BinaryRunner.repository.appendingPathComponent(
        "Tests/APIRefCoreTests/Fixtures/Graphs/other/OtherKit.symbols.json"
    ).path

    static func coverage(_ arguments: [String], content: String = content) throws -> BinaryRunner.Output {
        try BinaryRunner.run(["coverage", "--content", content, "--quiet"] + arguments)
    }

    @Test func failUnderPassesAtOrAboveTheFigureAndFailsBelowIt() throws {
        // 6 of 7 members have a summary: 85.7%.
        let above = try Self.coverage(["--fail-under", "85"])
        #expect(above.status == 0, "\(above.stderr)")
        #expect(above.stdout.contains("documented: 85.7% (6 of 7 members have a summary)"))
        let below = try Self.coverage(["--fail-under", "90"])
        #expect(below.status == 1)
        #expect(below.stderr == "apiref: documented is 85.7%, below --fail-under 90%\n")
        #expect(below.stdout.contains("Total"), "the report is printed all the same")
        // Against the graphs, what they declare and the library lacks counts: 6 of 10.
        #expect(try Self.coverage([Self.graph, "--fail-under", "60"]).status == 0)
        let graphs = try Self.coverage([Self.graph, "--fail-under", "60.5", "--json"])
        #expect(graphs.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(graphs.stdout.utf8)) as? [String: Any])
        let headline = try #require(report["headline"] as? [String: Any])
        #expect(headline["count"] as? Int == 6 && headline["total"] as? Int == 10 && headline["percent"] as? Double == 60)
    }

    @Test(arguments: ["150", "abc", "-5", "1e3"])
    func aThresholdThatIsNotAPercentageIsAUsageError(_ value: String) throws {
        let result = try Self.coverage(["--fail-under=\(value)"])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr.contains("--fail-under takes a percentage from 0 to 100, such as 80 or 92.5; '\(value)' is not one"),
            "\(result.stderr)")
    }

    @Test func aLibraryWithNoMembersSaysSoAndHasNoFigure() throws {
        let library = try TemporaryLibrary([
            "library.yml": "title: Empty\n",
            "Articles/Notes.md": "# Notes\n\nNothing yet.\n"
        ])
        defer { try? FileManager.default.removeItem(at: library.content) }
        let result = try Self.coverage([], content: library.content.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr == "apiref: note: the library documents no members: every figure is n/a\n")
        #expect(result.stdout.contains("documented: n/a (0 of 0 members have a summary)"))
        // Nothing measured is no pass.
        let gated = try Self.coverage(["--fail-under", "0"], content: library.content.path)
        #expect(gated.status == 1)
        #expect(gated.stderr.contains("apiref: documented is n/a (nothing to measure), below --fail-under 0%"), "\(gated.stderr)")
        #expect(try Self.coverage(["--format", "svg"], content: library.content.path).stdout.contains(">n/a</text>"))
    }

    /// `apiref coverage GRAPH` is the command, not a lookup of a page named coverage.
    @Test func coverageWithAGraphAloneIsTheCommand() throws {
        let result = try BinaryRunner.run(["coverage", Self.graph], environment: ["APIREF_CONTENT": Self.content])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("documented: 60% (6 of 10 members have a summary"), "\(result.stdout)")
    }

    @Test func anotherFrameworksGraphIsAWarning() throws {
        let result = try Self.coverage([Self.otherGraph])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("apiref: warning: no page was compared with the 1 graph(s)"), "\(result.stderr)")
        #expect(result.stdout.contains("SDK lacks"))
        let one = try Self.coverage([Self.otherGraph, "--container", "CVWidget"])
        #expect(one.status == 0)
        #expect(
            one.stderr.contains(
                "apiref: warning: the graphs do not declare CVWidget (they declare types of OtherKit): its SDK figure is n/a"),
            "\(one.stderr)")
    }

    @Test func anUnknownClassIsNotFoundWithASuggestion() throws {
        let result = try Self.coverage(["--container", "CVWidgte"])
        #expect(result.status == 1)
        #expect(result.stderr == "apiref: no class or protocol named 'CVWidgte'; did you mean CVWidget?\n")
        #expect(try Self.coverage(["--lang", "fr"]).status == 2)
        #expect(try Self.coverage(["--next", "3", "--format", "svg"]).status == 2)
        #expect(try Self.coverage(["--next", "0"]).status == 2)
    }

    @Test func theBadgeAndTheNextMembers() throws {
        let badge = try Self.coverage(["--format", "svg"])
        #expect(badge.status == 0)
        #expect(
            badge.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && badge.stdout.contains("<title>coverage: 85.7%</title>"))
        let next = try Self.coverage(["--next", "2"])
        #expect(next.status == 0)
        #expect(
            next.stdout == """
                Links  Member                   Kind            Lacks
                    2  CVWidget.reset           instanceMethod  summary
                    1  CVWidget.widthForTitle:  instanceMethod  parameters, return value

                """)
        let help = try BinaryRunner.run(["help", "coverage"])
        #expect(help.stdout.contains("--fail-under"))
        #expect(help.stdout.contains("The headline figure"))
        #expect(help.stdout.contains("--next N lists the N members most worth writing next: the members that other"))
    }
}
