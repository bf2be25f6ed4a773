import APIRefCore
import Foundation
import Testing

@testable import APIRefImport

/// A page holds one heading for a class method and an instance method of one name
/// (NSBundle's pathForResource:ofType:inDirectory:); its Parameters list follows the
/// declaration the heading ends with, not the first one inserted.
struct ImportedParameterNamesTests {
    @Test func theParametersFollowTheDeclarationTheEntryKeeps() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let available = [PlatformAvailability(platform: "iOS", introduced: Version("2.0"))]
        let classMethod = APIMember(
            name: "pathIn:", kind: .classMethod, declaration: "+ (NSString *)pathIn:(NSString *)bundlePath",
            parameters: ["bundlePath"], availability: available)
        let instanceMethod = APIMember(
            name: "pathIn:", kind: .instanceMethod, declaration: "- (NSString *)pathIn:(NSString *)subpath",
            parameters: ["subpath"], availability: available)
        var facts = APIFacts()
        facts.containers["Bundle"] = APIContainer(
            name: "Bundle", kind: .class, framework: "Kit", availability: available,
            members: [classMethod, instanceMethod], origin: "t")
        let (_, writes) = try Importer(facts: facts, folder: folder, existingPages: [:]).plan(only: [])
        let text = try #require(writes.first?.text)
        #expect(text.contains("- (NSString *)pathIn:(NSString *)subpath\n```\n\n#### Parameters\n\n- `subpath`:\n"), "\(text)")
        // And it passes check without an undeclared parameter.
        let file = FileParser.parse(Array(text.utf8), relativePath: "Kit/Bundle.md", path: "Lib/Kit/Bundle.md")
        #expect(!file.diagnostics.contains { $0.id == "undeclared-parameter" })
    }

    /// Merging both moved the entry to Class Methods and back on every import, a blank
    /// line more each time (NSKeyedUnarchiver.md); a second import now changes nothing.
    @Test func aClassAndAnInstanceMethodOfOneNameImportOnceAndStay() throws {
        let available = [PlatformAvailability(platform: "iOS", introduced: Version("2.0"))]
        let classMethod = APIMember(
            name: "setClass:", kind: .classMethod, declaration: "+ (void)setClass:(Class)cls",
            parameters: ["cls"], availability: available)
        let instanceMethod = APIMember(
            name: "setClass:", kind: .instanceMethod, declaration: "- (void)setClass:(Class)cls",
            parameters: ["cls"], availability: available)
        let container = APIContainer(
            name: "Unarchiver", kind: .class, framework: "Kit", availability: available,
            members: [classMethod, instanceMethod], origin: "t")
        let merger = PageMerger(container: container, framework: "Kit")
        let first = merger.merge(into: merger.skeleton()).text
        #expect(first.contains("## Instance Methods\n\n### setClass:\n"))
        #expect(!first.contains("## Class Methods"))
        let second = merger.merge(into: first)
        #expect(second.text == first)
        #expect(second.report.updated.isEmpty)
    }

    /// The author's descriptions stay; only the names change, and a list in another order
    /// than the declaration's is the author's and is left.
    @Test func renamingKeepsTheDescriptions() throws {
        var page = PageLines("### m\n\n#### Parameters\n\n- `a`: First.\n- `old`: Second, described.\n\n- Declared in: K.h")
        ParameterNames.update(&page, in: 0..<page.lines.count, to: ["a", "new"])
        #expect(page.text == "### m\n\n#### Parameters\n\n- `a`: First.\n- `new`: Second, described.\n\n- Declared in: K.h")
        var reordered = PageLines("### m\n\n#### Parameters\n\n- `b`: B.\n- `a`: A.")
        ParameterNames.update(&reordered, in: 0..<reordered.lines.count, to: ["a", "b"])
        #expect(reordered.text == "### m\n\n#### Parameters\n\n- `b`: B.\n- `a`: A.")
    }
}
