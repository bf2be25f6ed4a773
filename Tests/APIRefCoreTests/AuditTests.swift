import APIRefAudit
import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation
import Testing

/// `apiref audit`'s scanners, matcher and renderers in-process: the uses each scanner
/// reads (and what it must not), and the fixture app (`Fixtures/AuditApp`: Swift and
/// Objective-C with known deprecated calls, and the same names in comments, strings,
/// vendored and hidden folders) against the shipped library, with golden outputs.
@Suite struct AuditTests {
    /// The shipped library's index, built once into a scratch folder.
    static let shipped = Result<SymbolIndex, any Error> {
        let root = Scratch.directory.appendingPathComponent("apiref-audit-\(UUID().uuidString)")
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
        return try SymbolIndex.open(folder, at: root.appendingPathComponent("index.sqlite"))
    }

    static let app = Fixtures.root.appendingPathComponent("AuditApp")

    static func objectiveC(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { ObjectiveCScanner.uses(in: $0) }.map { "\($0.form.rawValue) \($0.name)" }
    }

    static func swift(_ source: String) -> [String] {
        Array(source.utf8).withUnsafeBufferPointer { SwiftScanner.uses(in: $0) }.map { "\($0.form.rawValue) \($0.name)" }
    }

    /// The fixture app's report, with paths relative to the app's folder.
    static func audit(_ run: AuditRun = AuditRun()) throws -> (report: AuditReport, notes: [String]) {
        let notes = NotesBox()
        var report = try run.audit(paths: [app.path], index: try shipped.get(), note: { notes.add($0) })
        for position in report.findings.indices {
            report.findings[position].file = String(report.findings[position].file.dropFirst(app.path.count + 1))
        }
        return (report, notes.all)
    }

    // MARK: Objective-C

    @Test func messageSendsAreReadBySelectorThroughNestedSendsBlocksAndLiterals() {
        let uses = Self.objectiveC(
            """
            [x setEditing:YES animated:NO];
            [[UIAlertView alloc] initWithTitle:@"a:b" message:[y text] delegate:self cancelButtonTitle:nil otherButtonTitles:nil];
            [UIView animateWithDuration:0.3 animations:^{ [cell reload]; } completion:nil];
            [self show:(flag ? a : b) animated:[@{@"k": @YES}[@"k"] boolValue]];
            [(UITableView *)view reloadData];
            int n = values[3]; id m = @[a, b][0];
            """)
        #expect(uses.contains("call setEditing:animated:"))
        #expect(uses.contains("call alloc"))
        #expect(uses.contains("call initWithTitle:message:delegate:cancelButtonTitle:otherButtonTitles:"))
        #expect(uses.contains("call text"))
        #expect(uses.contains("call animateWithDuration:animations:completion:"))
        #expect(uses.contains("call reload"))
        #expect(uses.contains("call show:animated:"))
        #expect(uses.contains("call boolValue"))
        #expect(uses.contains("call reloadData"))
        // A subscript has no selector; the cast's type is a bare name, not a message.
        #expect(!uses.contains { $0.hasPrefix("call values") || $0 == "call view" || $0.hasPrefix("call 3") })
        #expect(uses.filter { $0.hasPrefix("call ") }.count == 9, "\(uses)")
    }

