import Foundation
import Testing

/// `drift` and `sdk-diff` given graphs that compare nothing, and values they do not know:
/// a wrong SDK folder must not give a green CI gate.
@Suite struct GraphComparisonTests {
    static let other = ImportCommandTests.graphs.appendingPathComponent("other/OtherKit.symbols.json").path

    /// A library of one TestKit page, imported from TestKit 1.
    static func library() throws -> URL {
        let library = try ImportCommandTests.emptyLibrary()
        let imported = try BinaryRunner.run(["import", ImportCommandTests.graph("v1"), "--into", library.path, "--only", "TKCell"])
        #expect(imported.status == 0, "\(imported.stderr)")
        return library
    }

    @Test func driftThatComparedNoPageFails() throws {
        let library = try Self.library()
        defer { try? FileManager.default.removeItem(at: library) }
        // The right graphs: compared, clean.
        let right = try BinaryRunner.run(["drift", ImportCommandTests.graph("v1"), "--content", library.path])
        #expect(right.status == 0, "\(right.stderr)")
        // Another module's graphs: nothing compared, exit 1, and what each side holds.
        let wrong = try BinaryRunner.run(["drift", Self.other, "--content", library.path])
        #expect(wrong.status == 1)
        #expect(wrong.stdout.isEmpty)
        #expect(wrong.stderr.contains("no page was compared with the 1 graph(s): the library documents 1 (framework TestKit): TKCell; the graphs declare 1 (framework OtherKit): OKThing. Give the graphs of the library's frameworks"), "\(wrong.stderr)")
        // A library with no page at all.
        let empty = try ImportCommandTests.emptyLibrary()
        defer { try? FileManager.default.removeItem(at: empty) }
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("Articles"), withIntermediateDirectories: true)
        try "# Notes\n\nNothing yet.\n".write(to: empty.appendingPathComponent("Articles/Notes.md"), atomically: true, encoding: .utf8)
        #expect(try BinaryRunner.run(["check", "--content", empty.path]).status == 0)
        let nothing = try BinaryRunner.run(["drift", ImportCommandTests.graph("v1"), "--content", empty.path])
        #expect(nothing.status == 1)
        #expect(nothing.stderr.contains("the library documents no class, protocol or category"), "\(nothing.stderr)")
    }

    /// A folder with no graph in it (empty, or the compressed graphs of the shared SDK
    /// folders) compares nothing: exit 1, saying what it holds, for drift and sdk-diff alike.
    @Test func aFolderWithoutGraphsFails() throws {
        let library = try Self.library()
        defer { try? FileManager.default.removeItem(at: library) }
        let empty = library.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let drift = try BinaryRunner.run(["drift", empty.path, "--content", library.path])
        #expect(drift.status == 1)
        #expect(drift.stderr.contains("\(empty.path) holds no symbol graph (*.symbols.json): it is empty; give the folder of an SDK's graphs or the graph files"), "\(drift.stderr)")
        try Data([0x1F, 0x8B]).write(to: empty.appendingPathComponent("UIKit.symbols.json.gz"))
        let compressed = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", empty.path])
        #expect(compressed.status == 1)
        #expect(compressed.stderr.contains("only 1 compressed one(s) (UIKit.symbols.json.gz); decompress them first (gunzip -k)"), "\(compressed.stderr)")
    }

    @Test func sdkDiffOfDifferentModulesFails() throws {
        let output = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", Self.other])
        #expect(output.status == 1)
        #expect(output.stderr.contains("nothing to compare: the old release's graphs are of framework TestKit, the new release's of framework OtherKit"), "\(output.stderr)")
    }

    @Test func sdkDiffTakesOnlyPlatformsItKnows() throws {
        let unknown = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", ImportCommandTests.graph("v2"), "--platform", "xyz"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown platform 'xyz'; use one of iOS, iPadOS, tvOS, watchOS, visionOS, macOS, Mac Catalyst"), "\(unknown.stderr)")
        // Any spelling of a known one is that platform.
        let lowercase = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", ImportCommandTests.graph("v2"), "--platform", "ios"])
        #expect(lowercase.status == 0)
        #expect(lowercase.stdout.contains("highlighted  (iOS 4.0)"))
    }
}
