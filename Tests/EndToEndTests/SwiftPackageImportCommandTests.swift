import Foundation
import Testing

/// `apiref import` of a Swift package's graphs as a new user runs it (the unit tests'
/// `Fixtures/Graphs/swift`, what `swift package dump-symbol-graph` writes for `Gadgets.swift`):
/// pages written, checked clean, found and shown with their Swift declarations.
@Suite struct SwiftPackageImportCommandTests {
    static let graphs = ImportCommandTests.graphs.appendingPathComponent("swift").path

    @Test func importCheckLookUpReimport() throws {
        let library = Scratch.directory.appendingPathComponent("apiref-e2e-swift-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: library) }
        // The standard library's names the pages use are external.
        try "title: Gadgets\nexternal: [Actor, Sendable, String, Array]\n"
            .write(to: library.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)

        let imported = try BinaryRunner.run(["import", Self.graphs, "--into", library.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("wrote 10 page(s): 10 new, 0 updated, 0 unchanged"), "\(imported.stdout)")
        #expect(imported.stdout.contains("create    Gadgets/String+Gadgets.md (2 added)"))

        let check = try BinaryRunner.run(["check", "--content", library.path, "--strict"])
        #expect(check.status == 0)
        #expect(check.stderr.hasSuffix("10 files, 55 symbols, 55 undocumented, 0 errors, 0 warnings\n"), "\(check.stderr)")

        let page = try BinaryRunner.run(["--content", library.path, "Stack"], environment: ["COLUMNS": "100"])
        #expect(page.status == 0)
        #expect(page.stdout.contains("struct Stack<Element> where Element : Equatable"), "\(page.stdout)")
        let member = try BinaryRunner.run(["--content", library.path, "clamp(_:to:)"], environment: ["COLUMNS": "100"])
        #expect(member.stdout.contains("func clamp<T>(_ value: T, to range: ClosedRange<T>) -> T where T : Comparable"), "\(member.stdout)")

        let again = try BinaryRunner.run(["import", Self.graphs, "--into", library.path])
        #expect(
            again.status == 0 && again.stdout.contains("wrote 0 page(s): 0 new, 0 updated, 10 unchanged"), "\(again.stdout)\(again.stderr)")
        let drift = try BinaryRunner.run(["drift", Self.graphs, "--content", library.path])
        #expect(drift.status == 0 && drift.stdout.contains("0 finding(s)"), "\(drift.stdout)\(drift.stderr)")
    }
}
