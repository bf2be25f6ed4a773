import APIRefCore
import Foundation
import Testing

@testable import APIRefImport

/// Import, drift and sdk-diff on graphs made from the tests' own headers
/// (`Fixtures/Graphs/v1` and `v2`, written by `make-graphs`): TestKit 2 deprecates a
/// property, adds a property, a method, a protocol requirement and an enumeration case,
/// turns a method into a property and removes another method.
struct ImportTests {
    static let graphs = Fixtures.root.appendingPathComponent("Graphs")
    static let pages = ["TKCell", "TKTable", "TKTableDelegate"]

    static func facts(_ version: String) throws -> APIFacts {
        let set = try GraphSet.load([graphs.appendingPathComponent(version).path], cacheDirectory: nil)
        #expect(set.errors.isEmpty)
        return set.facts
    }

    /// A library folder of its own, removed by the caller.
    static func temporaryFolder() throws -> URL {
        let url = Scratch.directory.appendingPathComponent("apiref-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Imports `version` into `folder` (merging into the pages there) and writes the result.
    @discardableResult
    static func importGraph(_ version: String, into folder: URL, only: [String] = pages) throws -> Importer.Plan {
        var existing: [String: String] = [:]
        for name in pages where FileManager.default.fileExists(atPath: folder.appendingPathComponent("TestKit/\(name).md").path) {
            existing[name] = "TestKit/\(name).md"
        }
        return try run(Importer(facts: try facts(version), folder: folder, existingPages: existing), only: only)
    }

    /// Plans the import and writes its pages.
    static func run(_ importer: Importer, only: [String] = []) throws -> Importer.Plan {
        let (plan, writes) = try importer.plan(only: only)
        var batch = FileBatch()
        for write in writes { batch.add(write.url, Data(write.text.utf8)) }
        try batch.commit()
        return plan
    }

    static func read(_ folder: URL, _ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("TestKit/\(name).md"), encoding: .utf8)
    }

    static func symbols(in folder: URL) throws -> [Symbol] {
        try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib")).symbols
    }

    @Test func importWritesAPageForEachContainerWithItsFacts() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try Self.importGraph("v1", into: folder)
        #expect(plan.pages.map(\.action) == [.create, .create, .create])
        for name in Self.pages {
            try Golden.check(try Self.read(folder, name), against: Fixtures.golden.appendingPathComponent("Import/\(name).md"))
        }
        // The pages parse as a library; every member is there, undocumented, and nothing else is wrong.
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib"))
        let ids = Set(library.diagnostics.map(\.id))
        // (NSObject has no page in this library, and clang gives the protocol's methods no availability.)
        #expect(ids.isSubset(of: [Diagnostic.undocumentedID, "missing-availability", "unknown-superclass"]), "\(library.diagnostics)")
        #expect(library.symbols.contains { $0.id == "TestKit/TKCell/indentation" && $0.isUndocumented })
        #expect(library.symbols.contains { $0.id == "TestKit/TKCell/TKCellStyleSubtitle" })
        #expect(library.symbols.contains { $0.name == "TKTableSelectionDidChangeNotification" && $0.kind == .notification })
    }

