import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex

/// Every way issue 37 asks to look a symbol up by its Swift spelling, answered the same by
/// the library in memory and by the compiled index.
@Suite struct SwiftLookupTests {
    static let folder = ContentFolder(url: Fixtures.root.appendingPathComponent("Swift/Content"), displayPath: "Content")
    static let library = Result { try ReferenceLibrary.load(folder) }

    static let found: [([String], String)] = [
        (["KitTable", "dequeueReusableCell(withIdentifier:for:)"], "Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"),
        (["KitTable.dequeueReusableCell(withIdentifier:for:)"], "Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"),
        (["KitTable", "dequeueReusableCell(withIdentifier:)"], "Kit/KitTable/dequeueReusableCellWithIdentifier:"),
        (["kittable.reloaddata()"], "Kit/KitTable/reloadData"),
        (["KitTable", "reloadData"], "Kit/KitTable/reloadData"),
        (["tableView(_:cellForRowAt:)"], "Kit/KitTableDataSource/tableView:cellForRowAtIndexPath:"),
        (["KitCell.AccessoryType"], "Kit/KitCell/KitCellAccessoryType"),
        (["KitCell.AccessoryType.checkmark"], "Kit/KitCell/KitCellAccessoryCheckmark"),
        (["IndexPath", "row"], "Kit/NSIndexPath/row"),
        (["IndexPath.row"], "Kit/NSIndexPath/row"),
        (["IndexPath", "count"], "Kit/NSIndexPath/length"),
        (["IndexPath"], "Kit/NSIndexPath"),
        (["KitTable.automaticDimension"], "Kit/KitTable/KitTableAutomaticDimension"),
        (["KitCell", "defaultContentConfiguration()"], "Kit/KitCell/defaultContentConfiguration()"),
        (["KitCell", "defaultContentConfiguration"], "Kit/KitCell/defaultContentConfiguration()"),
        // Objective-C spellings still find the same symbols.
        (["KitTable", "dequeueReusableCellWithIdentifier:forIndexPath:"], "Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"),
        (["NSIndexPath", "row"], "Kit/NSIndexPath/row")
    ]

    static func sources() throws -> [(String, any SymbolSource)] {
        let library = try Self.library.get()
        let scratch = Scratch.directory.appendingPathComponent("apiref-swift-lookup-\(UUID().uuidString)")
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        return [("memory", library.table), ("index", index.unscopedLibrary)]
    }

    @Test(arguments: found)
    func eachFormFindsItsSymbol(_ words: [String], _ id: String) throws {
        for (name, source) in try Self.sources() {
            let result = Lookup(source: source).find(words)
            guard case .found(let foundID, _) = result else {
                Issue.record("\(name): \(words) gave \(result)")
                continue
            }
            #expect(foundID == id, "\(name): \(words)")
        }
    }

    /// A base name two members share is a choice, with both offered.
    @Test func aSharedBaseNameIsAChoice() throws {
        for (name, source) in try Self.sources() {
            let result = Lookup(source: source).find(["KitTable", "dequeueReusableCell"])
            guard case .ambiguous(let ids) = result else {
                Issue.record("\(name): gave \(result)")
                continue
            }
            #expect(
                Set(ids) == [
                    "Kit/KitTable/dequeueReusableCellWithIdentifier:", "Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"
                ])
        }
    }

    /// A member found through its superclass by its Swift name says which class asked.
    @Test func inheritedSwiftNames() throws {
        for (name, source) in try Self.sources() {
            let result = Lookup(source: source).find(["KitTable", "layoutIfNeeded()"])
            #expect(result == .found(id: "Kit/KitView/layoutIfNeeded", inheritedBy: "KitTable"), "\(name)")
        }
    }

    @Test func theModelHoldsSwiftPaths() throws {
        let table = try Self.library.get().table
        #expect(table["Kit/KitCell/KitCellAccessoryCheckmark"]?.swiftPath == "KitCell.AccessoryType.checkmark")
        #expect(
            table["Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"]?.swiftPath
                == "KitTable.dequeueReusableCell(withIdentifier:for:)")
        #expect(table["Kit/NSIndexPath/row"]?.swiftPath == "IndexPath.row")
        #expect(table["Kit/NSIndexPath"]?.swiftName == "IndexPath")
        // A top-level name on a type's page, said with the module.
        #expect(table["Kit/KitTable/KitTableErrorDomain"]?.swiftPath == "KitTableErrorDomain")
        #expect(table["Kit/KitTable/KitTableErrorDomain"]?.swiftContainer == "")
        #expect(table["Kit/KitTable/legacyRows"]?.spellings == .objectiveC)
        #expect(table["Kit/KitCell/defaultContentConfiguration()"]?.spellings == .swift)
        #expect(table["Kit/KitTable/reloadData"]?.spellings == .both)
        #expect(try Self.library.get().diagnostics.isEmpty)
    }

    /// Links written in Swift spellings resolve: a Swift name, a Swift path, a Swift type's member.
    @Test func swiftSpellingsInLinksResolve() throws {
        let reload = try #require(try Self.library.get().table["Kit/KitTable/reloadData"])
        var targets: [String] = []
        for block in reload.discussion {
            block.forEach { node in
                if case .symbolLink(let link) = node.kind, let id = link.resolvedID { targets.append(id) }
            }
        }
        #expect(
            targets == [
                "Kit/KitTableDataSource/tableView:cellForRowAtIndexPath:", "Kit/KitCell/KitCellAccessoryCheckmark", "Kit/NSIndexPath/row"
            ])
    }

    /// Completion offers both spellings, in a class and at the top level.
    @Test func completionOffersBothSpellings() throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-swift-completion-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let index = try SymbolIndex.open(Self.folder, at: scratch.appendingPathComponent("index.sqlite"))
        #expect(
            try index.completions(prefix: "deq", in: "KitTable") == [
                "dequeueReusableCell(withIdentifier:)", "dequeueReusableCell(withIdentifier:for:)",
                "dequeueReusableCellWithIdentifier:", "dequeueReusableCellWithIdentifier:forIndexPath:"
            ])
        #expect(try index.completions(prefix: "Index") == ["IndexPath"])
        #expect(try index.completions(prefix: "tableView(") == ["tableView(_:cellForRowAt:)"])
    }

    /// Search finds Swift names and their words, ranked as Objective-C names are.
    @Test func searchFindsSwiftNames() throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-swift-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let index = try SymbolIndex.open(Self.folder, at: scratch.appendingPathComponent("index.sqlite"))
        #expect(try index.search(["cellForRowAt"]).first?.symbol.id == "Kit/KitTableDataSource/tableView:cellForRowAtIndexPath:")
        #expect(
            try index.search(["dequeueReusableCell"]).prefix(2).map(\.symbol.id).sorted() == [
                "Kit/KitTable/dequeueReusableCellWithIdentifier:", "Kit/KitTable/dequeueReusableCellWithIdentifier:forIndexPath:"
            ])
        #expect(try index.search(["checkmark"]).first?.symbol.id == "Kit/KitCell/KitCellAccessoryCheckmark")
    }
}
