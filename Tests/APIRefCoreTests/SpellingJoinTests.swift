import APIRefCore
import Foundation
import Testing

@testable import APIRefImport

/// Objective-C and Swift graphs imported together (`Fixtures/Graphs/join`): SpellKit's header
/// made into a clang graph by `make-graph`, and hand-written Swift graphs of the same API
/// (SpellKit, an extension graph adding `row` to IndexPath, and a Foundation graph in which
/// IndexPath bridges NSIndexPath).
struct SpellingJoinTests {
    static let folder = ImportTests.graphs.appendingPathComponent("join")
    static let pages = ["NSIndexPath", "SKCell", "SKTable"]

    static func graphs(_ paths: [URL] = [folder]) throws -> GraphSet {
        let set = try GraphSet.load(paths.map(\.path), cacheDirectory: nil)
        #expect(set.errors.isEmpty, "\(set.errors)")
        return set
    }

    /// Imports the graphs into `library`, merging into the pages there; the plan.
    @discardableResult
    static func importGraphs(into library: URL, _ set: GraphSet? = nil, spellingsOnly: Bool = false) throws -> Importer.Plan {
        let set = try set ?? graphs()
        // Every page there, by its title (a nested Swift type's file is `SKTable-Layout.md`).
        var existing: [String: String] = [:]
        let folder = library.appendingPathComponent("SpellKit")
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".md") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            guard let title = text.split(separator: "\n").first(where: { $0.hasPrefix("# ") }) else { continue }
            existing[String(title.dropFirst(2))] = "SpellKit/\(file)"
        }
        return try ImportTests.run(
            Importer(
                facts: set.facts, folder: library, existingPages: existing, spellings: SpellingJoin(set),
                spellingsOnly: spellingsOnly))
    }

    static func read(_ library: URL, _ name: String) throws -> String {
        try String(contentsOf: library.appendingPathComponent("SpellKit/\(name).md"), encoding: .utf8)
    }

    @Test func importWritesBothSpellingsInThePageFormat() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.importGraphs(into: library)
        for name in Self.pages {
            try Golden.check(try Self.read(library, name), against: Fixtures.golden.appendingPathComponent("Import/Swift/\(name).md"))
        }
        let table = try Self.read(library, "SKTable")
        // The graph's declaration, the block right after the Objective-C one; no field where the page says the path.
        #expect(
            table.contains(
                """
                ```objc
                - (SKCell *)dequeueCellWithIdentifier:(const char *)identifier forIndexPath:(NSIndexPath *)indexPath
                ```

                ```swift
                func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) -> SKCell
                ```

                #### Parameters
                """))
        // A Swift-only member: headed by its Swift name, only a Swift block, isolation attribute dropped.
        #expect(table.contains("### reload(rows:)\n\n```swift\nfunc reload(rows: [IndexPath])\n```\n\n- Availability: iOS 14.0"))
        #expect(table.contains("## Initializers\n\n### init(rows:)\n\n```swift\nconvenience init(rows: Int)\n```"))
        // Underscores escaped, so that the heading is not read as emphasis.
        #expect(table.contains("### append(\\_:\\_:)\n\n```swift\nfunc append(_ first: Int, _ second: Int)\n```"))
        // Swift-only types are not members.
        #expect(!table.contains("Layout"))
        let cell = try Self.read(library, "SKCell")
        #expect(cell.contains("```swift\nenum Accessory\n```\n\n- Declared in: SKTable.h\n- Swift name: SKCell.Accessory"))
        #expect(cell.contains("#### SKCellAccessoryCheckmark\n\n- Availability: iOS 2.0\n- Swift name: checkmark"))
        // A constant Swift puts into another type: the whole path.
        #expect(cell.contains("- Swift name: SKTable.defaultCellHeight"))
        let indexPath = try Self.read(library, "NSIndexPath")
        #expect(indexPath.contains("swift-name: IndexPath\n"))
        // A bridged class's member is the value type's where it has one (the extension graph's
        // `IndexPath.row`), the class's own where it has not, with its path.
        #expect(indexPath.contains("```swift\nvar row: Int { get set }\n```"))
        #expect(
            indexPath.contains(
                "```swift\nvar length: Int { get }\n```\n\n- Availability: iOS 2.0\n- Declared in: SKTable.h\n- Swift name: NSIndexPath.length"
            ))
    }

    /// What import wrote reads back as the graph's Swift paths, with no swift-* diagnostic.
    @Test func theModelReadsBackTheGraphsSwiftPaths() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.importGraphs(into: library)
        let loaded = try ReferenceLibrary.load(ContentFolder(url: library, displayPath: "Lib"))
        #expect(!loaded.diagnostics.contains { $0.id.hasPrefix("swift-") }, "\(loaded.diagnostics.filter { $0.id.hasPrefix("swift-") })")
        let paths = Dictionary(loaded.symbols.map { ($0.id, $0.swiftPath) }, uniquingKeysWith: { first, _ in first })
        let expected: [String: String] = [
            "SpellKit/SKTable": "SKTable",
            "SpellKit/SKTable/dequeueCellWithIdentifier:forIndexPath:": "SKTable.dequeueCell(withIdentifier:for:)",
            "SpellKit/SKTable/reloadData": "SKTable.reloadData()",
            "SpellKit/SKTable/reload(rows:)": "SKTable.reload(rows:)",
            "SpellKit/SKTable/init(rows:)": "SKTable.init(rows:)",
            "SpellKit/SKTable/append(_:_:)": "SKTable.append(_:_:)",
            "SpellKit/SKTable/SKTableAutomaticHeight": "SKTable.automaticHeight",
            "SpellKit/SKCell/accessory": "SKCell.accessory",
            "SpellKit/SKCell/SKCellAccessory": "SKCell.Accessory",
            "SpellKit/SKCell/SKCellAccessoryCheckmark": "SKCell.Accessory.checkmark",
            "SpellKit/SKCell/SKCellAccessoryNone": "SKCell.Accessory.none",
            "SpellKit/SKCell/SKCellDefaultHeight": "SKTable.defaultCellHeight",
            "SpellKit/NSIndexPath": "IndexPath",
            "SpellKit/NSIndexPath/row": "IndexPath.row",
            "SpellKit/NSIndexPath/length": "NSIndexPath.length"
        ]
        for (id, path) in expected {
            #expect(paths[id] == path, "\(id)")
        }
        // Each joined symbol reads back the path its graph gives.
        let set = try Self.graphs()
        let join = SpellingJoin(set)
        for container in set.facts.containers.values {
            let spelled = join.page(for: container)
            for member in container.members {
                guard let entry = spelled.members[SpellingJoin.key(member.name, member.kind)] else { continue }
                #expect(paths["SpellKit/\(container.name)/\(member.name)"] == entry.path)
            }
        }
    }

    @Test func reimportChangesNothing() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.importGraphs(into: library)
        let first = try Self.pages.map { try Self.read(library, $0) }
        let plan = try Self.importGraphs(into: library)
        #expect(plan.pages.allSatisfy { $0.action == .unchanged }, "\(plan.pages.map { "\($0.name) \($0.action)" })")
        #expect(try Self.pages.map { try Self.read(library, $0) } == first)
    }

    /// `--spellings-only`: the Swift spellings go into the pages as they are, and no other
    /// line changes: prose, facts and members the page lacks stay as they were.
    @Test func spellingsOnlyChangesNoOtherFact() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        let objectiveC = try Self.graphs([Self.folder.appendingPathComponent("SpellKit.symbols.json")])
        try Self.importGraphs(into: library, objectiveC)
        // An author's page: prose, an older version, a member removed.
        var table = try Self.read(library, "SKTable")
        table = table.replacingOccurrences(of: "- Availability: iOS 6.0", with: "- Availability: iOS 5.0")
            .replacingOccurrences(of: "### reloadData\n", with: "### reloadData\n\nReloads every row.\n")
        try table.write(to: library.appendingPathComponent("SpellKit/SKTable.md"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: library.appendingPathComponent("SpellKit/SKCell.md"))
        try Self.importGraphs(into: library, spellingsOnly: true)
        let after = try Self.read(library, "SKTable")
        #expect(!FileManager.default.fileExists(atPath: library.appendingPathComponent("SpellKit/SKCell.md").path))
        #expect(after.contains("- Availability: iOS 5.0") && after.contains("Reloads every row."))
        #expect(!after.contains("reload(rows:)"))
        // Without the Swift lines, the page is the author's.
        let withoutSwift = after.components(separatedBy: "\n\n").filter { !$0.hasPrefix("```swift") }.joined(separator: "\n\n")
        #expect(withoutSwift == table)
        #expect(after.contains("```swift\nfunc reloadData()\n```"))
    }

    /// A category of another framework's class, which clang's graphs leave out, is spelled
    /// by the identifiers clang would give its members; a category names its extended type's Swift name.
    @Test func spellingsOnlyReachesACategoryTheGraphsLeaveOut() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        let page = """
            ---
            kind: category
            framework: OtherKit
            extends: NSIndexPath
            ---

            # NSIndexPath OtherKit Additions

            Rows for OtherKit.

            ## Properties

            ### row

            The row.

            ```objc
            @property(nonatomic, readonly) NSInteger row
            ```

            - Availability: iOS 2.0

            """
        try FileManager.default.createDirectory(at: library.appendingPathComponent("OtherKit"), withIntermediateDirectories: true)
        try page.write(to: library.appendingPathComponent("OtherKit/Additions.md"), atomically: true, encoding: .utf8)
        let set = try Self.graphs()
        var facts = set.facts
        let symbols = try ImportTests.symbols(in: library)
        let missing = LibraryContainers.missing(from: facts, in: symbols)
        #expect(missing.keys.sorted() == ["NSIndexPath(NSIndexPath OtherKit Additions)"])
        facts.containers.merge(missing) { graph, _ in graph }
        let importer = Importer(
            facts: facts, folder: library, existingPages: ["NSIndexPath(NSIndexPath OtherKit Additions)": "OtherKit/Additions.md"],
            spellings: SpellingJoin(set), spellingsOnly: true)
        let (plan, writes) = try importer.plan(only: [])
        #expect(plan.pages.count == 1 && writes.count == 1)
        let written = writes.first?.text ?? ""
        #expect(
            written
                == page.replacingOccurrences(of: "extends: NSIndexPath\n", with: "extends: NSIndexPath\nswift-name: IndexPath\n")
                .replacingOccurrences(of: "NSInteger row\n```\n", with: "NSInteger row\n```\n\n```swift\nvar row: Int { get set }\n```\n"))
        try written.write(to: library.appendingPathComponent("OtherKit/Additions.md"), atomically: true, encoding: .utf8)
        let row = try ImportTests.symbols(in: library).first { $0.name == "row" }
        #expect(row?.swiftPath == "IndexPath.row")
    }

    @Test func driftFindsSwiftNamesDeclarationsAndMissingSpellings() throws {
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.importGraphs(into: library)
        var check = DriftCheck(facts: try Self.graphs().facts)
        check.spellings = SpellingJoin(try Self.graphs())
        // What import wrote has no drift at all, Swift-only members included.
        let clean = check.run(on: try ImportTests.symbols(in: library)).findings
        #expect(clean.isEmpty, "\(clean)")
        var table = try Self.read(library, "SKTable")
        table = table.replacingOccurrences(
            of: "func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) -> SKCell",
            with: "func dequeueCell(withIdentifier identifier: String) -> SKCell"
        )
        .replacingOccurrences(of: "```swift\nfunc reloadData()\n```", with: "```swift\nfunc reloadData() -> Bool\n```")
        .replacingOccurrences(of: "\n```swift\nclass let automaticHeight: Double\n```\n", with: "")
        .replacingOccurrences(
            of: "### init(rows:)\n\n```swift\nconvenience init(rows: Int)\n```\n\n- Availability: iOS 14.0\n",
            with: "### init(columns:)\n\n```swift\nconvenience init(columns: Int)\n```\n\n- Availability: iOS 14.0\n")
        try table.write(to: library.appendingPathComponent("SpellKit/SKTable.md"), atomically: true, encoding: .utf8)
        let findings = check.run(on: try ImportTests.symbols(in: library)).findings.filter { $0.id.contains("swift") }
        #expect(findings.map(\.id).sorted() == ["drift-missing-swift", "drift-swift-declaration", "drift-swift-name"], "\(findings)")
        let members = check.run(on: try ImportTests.symbols(in: library)).findings.filter { $0.id.hasSuffix("-member") }.map(\.message)
        #expect(
            members.sorted() == [
                "SKTable documents initializer init(columns:), which the SDK's Swift graphs do not declare",
                "SKTable: the SDK's Swift graphs declare initializer init(rows:), iOS 14.0, which the page does not document"
            ], "\(members)")
        #expect(
            findings.contains {
                $0.message
                    == "SKTable.dequeueCellWithIdentifier:forIndexPath:: the page's Swift name is SKTable.dequeueCell(withIdentifier:); the SDK's Swift graphs say SKTable.dequeueCell(withIdentifier:for:)"
            })
        #expect(findings.contains { $0.message == "SKTable.reloadData: the Swift declaration differs from the SDK's: func reloadData()" })
        #expect(
            findings.contains {
                $0.message
                    == "SKTable.SKTableAutomaticHeight has no Swift spelling; the SDK's Swift graphs spell it SKTable.automaticHeight"
            })
    }

    // MARK: Bad input

    static func swiftGraph(_ symbols: [String], module: String = "SpellKit") -> Data {
        Data(
            """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
             "module": {"name": "\(module)", "platform": {}}, "symbols": [\(symbols.joined(separator: ",\n"))], "relationships": []}
            """.utf8)
    }

    static func symbol(_ precise: String, _ path: [String], _ declaration: String, line: Int = 0) -> String {
        """
        {"identifier": {"precise": "\(precise)", "interfaceLanguage": "swift"}, "kind": {"identifier": "swift.method", "displayName": "Method"},
         "names": {"title": "\(path.last!)"}, "pathComponents": [\(path.map { "\"\($0)\"" }.joined(separator: ", "))],
         "location": {"uri": "SpellKit.swiftinterface", "position": {"line": \(line), "character": 4}},
         "declarationFragments": [{"kind": "text", "spelling": "\(declaration)"}], "accessLevel": "public"}
        """
    }

    /// Loads the Objective-C graph with one Swift graph of the test's own.
    static func withSwiftGraph(_ data: Data, named name: String = "Swift.symbols.json") throws -> GraphSet {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return try Self.graphs([Self.folder.appendingPathComponent("SpellKit.symbols.json"), url])
    }

    @Test func aSwiftGraphThatMatchesNothingIsALocatedWarning() throws {
        let set = try Self.withSwiftGraph(
            Self.swiftGraph([Self.symbol("c:objc(cs)OKThing(im)go", ["OKThing", "go()"], "func go()")], module: "OtherKit"))
        let warnings = set.warnings.filter { $0.id == "graph-swift-unmatched" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location.path.hasSuffix("Swift.symbols.json") == true && warnings.first?.location.line == 1)
    }

    @Test func twoSwiftSymbolsClaimingOneIdentifierLeaveItUnspelled() throws {
        let reload = "c:objc(cs)SKTable(im)reloadData"
        let set = try Self.withSwiftGraph(
            Self.swiftGraph([
                Self.symbol(reload, ["SKTable", "reload()"], "func reload()", line: 4),
                Self.symbol(reload, ["SKTable", "refresh()"], "func refresh()", line: 9),
                // An async variant gives way to the method it is a variant of, without a word.
                Self.symbol(
                    "c:objc(cs)SKTable(im)dequeueCellWithIdentifier:forIndexPath:", ["SKTable", "dequeueCell(withIdentifier:for:)"],
                    "func dequeueCell(withIdentifier identifier: String, for indexPath: IndexPath) -> SKCell")
            ]))
        let warnings = set.warnings.filter { $0.id == "graph-swift-shared-identifier" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location == SourceLocation(path: "SpellKit.swiftinterface", line: 5, column: 5))
        #expect(
            warnings.first?.message.contains("'SKTable.refresh()' and 'SKTable.reload()' claim the precise identifier \(reload)") == true)
        #expect(set.swiftSpellings[reload] == nil)
        #expect(set.swiftSpellings["c:objc(cs)SKTable(im)dequeueCellWithIdentifier:forIndexPath:"] != nil)
        // Nothing half-way: the page has the spellings it can have, and no other.
        let library = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: library) }
        try Self.importGraphs(into: library, set)
        let table = try Self.read(library, "SKTable")
        #expect(table.contains("func dequeueCell(withIdentifier") && !table.contains("func reload()") && !table.contains("refresh"))
    }

    @Test func anUnbalancedSwiftDeclarationIsALocatedWarning() throws {
        let set = try Self.withSwiftGraph(
            Self.swiftGraph([
                Self.symbol("c:objc(cs)SKTable(im)reloadData", ["SKTable", "reloadData()"], "func reloadData(", line: 2)
            ]))
        let warnings = set.warnings.filter { $0.id == "graph-swift-declaration" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.location == SourceLocation(path: "SpellKit.swiftinterface", line: 3, column: 5))
        #expect(set.swiftSpellings["c:objc(cs)SKTable(im)reloadData"] == nil)
    }

    @Test func isolationAttributesAreDroppedOthersKept() {
        #expect(SwiftGraphSpellings.pageForm("@MainActor func f()") == "func f()")
        #expect(SwiftGraphSpellings.pageForm("@MainActor @preconcurrency func f()") == "func f()")
        #expect(SwiftGraphSpellings.pageForm("@discardableResult func f() -> Int") == "@discardableResult func f() -> Int")
        #expect(SwiftGraphSpellings.pageForm("@NSCopying var font: UIFont") == "@NSCopying var font: UIFont")
    }

    /// A name Swift puts at the top level, on a type's page, is said with the module, and the
    /// model reads back the graph's path.
    @Test func aTopLevelNameOnATypesPageIsSaidWithItsModule() throws {
        let spelling = SwiftSpelling(name: "SKErrorDomain", declaration: "let SKErrorDomain: String", kind: "var", container: "")
        let entry = try #require(SpellingJoin.entry(spelling, defaultContainer: "SKTable", declares: true, module: "SpellKit"))
        #expect(entry.field == "SpellKit.SKErrorDomain")
        #expect(SwiftPath.split("SpellKit.SKErrorDomain", module: "SpellKit") == ("", "SKErrorDomain"))
        #expect(SpellingJoin.entry(spelling, defaultContainer: "SKTable", declares: true) == nil, "without a module it cannot be said")
    }

    /// A class Swift does not see (UIListContentConfiguration's Objective-C class, whose place a
    /// struct of the same name takes) gets its properties' Swift spellings from the struct's
    /// properties of the same name, or their `is` form; its methods get none.
    @Test func aHiddenClassTakesItsPropertiesSpellingsFromItsSwiftNamesake() {
        let join = SpellingJoin(
            spellings: [
                "s:3Kit16KitConfigurationV4textSSSgvp": SwiftSpelling(
                    name: "text", declaration: "var text: String? { get set }",
                    kind: "property", container: "KitConfiguration"),
                "s:3Kit16KitConfigurationV9isEditingSbvp": SwiftSpelling(
                    name: "isEditing", declaration: "var isEditing: Bool { get set }",
                    kind: "property", container: "KitConfiguration")
            ], bridges: [:])
        var container = APIContainer(name: "KitConfiguration", kind: .class, framework: "Kit", origin: "test")
        container.identifier = "c:objc(cs)KitConfiguration"
        container.members = [
            APIMember(
                name: "text", kind: .property, declaration: "@property NSString *text", identifier: "c:objc(cs)KitConfiguration(py)text"),
            APIMember(
                name: "editing", kind: .property, declaration: "@property BOOL editing", identifier: "c:objc(cs)KitConfiguration(py)editing"
            ),
            APIMember(
                name: "text", kind: .instanceMethod, declaration: "- (NSString *)text", identifier: "c:objc(cs)KitConfiguration(im)text")
        ]
        let page = join.page(for: container)
        #expect(page.members[SpellingJoin.key("text", .property)]?.declaration == "var text: String? { get set }")
        #expect(page.members[SpellingJoin.key("editing", .property)]?.declaration == "var isEditing: Bool { get set }")
        #expect(page.members[SpellingJoin.key("text", .instanceMethod)] == nil)
    }
}