    /// A deprecated class (UIAlertView in iOS 9.0) is deprecated in its front matter, so its
    /// members need no replacement of their own; an author's message after the version stays.
    @Test func aDeprecatedClassIsDeprecatedInItsFrontMatter() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var facts = APIFacts()
        facts.containers["TKAlert"] = APIContainer(
            name: "TKAlert", kind: .class, framework: "TestKit", superclass: "NSObject", header: "TKAlert.h",
            availability: [PlatformAvailability(platform: "iOS", introduced: Version("2.0"), deprecated: Version("9.0"))],
            members: [
                APIMember(
                    name: "show", kind: .instanceMethod, declaration: "- (void)show",
                    availability: [PlatformAvailability(platform: "iOS", introduced: Version("2.0"), deprecated: Version("9.0"))])
            ],
            origin: "test")
        func importFacts() throws {
            let existing =
                FileManager.default.fileExists(atPath: folder.appendingPathComponent("TestKit/TKAlert.md").path)
                ? ["TKAlert": "TestKit/TKAlert.md"] : [:]
            let (_, writes) = try Importer(facts: facts, folder: folder, existingPages: existing).plan(only: ["TKAlert"])
            var batch = FileBatch()
            for write in writes { batch.add(write.url, Data(write.text.utf8)) }
            try batch.commit()
        }
        try importFacts()
        let page = try Self.read(folder, "TKAlert")
        #expect(page.contains("\navailability: iOS 2.0\ndeprecated: iOS 9.0\n"), "\(page)")
        let file = folder.appendingPathComponent("TestKit/TKAlert.md")
        try page.replacingOccurrences(of: "deprecated: iOS 9.0", with: "deprecated: iOS 9.0. Use TKAlertController instead.")
            .replacingOccurrences(of: "- (void)show\n```\n", with: "- (void)show\n```\n\nShows the alert.\n")
            .write(to: file, atomically: true, encoding: .utf8)
        try importFacts()
        #expect(try Self.read(folder, "TKAlert").contains("deprecated: iOS 9.0. Use TKAlertController instead."))
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib"))
        #expect(!library.diagnostics.contains { $0.id == "missing-replacement" }, "\(library.diagnostics)")
    }

    @Test func reimportingTheSameGraphChangesNothing() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importGraph("v1", into: folder)
        let before = try Self.pages.map { try Self.read(folder, $0) }
        let plan = try Self.importGraph("v1", into: folder)
        #expect(plan.pages.allSatisfy { $0.action == .unchanged })
        #expect(try Self.pages.map { try Self.read(folder, $0) } == before)
    }

    @Test func mergingKeepsProseAndTaskGroupsAndUpdatesFacts() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importGraph("v1", into: folder)
        // The author describes two members and names a task group.
        let cellURL = folder.appendingPathComponent("TestKit/TKCell.md")
        var cell = try Self.read(folder, "TKCell")
        cell = cell.replacingOccurrences(
            of: "### New in this import", with: "### Laying Out the Cell\n\nWhat decides where the content sits.")
        cell = cell.replacingOccurrences(
            of: "### indentation\n\n",
            with: "### indentation\n\nHow far the content is indented, in levels.\n\nEach level is *ten* points.\n\n")
        try cell.write(to: cellURL, atomically: true, encoding: .utf8)
        var table = try Self.read(folder, "TKTable")
        table = table.replacingOccurrences(of: "### numberOfRows\n\n", with: "### numberOfRows\n\nThe number of rows the table shows.\n\n")
        table = table.replacingOccurrences(of: "### reloadData\n\n", with: "### reloadData\n\nRedraws every row.\n\n")
        try table.write(to: folder.appendingPathComponent("TestKit/TKTable.md"), atomically: true, encoding: .utf8)

        let plan = try Self.importGraph("v2", into: folder)
        let merged = try Self.read(folder, "TKCell")
        // Prose and the author's group stay; the deprecation and the new members arrive.
        #expect(merged.contains("### Laying Out the Cell\n\nWhat decides where the content sits.\n"))
        #expect(merged.contains("How far the content is indented, in levels.\n\nEach level is *ten* points.\n"))
        #expect(merged.contains("- Deprecated: iOS 4.0"))
        #expect(merged.contains("### New in this import\n\n- ``highlighted``"))
        #expect(merged.contains("#### TKCellStyleValue1\n\n- Availability: iOS 4.0"))
        let cellPlan = try #require(plan.pages.first { $0.name == "TKCell" })
        #expect(cellPlan.report.added == ["highlighted", "TKCellStyleValue1"])
        #expect(cellPlan.report.updated == ["indentation"])

        // A method that became a property moves with its prose; a removed one is kept and reported.
        let mergedTable = try Self.read(folder, "TKTable")
        let properties = try #require(mergedTable.range(of: "## Properties"))
        let methods = try #require(mergedTable.range(of: "## Instance Methods"))
        let numberOfRows = try #require(
            mergedTable.range(
                of:
                    "### numberOfRows\n\nThe number of rows the table shows.\n\n```objc\n@property(nonatomic, readonly) NSInteger numberOfRows\n```"
            ))
        #expect(properties.upperBound < numberOfRows.lowerBound && numberOfRows.lowerBound < methods.lowerBound)
        #expect(mergedTable.contains("### reloadData\n\nRedraws every row."))
        #expect(plan.pages.first { $0.name == "TKTable" }?.report.notInGraph == ["reloadData"])

        // And importing v2 again changes nothing.
        let again = try Self.importGraph("v2", into: folder)
        #expect(again.pages.allSatisfy { $0.action == .unchanged })
    }

    @Test func driftFindsEachKindOfDifference() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importGraph("v1", into: folder)
        // Claims the SDK contradicts: a version and a declaration.
        var cell = try Self.read(folder, "TKCell")
        cell = cell.replacingOccurrences(
            of: "### style\n\n```objc\n@property(nonatomic, readonly) TKCellStyle style\n```\n\n- Availability: iOS 3.0",
            with: "### style\n\n```objc\n@property(nonatomic) TKCellStyle style\n```\n\n- Availability: iOS 2.0")
        // And the page's own version.
        #expect(cell.contains("\navailability: iOS 2.0\n"))
        cell = cell.replacingOccurrences(of: "\navailability: iOS 2.0\n", with: "\navailability: iOS 3.0\n")
        try cell.write(to: folder.appendingPathComponent("TestKit/TKCell.md"), atomically: true, encoding: .utf8)

        let result = DriftCheck(facts: try Self.facts("v2")).run(on: try Self.symbols(in: folder))
        let found = result.findings.map { "\($0.id) \($0.location.path.split(separator: "/").last!):\($0.location.line)" }
        let ids = Set(result.findings.map(\.id))
        #expect(
            ids == [
                "drift-missing-member", "drift-extra-member", "drift-kind", "drift-declaration", "drift-introduced",
                "drift-unmentioned-deprecation", "drift-missing-constant"
            ], "\(found)")
        #expect(result.findings.contains { $0.id == "drift-extra-member" && $0.message.contains("reloadData") })
        #expect(result.findings.contains { $0.id == "drift-missing-member" && $0.message.contains("table:shouldHighlightRow:") })
        #expect(result.findings.contains { $0.id == "drift-introduced" && $0.message.hasPrefix("TKCell: ") }, "\(found)")
        // Every finding points at a line of the library.
        #expect(result.findings.allSatisfy { $0.location.path.hasPrefix("Lib/TestKit/") && $0.location.line > 0 })

        // --since 3.0: only what TestKit 4.0 changed.
        let since = DriftCheck(facts: try Self.facts("v2"), since: Version("3.0")).run(on: try Self.symbols(in: folder))
        #expect(Set(since.findings.map(\.id)) == ["drift-missing-member", "drift-unmentioned-deprecation", "drift-missing-constant"])
        #expect(
            since.findings.contains { $0.message.contains("table:shouldHighlightRow:") }, "a requirement added in 4.0 is newer than 3.0")
        #expect(!since.findings.contains { $0.id == "drift-introduced" }, "style's 3.0 is not newer than 3.0")

        // After importing v2 there is no drift left.
        try Self.importGraph("v2", into: folder)
        let clean = DriftCheck(facts: try Self.facts("v2")).run(on: try Self.symbols(in: folder))
        #expect(clean.findings.filter { $0.id != "drift-extra-member" }.isEmpty, "\(clean.findings)")
    }

    @Test func sdkDiffListsWhatTheReleaseChanged() throws {
        let groups = SDKDiff.compare(old: try Self.facts("v1"), new: try Self.facts("v2"))
        let lines = groups.flatMap { group in group.changes.map { "\(group.name) \($0.change.rawValue) \($0.name) \($0.version ?? "-")" } }
        #expect(
            lines == [
                "TKCell added highlighted 4.0",
                "TKCell deprecated indentation 4.0",
                "TKCell.h added TKCellStyleValue1 4.0",
                "TKTable added numberOfRows 2.0",
                "TKTable added reloadRowsFrom:count: 4.0",
                "TKTable removed numberOfRows -",
                "TKTable removed reloadData -",
                "TKTableDelegate added table:shouldHighlightRow: 4.0"
            ])
    }

    @Test func aGraphsRenamedAndMessageBecomeTheReplacementAndTheDeprecationMessage() throws {
        // Swift's graphs carry both (clang's do not): add them to TestKit 2's deprecation.
        var graph =
            try JSONSerialization.jsonObject(with: Data(contentsOf: Self.graphs.appendingPathComponent("v2/TestKit.symbols.json")))
            as! [String: Any]
        var symbols = graph["symbols"] as! [[String: Any]]
        let index = symbols.firstIndex { ($0["pathComponents"] as! [String]) == ["TKCell", "indentation"] }!
        var availability = symbols[index]["availability"] as! [[String: Any]]
        availability[0]["renamed"] = "style"
        availability[0]["message"] = "Pick a style that indents."
        symbols[index]["availability"] = availability
        graph["symbols"] = symbols
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("TestKit.symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: url)
        let facts = try GraphSet.load([url.path], cacheDirectory: nil).facts
        let (_, writes) = try Importer(facts: facts, folder: folder, existingPages: [:]).plan(only: ["TKCell"])
        let page = try #require(writes.first?.text)
        #expect(page.contains("- Deprecated: iOS 4.0. Pick a style that indents.\n- Replacement: ``style``\n"))
    }

    @Test func cachedFactsAreTheFactsAndFollowTheGraph() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = folder.appendingPathComponent("TestKit.symbols.json")
        try FileManager.default.copyItem(at: Self.graphs.appendingPathComponent("v1/TestKit.symbols.json"), to: graph)
        let cache = folder.appendingPathComponent("cache")
        let first = try GraphSet.load([graph.path], cacheDirectory: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 1)
        let second = try GraphSet.load([graph.path], cacheDirectory: cache)
        #expect(second.facts.containers == first.facts.containers && second.facts.enumerations == first.facts.enumerations)
        // A new graph at the same path is read again.
        try FileManager.default.removeItem(at: graph)
        try FileManager.default.copyItem(at: Self.graphs.appendingPathComponent("v2/TestKit.symbols.json"), to: graph)
        let third = try GraphSet.load([graph.path], cacheDirectory: cache)
        #expect(third.facts.containers["TKCell"]?.member(named: "highlighted") != nil)
    }

    @Test func declarationsCompareWithoutSpacingAttributeOrderOrNullability() {
        #expect(
            DeclarationStyle.canonical("@property(nonatomic, readonly, strong) UIView *contentView")
                == DeclarationStyle.canonical("@property (nonatomic, strong, readonly, nullable) UIView * contentView;"))
        #expect(
            DeclarationStyle.canonical("- (void)reloadData NS_AVAILABLE_IOS(2_0)") == DeclarationStyle.canonical("- (void) reloadData;"))
        #expect(DeclarationStyle.canonical("UIKIT_EXTERN NSString *const X") == DeclarationStyle.canonical("extern NSString * const X;"))
        #expect(DeclarationStyle.canonical("- (id)init") != DeclarationStyle.canonical("- (instancetype)init"))
        #expect(
            DeclarationStyle.pageForm("- (void) setEditing:(BOOL) editing animated:(BOOL) animated;")
                == "- (void)setEditing:(BOOL)editing animated:(BOOL)animated")
        #expect(
            DeclarationStyle.pageForm("@property (nonatomic, strong) NSArray<NSString *> * titles;")
                == "@property(nonatomic, strong) NSArray<NSString *> *titles")
    }
}

