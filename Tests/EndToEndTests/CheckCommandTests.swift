import Foundation
import Testing

/// `apiref check` and `apiref list` as a user runs them.
@Suite struct CheckCommandTests {
    @Test func theShippedContentIsCleanEvenWhenStrict() throws {
        let output = try BinaryRunner.run(["check", "--strict"])
        #expect(output.status == 0)
        #expect(output.stdout.isEmpty, "the report is a diagnostic: it goes to standard error")
        #expect(output.stderr.hasSuffix("0 errors, 0 warnings\n"))
        #expect(output.stderr.contains("\n117 files, "))
    }

    @Test func malformedContentPrintsTheExpectedDiagnosticsAndFails() throws {
        let folder = BinaryRunner.fixture("semantic-checks")
        let output = try BinaryRunner.run(["check", "--content", folder])
        let expected = try String(contentsOfFile: folder + "/../expected.txt", encoding: .utf8)
        #expect(output.status == 1)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == expected.replacingOccurrences(of: "Content/", with: folder + "/"))
    }

    @Test func gnuFormatIsOneLinePerDiagnosticOnStandardOutput() throws {
        let folder = BinaryRunner.fixture("semantic-checks")
        let output = try BinaryRunner.run(["check", "--content", folder, "--format", "gnu"])
        #expect(output.status == 1)
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map(String.init)
        // A diagnostic with its range (clang's source-range form), its note and its fix-it
        // (clang's parseable form); a point has no range.
        let widget = folder + "/Kit/Widget.md"
        #expect(lines.contains("\(widget):15:7:{15:7-15:19}: warning: 'acessoryType' is not a member of Widget [unresolved-link]"))
        #expect(lines.contains("\(widget):15:7: note: did you mean 'accessoryType'?"))
        #expect(lines.contains("fix-it:\"\(widget)\":{15:7-15:19}:\"accessoryType\""))
        #expect(lines.contains("\(folder)/Kit/Dangling.md:1:1: error: file cannot be read [unreadable-file]"))
        let diagnostics = lines.filter { $0.hasSuffix("]") && !$0.contains(": note: ") }
        #expect(diagnostics.count == 16)
        #expect(lines.allSatisfy { $0.hasPrefix(folder) || $0.hasPrefix("fix-it:\"") }, "\(lines)")
    }

