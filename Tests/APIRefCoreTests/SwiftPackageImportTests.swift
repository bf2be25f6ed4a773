import APIRefCore
import Foundation
import Testing

@testable import APIRefImport
@testable import APIRefRender

/// A Swift package's own graph (`Fixtures/Graphs/swift`, made from `Gadgets.swift` by
/// `make-swift-graph`) imports completely: every Swift kind gets a page or a member,
/// declared in Swift, with its parameters' names.
struct SwiftPackageImportTests {
    static let graphs = Fixtures.root.appendingPathComponent("Graphs/swift")

    /// Imports the package's graphs into `folder` and returns the plan.
    @discardableResult
    static func importPackage(into folder: URL) throws -> Importer.Plan {
        let set = try GraphSet.load([graphs.path], cacheDirectory: nil)
        #expect(set.errors.isEmpty)
        #expect(set.graphCount == 0 && set.swiftGraphCount == 2)
        // The pages already there, by the name they document, as `import` finds them in the index.
        var existing: [String: String] = [:]
        for symbol in try ImportTests.symbols(in: folder) where symbol.kind.isPage {
            existing[symbol.name] = String(symbol.location.path.dropFirst("Lib/".count))
        }
        let (plan, writes) = try Importer(facts: set.facts, folder: folder, existingPages: existing).plan(only: [])
        var batch = FileBatch()
        for write in writes { batch.add(write.url, Data(write.text.utf8)) }
        try batch.commit()
        return plan
    }