/// Files that are not graphs apiref reads, and graphs with single bad symbols.
struct BadGraphTests {
    static let loadedGood = Result { try Data(contentsOf: ImportTests.graphs.appendingPathComponent("v1/TestKit.symbols.json")) }
    static var good: Data {
        get throws { try loadedGood.get() }
    }

    func failure(_ data: Data) -> Diagnostic? {
        do {
            _ = try SymbolGraphFile.decode(data, path: "bad.json")
            return nil
        } catch .invalid(let diagnostic) {
            return diagnostic
        } catch {
            return nil
        }
    }

    @Test func textThatIsNotJSONIsLocated() throws {
        let diagnostic = try #require(failure(Data("{\n  \"metadata\": {\n    \"formatVersion\": nope\n".utf8)))
        #expect(diagnostic.id == "graph-not-json")
        #expect((diagnostic.location.line, diagnostic.location.column) == (3, 22))
        #expect(diagnostic.message.contains("unexpected character 'n'"))
    }

    @Test func truncatedJSONSaysSo() throws {
        let diagnostic = try #require(failure(Self.good.prefix(5000)))
        #expect(diagnostic.id == "graph-not-json")
        #expect(diagnostic.message.contains("truncated"))
        #expect(diagnostic.location.line > 1)
    }

    @Test func otherJSONAndNewerFormatsAreNamed() throws {
        #expect(failure(Data("{\"a\": 1}".utf8))?.id == "graph-not-symbol-graph")
        var graph = try JSONSerialization.jsonObject(with: Self.good) as! [String: Any]
        var metadata = graph["metadata"] as! [String: Any]
        metadata["formatVersion"] = ["major": 1, "minor": 0, "patch": 0]
        graph["metadata"] = metadata
        let newer = try #require(failure(try JSONSerialization.data(withJSONObject: graph)))
        #expect(newer.id == "graph-format-too-new")
        #expect(newer.message.contains("1.0.0"))
    }