    @Test func explainPrintsTheCatalogEntryAndSuggestsForAMisspeltID() throws {
        let explained = try BinaryRunner.run(["check", "--explain", "unresolved-link"])
        #expect(explained.status == 0, "\(explained.stderr)")
        #expect(explained.stdout.hasPrefix("unresolved-link (warning, reported by apiref check)\n"))
        #expect(explained.stdout.contains("Example:\n    See ``UITableVeiw``."))
        let json = try BinaryRunner.run(["check", "--explain", "drift-kind", "--format", "json"])
        let entry = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: String]
        #expect(entry?["severity"] == "warning" && entry?["reportedBy"] == "drift")
        let misspelt = try BinaryRunner.run(["check", "--explain", "unresolved-lnk"])
        #expect(misspelt.status == 2 && misspelt.stdout.isEmpty)
        #expect(misspelt.stderr.contains("did you mean 'unresolved-link'?"), "\(misspelt.stderr)")
    }

    @Test func libraryYMLIsCheckedWhereEachProblemIs() throws {
        let page = "---\nkind: class\nframework: Kit\navailability: iOS 2.0\n---\n\n# Alpha\n\nThe first class.\n"
        let library = try BinaryRunner.temporaryFolder([
            "library.yml": "titel: Tiny\nexternal: 42\nlanguages: [en, \"not a tag!\"]\n",
            "Kit/Alpha.md": page
        ])
        defer { try? FileManager.default.removeItem(at: library) }
        let output = try BinaryRunner.run(["check", "--content", library.path, "--format", "gnu"])
        let file = library.path + "/library.yml"
        #expect(output.status == 1)
        #expect(
            output.stdout == """
                \(file):1:1:{1:1-1:6}: warning: unknown key 'titel' in library.yml [unknown-field]
                \(file):1:1: note: did you mean 'title'?
                \(file):1:1: note: library.yml has title, external, languages, unmarked-availability, syntax
                \(file):2:11: error: 'external' must be a list of class and protocol names: external: [UIView, NSCoding] [invalid-front-matter]
                \(file):3:12: error: 'languages' must list language tags, the source language first: languages: [en, ja] [invalid-front-matter]

                """, "\(output.stdout)\(output.stderr)")
        // A YAML syntax error is reported at its own line and column, in words.
        try "title: Tiny\nexternal: [A, B\nlanguages: [en]\n".write(
            to: library.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        let broken = try BinaryRunner.run(["check", "--content", library.path, "--format", "gnu"])
        #expect(broken.stdout.hasPrefix("\(file):3:10: error: library.yml is not valid YAML: "), "\(broken.stdout)")
        // With a note where the unclosed list began.
        #expect(broken.stdout.contains("\(file):2:11: note: while parsing a flow sequence that starts here\n"), "\(broken.stdout)")
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let folder = BinaryRunner.fixture("member-without-body")
        #expect(try BinaryRunner.run(["check", "--content", folder]).status == 0)
        #expect(try BinaryRunner.run(["check", "--content", folder, "--strict"]).status == 1)
    }

    @Test func theEnvironmentNamesTheContentFolder() throws {
        let output = try BinaryRunner.run(["check"], environment: ["APIREF_CONTENT": BinaryRunner.fixture("empty-file")])
        #expect(output.status == 1)
        #expect(output.stderr.contains("Empty.md:1:1: error: file is empty [empty-file]"))
    }

    @Test func jsonFormatCarriesEveryDiagnosticAndTheSummary() throws {
        let output = try BinaryRunner.run(["check", "--content", BinaryRunner.fixture("semantic-checks"), "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(diagnostics.count == 16)
        #expect(summary == ["files": 4, "symbols": 7, "errors": 4, "warnings": 12, "undocumented": 0])
        #expect(diagnostics.first?["id"] as? String == "unreadable-file")
        // Each diagnostic's range, notes and fix-its, for an editor to underline and apply.
        let link = try #require(diagnostics.first { $0["message"] as? String == "'acessoryType' is not a member of Widget" })
        #expect([link["line"], link["column"], link["endLine"], link["endColumn"]] as? [Int] == [15, 7, 15, 19])
        #expect((link["notes"] as? [[String: Any]])?.first?["message"] as? String == "did you mean 'accessoryType'?")
        let fixIt = try #require((link["fixIts"] as? [[String: Any]])?.first)
        #expect([fixIt["line"], fixIt["column"], fixIt["endColumn"]] as? [Int] == [15, 7, 19])
        #expect(fixIt["replacement"] as? String == "accessoryType")
    }

    @Test func aMissingContentFolderIsAnIOErrorWithStatus3() throws {
        let output = try BinaryRunner.run(["check", "--content", "/nonexistent/folder"])
        #expect(output.status == 3)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr == "apiref: /nonexistent/folder: no such content folder; give a library folder with --content DIR\n")
    }

    @Test func theAuthoringGuidesExampleChecksClean() throws {
        let guide = try String(contentsOf: BinaryRunner.repository.appendingPathComponent("Content/README.md"), encoding: .utf8)
        let start = try #require(guide.range(of: "````markdown\n"))
        let end = try #require(guide.range(of: "\n````", range: start.upperBound..<guide.endIndex))
        let folder = try BinaryRunner.temporaryFolder([
            "UIKit/UISwitch.md": String(guide[start.upperBound..<end.lowerBound]) + "\n",
            "library.yml": "external: [UIView, NSCoding]\n"
        ])
        let output = try BinaryRunner.run(["check", "--strict", "--content", folder.path])
        #expect(output.stderr == "1 file, 4 symbols, 0 errors, 0 warnings\n")
        #expect(output.status == 0)
    }

    @Test func listJSONHasTheDocumentedFields() throws {
        let output = try BinaryRunner.run(["list", "--json", "--container", "UITableViewCell"])
        #expect(output.status == 0)
        let records = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let text = try #require(records.first { $0["id"] as? String == "UIKit/UITableViewCell/text" })
        for key in ["id", "name", "kind", "container", "framework", "summary", "declaration", "availability", "replacement", "source"] {
            #expect(text.keys.contains(key), "missing \(key)")
        }
        #expect(text["kind"] as? String == "property")
        #expect(text["container"] as? String == "UITableViewCell")
        #expect(text["replacement"] as? String == "UIKit/UITableViewCell/textLabel")
        let availability = try #require(text["availability"] as? [[String: Any]])
        #expect(availability.first?["introduced"] as? String == "2.0")
        #expect(availability.first?["deprecated"] as? String == "3.0")
        #expect(availability.first?["obsoleted"] is NSNull)
        #expect((text["source"] as? String)?.hasPrefix("Content/UIKit/UITableViewCell.md:") == true)
    }
}
