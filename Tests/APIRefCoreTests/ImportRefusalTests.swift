import APIRefCore
import Foundation
import Testing

@testable import APIRefImport

/// What `import` refuses: graph symbols that share one precise identifier, names that
/// cannot be a page or a folder (`Fixtures/Graphs/bad`), and pages that would not pass
/// `check` however they got past the reader.
struct ImportRefusalTests {
    static let bad = ImportTests.graphs.appendingPathComponent("bad")

    static func load(_ name: String) throws -> GraphSet {
        let set = try GraphSet.load([bad.appendingPathComponent(name).path], cacheDirectory: nil)
        #expect(set.errors.isEmpty)
        return set
    }

    /// SymbolKit keeps one of two symbols with one identifier and the members of both
    /// joined it: TKAlpha's page held TKBeta's method, or the other way round.
    @Test func symbolsSharingAnIdentifierAreReportedAndLeftOut() throws {
        let path = Self.bad.appendingPathComponent("shared-identifier.symbols.json").path
        let set = try Self.load("shared-identifier.symbols.json")
        #expect(
            set.warnings.map(\.description) == [
                "TKAlpha.h:4:12: warning: \(path): 'TKAlpha' (class) and 'TKBeta' (class) share the precise identifier c:objc(cs)TKAlpha; both are left out, with their members [graph-shared-identifier]"
            ])
        #expect(set.facts.containers.keys.sorted() == ["TKGamma"])
        // Two methods with one identifier (as a Swift method and its async variant) are
        // kept as SymbolKit keeps them: one of them, and no warning.
        #expect(set.facts.containers["TKGamma"]?.members.count == 2)
        #expect(set.facts.containers["TKGamma"]?.members.first?.name == "setLevel:animated:")
    }

    @Test func namesThatCannotBeAPageAreReportedAndLeftOut() throws {
        let path = Self.bad.appendingPathComponent("bad-names.symbols.json").path
        let set = try Self.load("bad-names.symbols.json")
        #expect(
            set.warnings.map(\.description).sorted() == [
                "Blank.h:4:12: warning: \(path): '\" \"' cannot name a page or entry; left out [graph-invalid-name]",
                "Tab.h:4:12: warning: \(path): '\"Ta\\tb\"' cannot name a page or entry; left out [graph-invalid-name]",
                "Trailing.h:4:12: warning: \(path): '\"Trailing \"' cannot name a page or entry; left out [graph-invalid-name]",
                "TwoWords.h:4:12: warning: \(path): '\"Two Words\"' cannot name a page or entry; left out [graph-invalid-name]"
            ])
        #expect(set.facts.containers.keys.sorted() == ["NKGood"])
    }

    @Test func aModuleNameThatCannotBeAFolderLeavesItsClassesOut() throws {
        let path = Self.bad.appendingPathComponent("nul-module.symbols.json").path
        let set = try Self.load("nul-module.symbols.json")
        #expect(
            set.warnings.map(\.description) == [
                "\(path):1:1: warning: \(path): module name '\"Bad\\0Kit\"' cannot name a folder; its classes, protocols and categories are left out [graph-invalid-name]"
            ])
        #expect(set.facts.containers.isEmpty)
    }

    /// Facts that got past the reader (built by hand here) still cannot reach the disk as
    /// a page `check` rejects: a blank class name, a member heading with no name.
    @Test func pagesThatWouldNotPassCheckAreRefusedAndTheOthersWritten() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var facts = APIFacts()
        let member = APIMember(
            name: "reset", kind: .instanceMethod, declaration: "- (void)reset",
            availability: [PlatformAvailability(platform: "iOS", introduced: Version("2.0"))])
        facts.containers["Fine"] = APIContainer(name: "Fine", kind: .class, framework: "Kit", members: [member], origin: "t")
        facts.containers[" "] = APIContainer(name: " ", kind: .class, framework: "Kit", members: [member], origin: "t")
        var nameless = member
        nameless.name = ""
        facts.containers["Holey"] = APIContainer(name: "Holey", kind: .class, framework: "Kit", members: [nameless], origin: "t")

        let (plan, writes) = try Importer(facts: facts, folder: folder, existingPages: [:]).plan(only: [])
        let (vetted, passed) = try ImportedPageCheck.vet(plan, writes, in: ContentFolder(url: folder, displayPath: "Lib"))
        #expect(passed.map(\.path) == ["Kit/Fine.md"])
        #expect(
            vetted.pages.map { "\($0.action.rawValue) \($0.path)" } == ["refused Kit/ .md", "create Kit/Fine.md", "refused Kit/Holey.md"])
        #expect(vetted.pages[0].errors.contains { $0.contains("Lib/Kit/ .md:") && $0.hasSuffix("[missing-title]") })
        #expect(vetted.pages[2].errors.contains { $0.hasPrefix("Lib/Kit/Holey.md:") && $0.contains("heading is empty") })
    }
}