    @Test func badSymbolsAreLeftOutWithAWarning() throws {
        var graph = try JSONSerialization.jsonObject(with: Self.good) as! [String: Any]
        var symbols = graph["symbols"] as! [[String: Any]]
        var relationships = graph["relationships"] as! [[String: Any]]
        // No declaration; a name that would leave the folder; a member of a symbol not in the graph.
        let prepare = symbols.firstIndex { ($0["pathComponents"] as! [String]) == ["TKCell", "prepareForReuse"] }!
        symbols[prepare].removeValue(forKey: "declarationFragments")
        let table = symbols.firstIndex { ($0["pathComponents"] as! [String]) == ["TKTable"] }!
        symbols[table]["pathComponents"] = ["../TKTable"]
        relationships.append(["kind": "memberOf", "source": "c:objc(cs)TKCell(py)style", "target": "c:objc(cs)Missing"])
        graph["symbols"] = symbols
        graph["relationships"] = relationships
        let url = Scratch.directory.appendingPathComponent("apiref-bad-\(UUID().uuidString).symbols.json")
        try JSONSerialization.data(withJSONObject: graph).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let set = try GraphSet.load([url.path], cacheDirectory: nil)
        #expect(Set(set.warnings.map(\.id)) == ["graph-missing-declaration", "graph-invalid-name", "graph-missing-target"])
        #expect(set.facts.containers["TKCell"]?.member(named: "prepareForReuse") == nil)
        #expect(set.facts.containers["../TKTable"] == nil)
        #expect(set.warnings.first { $0.id == "graph-missing-declaration" }?.location.path == "TKCell.h")
    }

    @Test func aFailedBatchLeavesEveryFileAsItWas() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("A.md")
        let second = folder.appendingPathComponent("B.md")
        try Data("old A".utf8).write(to: first)
        // B.md is a folder that holds a file, so it cannot be replaced by a file.
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: second.appendingPathComponent("inside"))
        var batch = FileBatch()
        batch.add(first, Data("new A".utf8))
        batch.add(second, Data("new B".utf8))
        #expect(throws: (any Error).self) { try batch.commit() }
        #expect(try String(contentsOf: first, encoding: .utf8) == "old A")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }
}
