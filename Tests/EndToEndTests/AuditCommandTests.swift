import Foundation
import Testing

/// `apiref audit` end to end: the fixture app's findings, compiler-style, their exit
/// statuses, SARIF validated against the OASIS 2.1.0 schema (`Tests/Audit/check_sarif.py`),
/// and the bad inputs: a path that does not exist, a binary file, invalid UTF-8, a 10 MB
/// file, a link loop and a folder of 10,000 files.
@Suite struct AuditCommandTests {
    static let app = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/AuditApp")
    static let content = BinaryRunner.repository.appendingPathComponent("Content").path

    static func audit(_ arguments: [String], in directory: URL = app) throws -> BinaryRunner.Output {
        try BinaryRunner.run(["audit", "--content", content] + arguments, in: directory)
    }

    @Test func theFixtureAppIsReportedCompilerStyleAndExits1() throws {
        let result = try Self.audit(["."])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines.contains(
                "App/CellController.m:20:12: warning: 'show' of UIAlertView is deprecated in iOS 9.0 [apiref-deprecated] (see: apiref UIAlertView show)"
            ), "\(lines)")
        #expect(
            lines.contains { $0.hasPrefix("App/LegacyController.swift:16:15: warning: 'show()' of UIAlertView is deprecated in iOS 9.0") },
            "\(lines)")
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "App/CellController.m:30:38: warning: 'openURL:' of UIApplication is deprecated in iOS 10.0; use 'openURL:options:completionHandler:'"
                )
            }, "\(lines)")
        #expect(lines.allSatisfy { $0.contains(": warning: ") && $0.contains("(see: apiref ") })
        #expect(!lines.contains { $0.hasPrefix("Pods/") || $0.hasPrefix(".generated/") })
        #expect(result.stderr.contains("apiref: \(lines.count) use(s) of deprecated API in 3 of 3 file(s)"), "\(result.stderr)")
        #expect(!result.stderr.contains("\r"), "no progress line when standard error is not a terminal")
    }

    @Test func cleanSourcesExit0AndBadArgumentsExit2Or3() throws {
        let folder = try BinaryRunner.temporaryFolder([
            "Clean.swift": "let x = [1, 2].map { $0 + 1 }\n", "Clean.m": "int main(void) { return 0; }\n"
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let clean = try Self.audit([folder.path])
        #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)\(clean.stderr)")
        #expect(clean.stderr.contains("no deprecated API used in 2 file(s)"))
        let missing = try Self.audit(["App", "NoSuchFolder"])
        #expect(missing.status == 3 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("cannot read 'NoSuchFolder'"), "\(missing.stderr)")
        #expect(try Self.audit(["--format", "xml", "."]).status == 2)
        #expect(try Self.audit(["--deployment-target", "fifteen", "."]).status == 2)
        #expect(try Self.audit(["--platform", "Amiga", "."]).status == 2)
        #expect(try Self.audit([]).status == 2)
    }

    @Test func theDeploymentTargetLeavesOutLaterDeprecations() throws {
        let all = try Self.audit(["--format", "json", "."])
        let early = try Self.audit(["--format", "json", "--deployment-target", "8.0", "."])
        #expect(all.status == 1 && early.status == 1)
        func findings(_ output: BinaryRunner.Output) throws -> [[String: Any]] {
            let document = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            return document?["findings"] as? [[String: Any]] ?? []
        }
        let (allFindings, earlyFindings) = (try findings(all), try findings(early))
        let versions = earlyFindings.compactMap { ($0["deprecated"] as? [String: Any])?["version"] as? String }
        #expect(!versions.isEmpty && versions.count == earlyFindings.count)
        #expect(versions.allSatisfy { (Double($0) ?? 99) <= 8.0 }, "\(versions)")
        #expect(allFindings.contains { $0["toBeDeprecated"] is [String: Any] })
        #expect(earlyFindings.count < allFindings.count)
    }

    @Test func theSARIFLogValidatesAgainstTheSchema() throws {
        let result = try Self.audit(["--format", "sarif", "."])
        #expect(result.status == 1, "\(result.stderr)")
        let log = Scratch.directory.appendingPathComponent("apiref-audit-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: log) }
        try Data(result.stdout.utf8).write(to: log)
        let script = BinaryRunner.repository.appendingPathComponent("Tests/Audit/check_sarif.py").path
        let checked = try BinaryRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), ["python3", script, log.path])
        #expect(checked.status == 0, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.hasPrefix("errors 0\n"), "\(checked.stdout)")
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let run = (document?["runs"] as? [[String: Any]])?.first
        let first = (run?["results"] as? [[String: Any]])?.first
        let location = ((first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/CellController.h")
        #expect((location?["region"] as? [String: Any])?["startLine"] as? Int == 5)
    }

    @Test func badInputIsSkippedOrReadAndNeverCrashes() throws {
        let root = Scratch.directory.appendingPathComponent("apiref-audit-bad-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("loop/inner"), withIntermediateDirectories: true)
        try Data("[alert show];\0".utf8).write(to: root.appendingPathComponent("Binary.m"))
        try Data([0xC3, 0x28, 0xFF, 0x0A] + Array("[alert show];\n".utf8)).write(to: root.appendingPathComponent("Latin1.m"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("loop/inner/back").path, withDestinationPath: "../..")
        // 10 MB of Objective-C, one deprecated call at its end.
        var big = String(repeating: "[self.tableView reloadData]; /* [alert show] */ x.y = @\"[alert show]\";\n", count: 145_000)
        big += "[alert show];\n"
        try big.write(to: root.appendingPathComponent("Big.m"), atomically: true, encoding: .utf8)
        #expect(try Data(contentsOf: root.appendingPathComponent("Big.m")).count > 10_000_000)
        let result = try Self.audit([root.path])
        #expect(result.status == 1, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2, "one in Latin1.m, one at the end of Big.m: \(lines)")
        #expect(
            lines.contains {
                $0.hasSuffix(
                    "Big.m:145001:8: warning: 'show' of UIAlertView is deprecated in iOS 9.0 [apiref-deprecated] (see: apiref UIAlertView show)"
                )
            }, "\(lines)")
        #expect(result.stderr.contains("Binary.m: skipped: a binary file"), "\(result.stderr)")
        #expect(result.stderr.contains("Latin1.m: not valid UTF-8"), "\(result.stderr)")
    }

    @Test func aFolderOfTenThousandFiles() throws {
        let root = Scratch.directory.appendingPathComponent("apiref-audit-many-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in 0..<100 {
            let url = root.appendingPathComponent("M\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in 0..<100 {
                let text = folder == 99 && file == 99 ? "[alert show];\n" : "[view setNeedsLayout];\n"
                try Data(text.utf8).write(to: url.appendingPathComponent("F\(file).m"))
            }
        }
        let result = try Self.audit([root.path])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.contains("M99/F99.m:1:8: warning: 'show' of UIAlertView"), "\(result.stdout)")
        #expect(result.stderr.contains("in 1 of 10000 file(s)"), "\(result.stderr)")
    }

    /// The engine hands `audit` to apiref-assist beside it; a copy of the engine alone says
    /// what is missing, with the I/O status, after reading the arguments (a usage error is
    /// still its own).
    @Test func anEngineWithoutApirefAssistSaysSo() throws {
        let folder = Scratch.directory.appendingPathComponent("lonely-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let engine = folder.appendingPathComponent("apiref-engine")
        try FileManager.default.copyItem(
            at: BinaryRunner.binary.deletingLastPathComponent().appendingPathComponent("apiref-engine"), to: engine)
        let missing = try BinaryRunner.execute(engine, ["audit", "--content", Self.content, "."], in: Self.app)
        #expect(missing.status == 3, "\(missing.stderr)")
        #expect(
            missing.stderr
                == "apiref: apiref-assist is missing beside apiref-engine; apiref audit needs it (scripts/install puts them together in bin/)\n"
        )
        let usage = try BinaryRunner.execute(engine, ["audit", "--format", "xml", "."], in: Self.app)
        #expect(usage.status == 2, "\(usage.stderr)")
    }
}