    @Test func everySwiftKindGetsAPageOrAMember() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plan = try Self.importPackage(into: folder)
        #expect(
            plan.pages.map(\.path) == [
                "Gadgets/Array+Gadgets.md", "Gadgets/Container.md", "Gadgets/Counter.md", "Gadgets/Gadgets.md", "Gadgets/Ledger.md",
                "Gadgets/LimitedCounter.md", "Gadgets/Outcome.md", "Gadgets/Outcome-Report.md", "Gadgets/Stack.md",
                "Gadgets/String+Gadgets.md"
            ])
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib"))
        let pages = Dictionary(grouping: library.symbols.filter(\.kind.isPage), by: \.kind).mapValues(\.count)
        #expect(pages == [.structure: 2, .enumeration: 1, .class: 2, .actor: 1, .protocol: 1, .category: 2, .framework: 1])
        let members = Dictionary(grouping: library.symbols.filter { !$0.kind.isPage }, by: \.kind).mapValues(\.count)
        #expect(
            members == [
                .property: 10, .instanceMethod: 10, .classMethod: 4, .initializer: 7, .subscript: 3, .enumCase: 3,
                .associatedType: 1, .typeAlias: 3, .operator: 1, .function: 1, .variable: 2
            ])
        // Nothing is wrong but the prose to write and the standard library's types and
        // protocols, which library.yml's `external` lists.
        let ids = Set(library.diagnostics.map(\.id))
        #expect(ids.isSubset(of: [Diagnostic.undocumentedID, "unknown-protocol", "unknown-superclass"]), "\(library.diagnostics)")
        for page in ["Stack", "Container", "Outcome", "Outcome-Report", "String+Gadgets", "Gadgets"] {
            let text = try String(contentsOf: folder.appendingPathComponent("Gadgets/\(page).md"), encoding: .utf8)
            try Golden.check(text, against: Fixtures.golden.appendingPathComponent("SwiftImport/\(page).md"))
        }
    }

    @Test func pagesHoldSwiftFacts() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importPackage(into: folder)
        let symbols = Dictionary(try ImportTests.symbols(in: folder).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Declarations are Swift's, with generic parameters and their constraints.
        #expect(symbols["Gadgets/Stack"]?.swiftDeclaration == "struct Stack<Element> where Element : Equatable")
        #expect(symbols["Gadgets/Stack"]?.kind == .structure)
        #expect(symbols["Gadgets/Ledger"]?.kind == .actor)
        #expect(symbols["Gadgets/LimitedCounter"]?.superclass == "Counter")
        // Parameters are named by their names, not their argument labels.
        #expect(symbols["Gadgets/clamp(_:to:)"]?.parameters.map(\.name) == ["value", "range"])
        #expect(symbols["Gadgets/Counter/init(startingAt:)"]?.parameters.map(\.name) == ["value"])
        // Overloads share one entry: both declarations, the parameters of both.
        #expect(symbols["Gadgets/Stack/init(_:)"]?.swiftDeclaration == "init(_ elements: [Element])\n\ninit(_ element: Element)")
        #expect(symbols["Gadgets/Stack/init(_:)"]?.parameters.map(\.name) == ["elements", "element"])
        #expect(symbols["Gadgets/Stack/+(_:_:)"]?.kind == .operator)
        #expect(symbols["Gadgets/Stack/+(_:_:)"]?.spellings == .swift)
        // Requirements, and a requirement a protocol extension implements by default.
        #expect(symbols["Gadgets/Container/item(at:)"]?.isRequired == true)
        #expect(symbols["Gadgets/Container/includes(_:)"]?.isRequired == false)
        #expect(symbols["Gadgets/Container/Item"]?.kind == .associatedType)
        // A nested type is a page under its Swift path; its members are in it.
        #expect(symbols["Gadgets/Outcome.Report/init(summary:)"]?.swiftPath == "Outcome.Report.init(summary:)")
        // Another module's type's extension is marked as one, on the extended type.
        let strings = symbols.values.first { $0.kind == .category && $0.extendedClass == "String" }
        #expect(strings?.name == "String Extensions")
        #expect(symbols.values.contains { $0.name == "repeated(times:)" && $0.swiftPath == "String.repeated(times:)" })
        #expect(symbols.values.first { $0.kind == .category && $0.extendedClass == "Array" }?.protocols == ["Container"])
        // An enum's cases keep their order, with their associated values.
        let outcome = try #require(symbols["Gadgets/Outcome"])
        #expect(
            outcome.childIDs.compactMap { symbols[$0] }.filter { $0.kind == .enumCase }.map(\.name)
                == ["success(_:)", "failure(message:code:)", "pending"])
    }

    /// Newer graphs put another module's type's members in an extension block (a
    /// `swift.extension` symbol, `extensionTo` the type): the same pages come out, and the
    /// block's declaration states its constraints.
    @Test func extensionBlocksGiveTheSamePages() throws {
        let blocks = Fixtures.root.appendingPathComponent("Graphs/swift-blocks/Gadgets@Swift.symbols.json")
        let set = try GraphSet.load([Self.graphs.appendingPathComponent("Gadgets.symbols.json").path, blocks.path], cacheDirectory: nil)
        let plain = try GraphSet.load([Self.graphs.path], cacheDirectory: nil)
        #expect(set.facts.containers.keys.sorted() == plain.facts.containers.keys.sorted())
        for (name, page) in plain.facts.containers {
            #expect(set.facts.containers[name]?.members.map(\.name).sorted() == page.members.map(\.name).sorted(), "\(name)")
        }
        let array = try #require(set.facts.containers["Array Extensions"])
        #expect(array.kind == .extension && array.extendedClass == "Array" && array.protocols == ["Container"])
        #expect(array.swiftDeclaration == "extension Array where Element : Equatable")
        #expect(set.facts.containers["String Extensions"]?.swiftDeclaration == "extension String")
    }

    /// `drift` compares Swift pages too: every page of the import matches its graph; a
    /// Swift declaration edited on the page, or a case removed from it, is a finding.
    @Test func driftComparesSwiftPages() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importPackage(into: folder)
        let facts = try GraphSet.load([Self.graphs.path], cacheDirectory: nil).facts
        let clean = DriftCheck(facts: facts).run(on: try ImportTests.symbols(in: folder))
        #expect(clean.findings.isEmpty, "\(clean.findings)")
        #expect(clean.comparedPages == 10)
        let stack = folder.appendingPathComponent("Gadgets/Stack.md")
        try String(contentsOf: stack, encoding: .utf8).replacingOccurrences(
            of: "mutating func pop() -> Element?", with: "func pop() -> Element"
        )
        .write(to: stack, atomically: true, encoding: .utf8)
        let outcome = folder.appendingPathComponent("Gadgets/Outcome.md")
        try String(contentsOf: outcome, encoding: .utf8).replacingOccurrences(
            of: "### pending\n\n```swift\ncase pending\n```\n\n- Declared in: Gadgets.swift\n\n", with: ""
        )
        .write(to: outcome, atomically: true, encoding: .utf8)
        let findings = DriftCheck(facts: facts).run(on: try ImportTests.symbols(in: folder)).findings
        #expect(findings.map(\.id).sorted() == ["drift-declaration", "drift-missing-member"], "\(findings)")
        #expect(findings.contains { $0.message.contains("Outcome: the SDK declares case pending") })
    }

    @Test func reimportingChangesNothing() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.importPackage(into: folder)
        let again = try Self.importPackage(into: folder)
        #expect(again.pages.allSatisfy { $0.action == .unchanged }, "\(again.pages.map { "\($0.path) \($0.action)" })")
    }

    /// A module with an Objective-C graph (UIKit) is documented from it; its Swift graph adds
    /// only the Swift-only types (a Swift USR), not its Objective-C types again, nor extensions.
    @Test func aModuleWithAnObjectiveCGraphTakesOnlySwiftOnlyTypes() {
        var objectiveC = APIFacts()
        objectiveC.containers["TKTable"] = APIContainer(name: "TKTable", kind: .class, framework: "TestKit", origin: "objc")
        var set = GraphSet(facts: objectiveC, warnings: [], errors: [], notes: [], graphCount: 1, skippedSymbols: 0, fileCount: 2)
        var swift = SwiftGraphPages(module: "TestKit")
        for (name, kind) in [("TKTable", APIContainer.Kind.class), ("TKSnapshot", .structure), ("String Extensions", .extension)] {
            swift.facts.containers[name] = APIContainer(name: name, kind: kind, framework: "TestKit", origin: "swift")
        }
        // A Swift-only type named like the Objective-C class is its Swift face: it joins its page.
        var face = APIContainer(name: "TKTable", kind: .class, framework: "TestKit", origin: "swift")
        face.swiftDeclaration = "class TKTable<Item> where Item : Hashable"
        var apply = APIMember(name: "apply(_:)", kind: .instanceMethod, declaration: "func apply(_ snapshot: Snapshot)")
        apply.syntax = .swift
        face.members = [apply]
        swift.facts.containers["TKTable"] = face
        swift.typePaths["s:7TestKit7TKTableC"] = "TKTable"
        swift.swiftOnlyTypes = ["TKSnapshot", "TKTable"]
        var package = SwiftGraphPages(module: "Gadgets")
        package.facts.containers["Stack"] = APIContainer(name: "Stack", kind: .structure, framework: "Gadgets", origin: "swift")
        package.facts.containers["String Extensions"] = APIContainer(
            name: "String Extensions", kind: .extension, framework: "Gadgets", origin: "swift")
        set.addSwiftPages([swift, package])
        #expect(set.facts.containers.keys.sorted() == ["Stack", "String Extensions", "TKSnapshot", "TKTable"])
        #expect(set.facts.containers["TKTable"]?.origin == "objc")
        #expect(set.facts.containers["TKTable"]?.swiftDeclaration == "class TKTable<Item> where Item : Hashable")
        #expect(set.facts.containers["TKTable"]?.members.map(\.name) == ["apply(_:)"])
        #expect(set.facts.containers["String Extensions"]?.framework == "Gadgets")
    }

    /// The Swift declaration of a type goes after the abstract and the Objective-C
    /// declaration, and is replaced there on the next import; the rest stays.
    @Test func aTypesSwiftDeclarationFollowsItsObjectiveCOne() {
        var page = PageLines("---\nkind: class\n---\n\n# TKTable\n\nA table.\n\n```objc\n@interface TKTable : NSObject\n```\n\n## Tasks\n")
        SwiftTypeDeclaration.merge("class TKTable", into: &page)
        #expect(
            page.text
                == "---\nkind: class\n---\n\n# TKTable\n\nA table.\n\n```objc\n@interface TKTable : NSObject\n```\n\n```swift\nclass TKTable\n```\n\n## Tasks\n"
        )
        SwiftTypeDeclaration.merge("class TKTable<Item>", into: &page)
        #expect(page.text.contains("```swift\nclass TKTable<Item>\n```\n\n## Tasks"))
        #expect(page.text.components(separatedBy: "```swift").count == 2)
    }

    @Test(
        arguments: [
            ("s:7Gadgets9ContainerP", "Container"),
            ("s:7Gadgets7OutcomeO6ReportV", "Outcome.Report"),
            ("s:SS", "String"),
            ("s:s4Int8V", "Int8"),
            ("s:14ArgumentParser013ExpressibleByA0P", nil),
            ("s:7Gadgets9ContainerP4ItemQa", nil),
            ("c:objc(cs)UITableView", nil)
        ] as [(String, String?)])
    func typeUSRsNameTheirTypes(_ usr: String, _ path: String?) {
        #expect(SwiftUSR.typePath(usr) == path)
    }
}

