@testable import APIRefCore
import Foundation
import Testing

/// Each folder under `Fixtures/Malformed` is a small content folder with a problem;
/// `expected.txt` beside its files holds the exact diagnostics `apiref check` prints.
@Suite struct MalformedContentTests {
    static let cases = (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Malformed").path).sorted()) ?? []

    @Test(arguments: cases)
    func reportsExactDiagnostics(_ name: String) throws {
        let folder = Fixtures.root.appendingPathComponent("Malformed").appendingPathComponent(name)
        let library = try ReferenceLibrary.load(ContentFolder(url: folder.appendingPathComponent("content"), displayPath: "Content"))
        let report = DiagnosticReport(diagnostics: library.diagnostics, fileCount: library.fileCount, symbolCount: library.symbols.count)
        #expect(!library.diagnostics.isEmpty, "a malformed fixture must produce diagnostics")
        try Golden.check(report.text(), against: folder.appendingPathComponent("expected.txt"))
    }

    /// Superclasses that lead back to the page end before it, so pages, links and inherited
    /// sections of content with a cycle stay finite and never name the page as its own ancestor.
    @Test func aSuperclassChainEndsBeforeACycleComesBack() throws {
        let folder = Fixtures.root.appendingPathComponent("Malformed/inheritance-cycle/content")
        let table = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Content")).table
        let chains = ["KitFront", "KitBack", "KitLeaf", "KitSelf"].map { name in table.page(named: name).map(table.superclasses(of:)) }
        #expect(chains == [["KitBack"], ["KitFront"], ["KitFront", "KitBack"], []])
    }

    @Test func aTwentyMegabyteFileIsRefusedWithoutReadingIt() throws {
        let folder = try temporaryContent(["Kit/Huge.md": String(repeating: "# Huge\n\nText text text.\n", count: 900_000)])
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Content"))
        #expect(library.diagnostics.map(\.description) == ["Content/Kit/Huge.md:1:1: error: file is 21093 KiB; pages may be at most 4 MiB [file-too-large]"])
    }

    @Test(arguments: ["> ", "- ", "1. "])
    func tenThousandNestedLevelsAreCutOffNotFatal(_ marker: String) throws {
        var text = "---\nkind: class\navailability: iOS 2.0\n---\n\n# Deep\n\nA page nested very deeply.\n\n## Overview\n\n"
        text += String(repeating: marker, count: 10_000) + "the bottom\n"
        let folder = try temporaryContent(["Kit/Deep.md": text])
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "Content"))
        #expect(library.diagnostics.map(\.id) == ["nesting-too-deep"])
        #expect(library.symbols.map(\.id) == ["Kit/Deep"])
    }

    private func temporaryContent(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
