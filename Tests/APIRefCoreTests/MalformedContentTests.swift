import APIRefIndex
import APIRefRender
import Foundation
import Testing

@testable import APIRefCore

/// Each folder under `Fixtures/Malformed` is a small content folder with a problem;
/// `expected.txt` beside its files holds the exact diagnostics `apiref check` prints: each
/// one's line and column, the source line with the range under it, the fix-it and notes.
@Suite struct MalformedContentTests {
    static let cases =
        (try? FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Malformed").path).sorted()) ?? []

    /// The cases are the fixture folders: an empty or unreadable folder must fail, not run nothing.
    @Test func theFixtureFoldersAreThere() throws {
        try #require(Self.cases.count >= 10, "found \(Self.cases) in Fixtures/Malformed")
    }

    @Test(arguments: cases)
    func reportsExactDiagnostics(_ name: String) throws {
        let folder = Fixtures.root.appendingPathComponent("Malformed").appendingPathComponent(name)
        let content = ContentFolder(url: folder.appendingPathComponent("content"), displayPath: "Content")
        let library = try ReferenceLibrary.load(content)
        var diagnostics = library.diagnostics
        if !library.skippedTranslations.isEmpty {
            // Translations are checked against an index, as `check` checks them.
            let scratch = Scratch.directory.appendingPathComponent("apiref-malformed-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: scratch) }
            let index = try SymbolIndex.open(content, at: scratch.appendingPathComponent("index.sqlite"))
            var termProblems = DiagnosticBag()
            let terms = TermList.load(from: content, diagnostics: &termProblems)
            let translations = try TranslationSet.load(
                content, index: index.unscopedLibrary, languages: library.configuration.knownLanguages, terms: terms)
            diagnostics += content.pinpoint(termProblems.diagnostics + translations.diagnostics)
        }
        let report = DiagnosticReport(diagnostics: diagnostics, fileCount: library.fileCount, symbolCount: library.symbols.count)
        #expect(!diagnostics.isEmpty, "a malformed fixture must produce diagnostics")
        let printed = DiagnosticPrinter.reading(content, usesColour: false).text(of: report)
        try Golden.check(printed, against: folder.appendingPathComponent("expected.txt"))
    }

    /// `check --fix` round trip: the fix-its of `fix-its` turn its pages into those of
    /// `fix-its/fixed`, touch nothing else, and leave only what had no certain fix.
    @Test func fixItsRewriteExactlyTheirRanges() throws {
        let fixture = Fixtures.root.appendingPathComponent("Malformed/fix-its")
        let copy = Scratch.directory.appendingPathComponent("apiref-fix-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("content"), to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let folder = ContentFolder(url: copy, displayPath: "Content")
        let before = try ReferenceLibrary.load(folder)
        let applied = try FixItApplier.apply(before.diagnostics.flatMap(\.fixIts), in: folder).applied
        #expect(
            applied.map { "\($0.fixIt.location): \($0.original) → \($0.fixIt.replacement)" } == [
                "Content/Kit/Gauge.md:4:1: inherts → inherits",
                "Content/Kit/Gauge.md:5:15: iOS3.0 → iOS 3.0",
                "Content/Kit/Gauge.md:29:3: Availabilty → Availability",
                "Content/Kit/Gauge.md:42:26: tvOS9.0 → tvOS 9.0",
                "Content/Kit/Gauge.md:43:3: Decalred in → Declared in",
                "Content/Kit/Gauge.md:44:15: readng → reading"
            ])
        for file in ["Kit/Gauge.md", "Kit/KitObject.md"] {
            try Golden.check(
                String(contentsOf: copy.appendingPathComponent(file), encoding: .utf8),
                against: fixture.appendingPathComponent("fixed").appendingPathComponent(file))
        }
        // With the superclass spelt right, the inherited member is found: one more certain fix.
        let after = try ReferenceLibrary.load(folder)
        #expect(
            after.diagnostics.map(\.description) == [
                "Content/Kit/Gauge.md:10:40: warning: 'identifer' is not a member of Gauge [unresolved-link]"
            ])
        #expect(after.diagnostics.first?.fixIts.map(\.replacement) == ["identifier"])
    }

    /// The subject is found as the parser numbers lines (BOM, CR LF), as a whole word first,
    /// and the caret is measured in terminal columns (CJK two, a tab four).
    @Test func subjectsArePinpointedAndUnderlinedByDisplayWidth() {
        let text = "\u{FEFF}---\r\ninherits: KitObjekt\r\n---\r\n# 表示 Gauge\r\n\tthemes theme"
        let lines = SourceFileLines(text)
        #expect(lines.count == 5)
        let heading = SourceLocation(path: "P.md", line: 4, column: 1)
        var diagnostics = [
            Diagnostic(
                .warning, .unknownSuperclass, "m", at: heading,
                subject: DiagnosticSubject("KitObjekt", frontMatterKey: "inherits", replacement: "KitObject")),
            Diagnostic(.warning, .unresolvedLink, "m", at: heading, subject: DiagnosticSubject("Gauge")),
            Diagnostic(.warning, .unknownField, "m", at: heading, subject: DiagnosticSubject("theme"))
        ]
        diagnostics = DiagnosticPinpointer.pinpoint(diagnostics, in: SourceFiles { _ in Array(text.utf8) })
        #expect(diagnostics.map { "\($0.location.line):\($0.location.column)+\($0.length)" } == ["2:11+9", "4:10+5", "5:9+5"])
        #expect(
            diagnostics[0].fixIts == [
                FixIt(at: SourceLocation(path: "P.md", line: 2, column: 11), replacing: "KitObjekt", with: "KitObject")
            ])
        let printer = DiagnosticPrinter(usesColour: false) { _, line in lines.text(ofLine: line) }
        #expect(printer.text(of: diagnostics[1]).split(separator: "\n").dropFirst().first == " 4 | # 表示 Gauge")
        #expect(printer.text(of: diagnostics[1]).split(separator: "\n").dropFirst(2).first == "   |        ^~~~~")
        #expect(printer.text(of: diagnostics[2]).split(separator: "\n").dropFirst(2).first == "   |            ^~~~~")
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
        #expect(
            library.diagnostics.map(\.description) == [
                "Content/Kit/Huge.md:1:1: error: file is 21093 KiB; pages may be at most 4 MiB [file-too-large]"
            ])
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
        let root = Scratch.directory.appendingPathComponent("apiref-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }
}