/// A Swift-only page and its members on the terminal: the type's declaration says what it
/// is, a member shows its Swift declaration and its parameters' names.
struct SwiftPackagePageTests {
    @Test func aStructPageAndAnInitializerShowTheirSwiftDeclarations() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftPackageImportTests.importPackage(into: folder)
        let table = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib")).table
        let renderer = TerminalPageRenderer(source: table, syntax: .swift, width: 80, usesEscapes: false, libraryTitle: "Gadgets")
        let page = renderer.page(for: try #require(table["Gadgets/Stack"]))
        #expect(page.contains("DECLARATION\n       struct Stack<Element> where Element : Equatable"))
        let member = renderer.page(for: try #require(table["Gadgets/Counter/init(startingAt:)"]))
        #expect(member.contains("DECLARATION\n       init(startingAt value: Int)"))
        // A protocol's property requirement says so in a property's words.
        let count = renderer.page(for: try #require(table["Gadgets/Container/count"]))
        #expect(count.contains("REQUIREMENT\n       Required: every adopter of Container implements this property."), "\(count)")
        // A nested type's page is found by its Swift path, and its members with it.
        #expect(Lookup(source: table).find(["Outcome.Report"]) == .found(id: "Gadgets/Outcome.Report", inheritedBy: nil))
        #expect(Lookup(source: table).find(["Outcome.Report", "summary"]) == .found(id: "Gadgets/Outcome.Report/summary", inheritedBy: nil))
        #expect(member.contains("PARAMETERS\n       value"))
    }
}

/// A Swift package's pages on the site: the Swift sections, a struct's static methods as
/// Type Methods, and a Swift-only member's Swift declaration.
struct SwiftPackageSiteTests {
    @Test func aStructPageListsItsSwiftSectionsAndDeclarations() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try SwiftPackageImportTests.importPackage(into: folder)
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Lib"))
        let site = folder.appendingPathComponent("site")
        let templates = try TemplateSet(folder: Fixtures.repository.appendingPathComponent("Templates"))
        _ = try SiteBuilder(symbols: library.table, title: "Gadgets", templates: templates, baseURL: nil).writeAll(into: site)
        let html = try String(contentsOf: site.appendingPathComponent("Gadgets/Stack.html"), encoding: .utf8)
        let sections = html.components(separatedBy: "<h2 id=\"section-").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(sections == ["Initializers", "Properties", "Type-Methods", "Instance-Methods", "Subscripts", "Operators", "Type-Aliases"])
        #expect(html.contains("<code class=\"language-swift\">static var maximumDepth: Int { get }</code>"))
    }
}