    @Test func commentsStringsCharactersAndImportPathsNeverMatch() {
        let uses = Self.objectiveC(
            """
            #import "Don't [a show].h"
            // [b show] cell.font
            /* [c show]
               d.font */
            NSString *s = @"[e show] f.font \\" [g show]";
            char q = '[';
            const char *t = "[h show]";
            [real show];
            """)
        #expect(
            uses == [
                "identifier NSString", "identifier s", "identifier char", "identifier q", "identifier const",
                "identifier char", "identifier t", "identifier real", "call show"
            ], "\(uses)")
    }

    @Test func propertiesSelectorsAndMethodDeclarationsAreRead() {
        let uses = Self.objectiveC(
            """
            @interface Cell : UITableViewCell
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o API_AVAILABLE(ios(2.0));
            + (instancetype)cell;
            @end
            @implementation Cell
            - (void)go { self.tableView.rowHeight = 3.5; s->field = 1; SEL x = @selector(setEditing:animated:); }
            @end
            """)
        #expect(uses.contains("implementation shouldAutorotateToInterfaceOrientation:"))
        #expect(uses.contains("implementation cell"))
        #expect(uses.contains("implementation go"))
        #expect(uses.contains("property tableView"))
        #expect(uses.contains("property rowHeight"))
        #expect(uses.contains("selector setEditing:animated:"))
        #expect(!uses.contains { $0.hasSuffix(" field") }, "a C structure's field is no property: \(uses)")
        #expect(uses.contains("identifier UITableViewCell"))
    }

    @Test func brokenObjectiveCEndsWithoutACrash() {
        for source in ["[", "[x", "[x foo:", "@", "@selector(", "'", "\"abc", "/* open", "- (", "[[[[", "]]]", "x.", "#"] {
            _ = Self.objectiveC(source)
        }
    }

    // MARK: Swift

    @Test func swiftCallsCarryTheirArgumentLabelsAndTrailingClosures() {
        let uses = Self.swift(
            """
            let cell = tableView.dequeueReusableCell(withIdentifier: "x", for: path)
            UIView.animate(withDuration: 0.3) { alert.show() }
            items.sort { $0 < $1 }
            cell.textLabel?.text = "// not a comment: alert.show()"
            let s = \"\"\"
                alert.dismiss(withClickedButtonIndex: 0, animated: true)
                \"\"\"
            // alert.show()
            let f = tableView.reloadRows(at:with:)
            """)
        #expect(uses.contains("call dequeueReusableCell(withIdentifier:for:)"))
        #expect(uses.contains("call animate(withDuration:?:)"))
        #expect(uses.contains("call show()"))
        #expect(uses.contains("call sort(?:)"))
        #expect(uses.contains("property textLabel"))
        #expect(uses.contains("property text"))
        #expect(uses.contains("call reloadRows(at:with:)"))
        #expect(uses.filter { $0 == "call show()" }.count == 1, "strings and comments never match: \(uses)")
        #expect(!uses.contains { $0.contains("dismiss") })
    }

    @Test func swiftDeclarationsAndTypesAreRead() {
        let uses = Self.swift(
            """
            class C: UIViewController {
                override var shouldAutorotate: Bool { true }
                var mine = 1
                override func willRotate(to o: UIInterfaceOrientation, duration: TimeInterval) {}
                let sheet: UIActionSheet? = nil
            }
            """)
        #expect(uses.contains("implementation shouldAutorotate"))
        #expect(!uses.contains("implementation mine"))
        #expect(uses.contains("implementation willRotate(to:duration:)"))
        #expect(uses.contains("identifier UIActionSheet"))
        #expect(uses.contains("identifier UIViewController"))
    }

    // MARK: The fixture app

    @Test func theFixtureAppsFindingsAreTheKnownOnes() throws {
        let (report, _) = try Self.audit()
        let found = report.findings.map { "\($0.file):\($0.use.line) \($0.symbol.container ?? "-") \($0.symbol.name)" }
        // Objective-C.
        #expect(found.contains("App/CellController.m:11 UIViewController shouldAutorotateToInterfaceOrientation:"))
        #expect(found.contains("App/CellController.m:19 - UIAlertView"), "\(found)")
        #expect(found.contains("App/CellController.m:20 UIAlertView show"))
        #expect(found.contains("App/CellController.m:23 UIApplication setStatusBarHidden:withAnimation:"))
        #expect(found.contains("App/CellController.m:24 UIViewController presentModalViewController:animated:"))
        #expect(found.contains("App/CellController.m:27 UITableViewCell selectedTextColor"))
        #expect(found.contains("App/CellController.m:29 UIViewController dismissModalViewControllerAnimated:"))
        #expect(found.contains("App/CellController.m:30 UIApplication openURL:"))
        #expect(found.contains("App/CellController.h:6 - UIActionSheet"))
        // Swift.
        #expect(found.contains("App/LegacyController.swift:11 UIViewController shouldAutorotate"))
        #expect(found.contains("App/LegacyController.swift:15 - UIAlertView"))
        #expect(found.contains("App/LegacyController.swift:16 UIAlertView show"))
        #expect(found.contains("App/LegacyController.swift:19 UIApplication openURL:"))
        #expect(found.contains("App/LegacyController.swift:27 UIApplication setStatusBarHidden:withAnimation:"))
        #expect(found.contains("App/LegacyController.swift:31 UIViewController willRotateToInterfaceOrientation:duration:"))
        // Nothing from comments, strings, vendored or hidden folders, or text files.
        #expect(!found.contains { $0.hasPrefix("Pods/") || $0.hasPrefix(".generated/") || $0.hasSuffix(".txt") })
        for line in [2, 5, 6, 7, 17] { #expect(!found.contains { $0.hasPrefix("App/CellController.m:\(line) ") }, "line \(line)") }
        for line in [3, 4, 6, 7, 8] { #expect(!found.contains { $0.hasPrefix("App/LegacyController.swift:\(line) ") }, "line \(line)") }
        // `title` is UIViewController's too, undeprecated: not reported.
        #expect(!found.contains { $0.hasSuffix(" title") })
        #expect(report.files == 3)
    }

    @Test func aNameSeveralClassesDeprecateNamesThemAll() throws {
        let (report, _) = try Self.audit()
        let shared = try #require(report.findings.first { $0.file == "App/CellController.m" && $0.use.name == "addButtonWithTitle:" })
        #expect(shared.symbol.container == "UIActionSheet", "the earlier deprecation (8.3) is reported")
        #expect(shared.alsoDeclaredBy == ["UIAlertView"])
        #expect(shared.message.hasSuffix("(also declared by UIAlertView, deprecated there too)"))
        let label = try #require(report.findings.first { $0.file == "App/LegacyController.swift" && $0.use.name == "textLabel" })
        #expect(label.symbol.status == .toBeDeprecated(release: try #require(Version("14.5"))))
        #expect(label.alsoDeclaredBy == ["UITableViewHeaderFooterView"])
    }

    @Test func theDeploymentTargetLeavesOutLaterDeprecations() throws {
        let all = try Self.audit().report
        let early = try Self.audit(AuditRun(deploymentTarget: Version("8.0"))).report
        #expect(early.findings.count < all.findings.count)
        #expect(!early.findings.isEmpty)
        for finding in early.findings {
            guard case .deprecated(_, let version, _) = finding.symbol.status else {
                Issue.record("\(finding.message) is not deprecated with a version")
                continue
            }
            #expect(version <= Version("8.0")!, "\(finding.message)")
        }
        #expect(!early.findings.contains { $0.symbol.name == "show" }, "UIAlertView is deprecated in 9.0")
    }

    @Test func anUnknownPlatformIsAUsageError() throws {
        #expect(throws: ToolError.self) { try Self.audit(AuditRun(platform: "Amiga")) }
        #expect(try Self.audit(AuditRun(platform: "ios")).report.findings.count == Self.audit().report.findings.count)
    }

    @Test func theGoldenOutputs() throws {
        let (report, _) = try Self.audit()
        let gnu = report.findings.map(AuditRenderer.gnu).joined(separator: "\n") + "\n"
        try Golden.check(gnu, against: Fixtures.golden.appendingPathComponent("audit/app.txt"))
        try Golden.check(
            String(decoding: try AuditRenderer.json(report), as: UTF8.self),
            against: Fixtures.golden.appendingPathComponent("audit/app.json"))
        try Golden.check(
            String(decoding: try AuditRenderer.sarif(report), as: UTF8.self),
            against: Fixtures.golden.appendingPathComponent("audit/app.sarif"))
    }

    // MARK: Bad input

    @Test func binaryFilesInvalidUTF8AndLinkLoopsAreHandled() throws {
        let root = Scratch.directory.appendingPathComponent("apiref-audit-input-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        try manager.createDirectory(at: root.appendingPathComponent("a/b"), withIntermediateDirectories: true)
        try Data("[alert show];\0\u{1}".utf8).write(to: root.appendingPathComponent("a/Binary.m"))
        try Data([0x5B, 0x78, 0x20, 0xFF, 0xFE, 0x5D, 0x0A] + Array("[alert show];\n".utf8)).write(
            to: root.appendingPathComponent("a/Latin.m"))
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("a/b/up").path, withDestinationPath: "../..")
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("a/self").path, withDestinationPath: ".")
        let notes = NotesBox()
        let report = try AuditRun().audit(paths: [root.path], index: try Self.shipped.get(), note: { notes.add($0) })
        #expect(report.files == 1 && report.skipped == 1)
        #expect(report.findings.map(\.use.line) == [2], "\(report.findings.map(\.message))")
        #expect(notes.all.contains { $0.hasSuffix("Binary.m: skipped: a binary file (it holds NUL bytes)") }, "\(notes.all)")
        #expect(notes.all.contains { $0.contains("Latin.m: not valid UTF-8") }, "\(notes.all)")
    }

    @Test func aPathThatDoesNotExistIsAnIOError() throws {
        do {
            _ = try AuditRun().audit(paths: ["/nonexistent/apiref-audit"], index: try Self.shipped.get(), note: { _ in })
            Issue.record("no error")
        } catch let error as ToolError {
            #expect(error.status == .io)
            #expect(error.message.contains("/nonexistent/apiref-audit"))
        }
    }
}

/// Notes collected from the audit's callback.
private final class NotesBox: Sendable {
    private let notes = Locked<[String]>([])
    func add(_ note: String) { notes.withLock { $0.append(note) } }
    var all: [String] { notes.withLock { $0 } }
}
