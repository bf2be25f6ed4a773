import APIRefBase
import Foundation
import Testing

/// The conventions every command keeps, as a user meets them: one exit-status table
/// (README, man page), options before or after the command, "did you mean", results on
/// standard output and everything else on standard error.
@Suite struct CommandLineTests {
    /// The front recognises a plain lookup without the argument parser, so it keeps its own
    /// list of command names: it must be exactly the engine's, or a new command would be
    /// looked up as a class name.
    @Test func theFrontKnowsEveryCommand() throws {
        let help = try BinaryRunner.run(["--help"]).stdout
        let section = try #require(help.components(separatedBy: "SUBCOMMANDS:").last)
        let names = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }.filter { $0.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }
        #expect(Set(names + ["help"]) == Set(PlainLookup.commandNames))
    }

    /// A run from the repository, which has no `library.yml` above it: the binary, built in
    /// the checkout, falls back to the checkout's shipped `Content/`. Standard output is a
    /// pipe, so no pager starts.
    func run(_ arguments: [String]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments)
    }

    static let semanticChecks = BinaryRunner.fixture("semantic-checks")

    @Test(
        arguments: [
            // 0: success, found.
            (["UITableViewCell", "accessoryType"], 0),
            (["deprecated"], 0),
            (["introduced", "3.0"], 0),
            (["search", "accessory"], 0),
            (["list", "--container", "UITableViewCell"], 0),
            (["check"], 0),
            // 1: not found, nothing matches, content errors.
            (["NoSuchClass"], 1),
            (["UITableViewCell", "noSuchMember"], 1),
            (["search", "zzzqqq"], 1),
            (["deprecated", "--in", "99.0"], 1),
            (["check", "--content", semanticChecks], 1),
            (["build", "--content", semanticChecks, "--output", "/nonexistent/site"], 1),
            (["man", "--content", semanticChecks, "--output", "/nonexistent/man"], 1),
            (["docset", "--content", semanticChecks, "--output", "/nonexistent/docsets"], 1),
            (["export", "json", "--content", semanticChecks, "--output", "/nonexistent/model.json"], 1),
            // 2: usage errors, ambiguous names, unknown option values.
            (["chek"], 2),
            (["serach", "accessory"], 2),
            (["check", "--strcit"], 2),
            (["setEditing:animated:"], 2),
            (["deprecated", "--container", "NoSuch"], 2),
            (["deprecated", "--platform", "xyz"], 2),
            (["deprecated", "--in", "99.x"], 2),
            (["list", "--kind", "nonsense"], 2),
            (["search"], 2),
            (["docset", "--name", "../out", "--output", "/nonexistent/docsets"], 2),
            (["export", "json"], 2),
            (["export", "yaml", "--output", "/nonexistent/model.yaml"], 2),
            // 3: I/O failures.
            (["check", "--content", "/nonexistent/folder"], 3),
            (["UITableViewCell", "--content", "/nonexistent/folder"], 3),
            (["export", "json", "--output", "/nonexistent/model.json"], 3)
        ] as [([String], Int32)])
    func everyCommandKeepsTheExitStatusTable(arguments: [String], status: Int32) throws {
        let output = try run(arguments)
        #expect(output.status == status, "\(arguments): \(output.stderr)")
        if status == 0 {
            // check's report is a diagnostic; every other command's result is on stdout.
            #expect(output.stdout.isEmpty == (arguments.first == "check"))
        } else {
            #expect(!output.stderr.isEmpty, "a failure says why on standard error")
            #expect(output.stdout.isEmpty, "a failure prints no result")
        }
        #expect(!output.stderr.contains("Fatal error") && !output.stderr.contains("Stack dump"))
    }

    @Test func anOutputFolderThatIsAFileIsAnIOFailure() throws {
        let folder = try BinaryRunner.temporaryFolder(["site": "a file, not a folder"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(["build", "--output", folder.appendingPathComponent("site").path])
        #expect(output.status == 3)
        #expect(output.stderr.contains("exists and is not a folder; give another --output"))
    }

    @Test func aTemplateFolderMissingATemplateSaysWhichAndWhatToDo() throws {
        let folder = try BinaryRunner.temporaryFolder(["theme/class.mustache": "{{title}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run([
            "build", "--templates", folder.appendingPathComponent("theme").path,
            "--output", folder.appendingPathComponent("site").path
        ])
        #expect(output.status == 3)
        #expect(output.stderr.contains(": missing template "))
        #expect(output.stderr.contains("a theme needs every template of the default one"))
        let none = try run(["build", "--templates", "/nonexistent/theme", "--output", folder.appendingPathComponent("site").path])
        #expect(none.status == 3)
        #expect(none.stderr.contains("/nonexistent/theme: no such template folder; give a folder"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path), "nothing written")
    }

    @Test(arguments: [
        (["--content", semanticChecks, "check"], ["check", "--content", semanticChecks]),
        (["--format", "json", "deprecated"], ["deprecated", "--format", "json"]),
        (["--json", "list", "--container", "UITableViewCell"], ["list", "--container", "UITableViewCell", "--json"]),
        (["--content", "Content", "UITableViewCell", "accessoryType"], ["UITableViewCell", "accessoryType", "--content", "Content"]),
        (["--width", "60", "search", "accessory"], ["search", "accessory", "--width", "60"])
    ])
    func optionsMayStandBeforeOrAfterTheCommand(before: [String], after: [String]) throws {
        let first = try run(before)
        let second = try run(after)
        #expect(first.status == second.status)
        #expect(first.stdout == second.stdout)
        #expect(first.stderr == second.stderr)
        #expect(!first.stdout.isEmpty || !first.stderr.isEmpty)
    }

    @Test func aCommandAfterOptionsIsNeverTakenForAName() throws {
        let output = try run(["--content", "Content", "list", "--container", "UITableViewCell"])
        #expect(output.status == 0)
        #expect(output.stdout.contains("accessoryType"))
        #expect(!output.stderr.contains("neither a command nor a symbol"))
    }

    @Test func aMistypedCommandIsAskedAbout() throws {
        let output = try run(["chek"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("did you mean 'apiref check'?"))
        let withWords = try run(["serach", "accessory"])
        #expect(withWords.stderr.contains("did you mean 'apiref search'?"))
        #expect(try run(["lst"]).stderr.contains("did you mean 'apiref list'?"))
        // Two edits of a three-letter word change most of it: a name not found, not a command.
        let short = try run(["Bad"])
        #expect(short.status == 1, "\(short.stderr)")
        #expect(!short.stderr.contains("apiref man"), "\(short.stderr)")
        // A mistyped class is still a name: its nearest names, status 1.
        let mistypedName = try run(["UITableViewCel", "accessoryType"])
        #expect(mistypedName.status == 1)
        #expect(mistypedName.stderr.contains("did you mean UITableViewCell"))
    }

    @Test func aMistypedOptionIsAskedAbout() throws {
        let output = try run(["check", "--strcit"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("Did you mean '--strict'?"))
    }

    @Test func anAmbiguousNameListsItsCandidatesOnStandardError() throws {
        let output = try run(["setEditing:animated:"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("UITableView setEditing:animated:"))
        #expect(output.stderr.contains("UITableViewCell setEditing:animated:"))
    }

    @Test(arguments: [
        ["UITableViewCell", "accessoryType", "--json"],
        ["deprecated", "--json"],
        ["introduced", "3.0", "--json"],
        ["search", "accessory", "--json"],
        ["list", "--json"],
        ["check", "--content", semanticChecks, "--format", "json"],
        ["build", "--content", semanticChecks, "--output", "/nonexistent/site", "--format", "json"],
        ["setEditing:animated:", "--json"]
    ])
    func jsonOnStandardOutputParsesWhateverStandardErrorSays(arguments: [String]) throws {
        let output = try run(arguments)
        #expect(throws: Never.self, "\(arguments)") {
            try JSONSerialization.jsonObject(with: Data(output.stdout.utf8))
        }
    }

    @Test func aSuccessfulBuildReportsItsSummaryAsJSON() throws {
        let site = Scratch.directory.appendingPathComponent("apiref-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: site) }
        let output = try run(["build", "--output", site.path, "--format", "json"])
        #expect(output.status == 0)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect((summary["pages"] as? Int ?? 0) > 10)
        #expect(output.stderr.isEmpty, "no progress line when standard error is not a terminal")
    }

    @Test func theVersionComesFromOnePlace() throws {
        let output = try run(["--version"])
        #expect(output.status == 0)
        #expect(output.stdout == "apiref \(APIRefVersion.current)\n")
    }

    /// The front recognises plain lookups without the argument parser; a word it took for
    /// a name that is in fact a command would be looked up instead of run.
    @Test func theFrontKnowsEveryCommandName() throws {
        let engine = BinaryRunner.binary.deletingLastPathComponent().appendingPathComponent("apiref-engine")
        let dump = try BinaryRunner.execute(engine, ["--experimental-dump-help"])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        let command = try #require(tool["command"] as? [String: Any])
        let names = try #require(command["subcommands"] as? [[String: Any]]).compactMap { $0["commandName"] as? String }
        #expect(names.count >= 7)
        for name in names {
            #expect(PlainLookup([name, "UITableViewCell"]) == nil, "\(name) is a command, not a name")
        }
    }
}
