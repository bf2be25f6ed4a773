import Foundation
import Testing

@testable import APIRefRender

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
        #expect(
            wrong.stderr.contains(
                "no page was compared with the 1 graph(s): the library documents 1 (framework TestKit): TKCell; the graphs declare 1 (framework OtherKit): OKThing. Give the graphs of the library's frameworks"
            ), "\(wrong.stderr)")
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

    /// A folder with no graph in it or its subfolders compares nothing: exit 1, saying what
    /// it holds, for drift and sdk-diff alike; a compressed graph that is cut short is a
    /// located error, exit 1.
    @Test func aFolderWithoutGraphsFails() throws {
        let library = try Self.library()
        defer { try? FileManager.default.removeItem(at: library) }
        let empty = library.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("swift"), withIntermediateDirectories: true)
        let drift = try BinaryRunner.run(["drift", empty.path, "--content", library.path])
        #expect(drift.status == 1)
        #expect(
            drift.stderr.contains(
                "\(empty.path) holds no symbol graph (*.symbols.json or *.symbols.json.gz), nor do its subfolders: it holds swift; give the folder of an SDK's graphs or the graph files"
            ), "\(drift.stderr)")
        try Data([0x1F, 0x8B]).write(to: empty.appendingPathComponent("swift/UIKit.symbols.json.gz"))
        let compressed = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", empty.path])
        #expect(compressed.status == 1)
        #expect(
            compressed.stderr.contains(
                "\(empty.path)/swift/UIKit.symbols.json.gz:1:1: error: the compressed graph is cut short: it ends before its compressed data does [graph-bad-gzip]"
            ), "\(compressed.stderr)")
        // Beside a good graph, the cut-off one stops import before it writes anything.
        try FileManager.default.copyItem(
            atPath: ImportCommandTests.graph("v2"), toPath: empty.appendingPathComponent("TestKit.symbols.json").path)
        let into = library.appendingPathComponent("imported")
        let imported = try BinaryRunner.run(["import", empty.path, "--into", into.path])
        #expect(imported.status == 1)
        #expect(imported.stderr.contains("1 of the 2 graph(s) cannot be read; nothing was done"), "\(imported.stderr)")
        #expect(!FileManager.default.fileExists(atPath: into.path))
    }

    /// The SDK's folders as they come: compressed graphs, Swift graphs in a subfolder. drift
    /// and import do what they do with the plain Objective-C graphs, and join the Swift ones'
    /// spellings (here a Swift graph that spells only the enumeration's cases: the others'
    /// declarations are not Swift).
    @Test func driftAndImportOfCompressedGraphsDoWhatThePlainOnesDo() throws {
        let library = try Self.library()
        defer { try? FileManager.default.removeItem(at: library) }
        let sdk = library.appendingPathComponent("sdk")
        try FileManager.default.createDirectory(at: sdk.appendingPathComponent("swift"), withIntermediateDirectories: true)
        let plain = try Data(contentsOf: URL(fileURLWithPath: ImportCommandTests.graph("v2")))
        try Self.gzip(plain, to: sdk.appendingPathComponent("TestKit.symbols.json.gz"))
        let swift = String(decoding: plain, as: UTF8.self).replacingOccurrences(of: "\"objective-c\"", with: "\"swift\"")
        try Self.gzip(Data(swift.utf8), to: sdk.appendingPathComponent("swift/TestKit.symbols.json.gz"))
        let expected = try BinaryRunner.run(["drift", ImportCommandTests.graph("v2"), "--content", library.path])
        let folder = try BinaryRunner.run(["drift", sdk.path, "--content", library.path])
        #expect(expected.status == 1 && folder.status == 1)
        // Every finding of the plain graph, and the Swift spellings the page lacks.
        let findings = { (output: String) in output.split(separator: "\n").filter { $0.contains(": warning: ") } }
        #expect(
            !findings(expected.stdout).isEmpty
                && findings(folder.stdout).filter { !$0.contains("[drift-missing-swift]") } == findings(expected.stdout))
        #expect(
            findings(folder.stdout).contains {
                $0.contains(
                    "TKCellStyleDefault has no Swift spelling; the SDK's Swift graphs spell it TKCellStyle.TKCellStyleDefault [drift-missing-swift]"
                )
            }, "\(folder.stdout)")
        #expect(folder.stderr.contains("apiref: Swift graphs: 1 graph(s), "), "\(folder.stderr)")
        #expect(
            folder.stderr.contains("joined to Objective-C; 0 page(s) of Swift-only types and Swift modules from them"), "\(folder.stderr)")
        #expect(!expected.stderr.contains("Swift graphs"))
        // Swift graphs alone: nothing to compare yet, which is not a clean result.
        let swiftOnly = try BinaryRunner.run(["drift", sdk.appendingPathComponent("swift").path, "--content", library.path])
        #expect(swiftOnly.status == 1 && swiftOnly.stdout.isEmpty)
        #expect(
            swiftOnly.stderr.contains("the 1 graph(s) are all Swift graphs of types that Objective-C graphs declare"), "\(swiftOnly.stderr)"
        )
        // import writes the same pages from the folder as from the plain graph.
        let (one, two) = (try ImportCommandTests.emptyLibrary(), try ImportCommandTests.emptyLibrary())
        defer { for library in [one, two] { try? FileManager.default.removeItem(at: library) } }
        let fromPlain = try BinaryRunner.run(["import", ImportCommandTests.graph("v2"), "--into", one.path])
        let fromFolder = try BinaryRunner.run(["import", sdk.path, "--into", two.path])
        #expect(
            fromPlain.status == 0 && fromFolder.status == 0
                && fromFolder.stdout.hasSuffix("wrote 4 page(s): 4 new, 0 updated, 0 unchanged\n"), "\(fromFolder.stderr)")
        let page = "TestKit/TKCell.md"
        let fromSDK = try String(contentsOf: two.appendingPathComponent(page), encoding: .utf8)
        #expect(fromSDK.contains("- Swift name: TKCellStyle.TKCellStyleDefault"))
        let withoutSwift = fromSDK.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("- Swift name: ") }
            .joined(separator: "\n")
        #expect(try withoutSwift == String(contentsOf: one.appendingPathComponent(page), encoding: .utf8))
    }

    static let sdk = BinaryRunner.repository.appendingPathComponent("../shared/sdk/iOS-16.5").standardizedFileURL

    /// The whole iOS 16.5 folder (compressed, Swift graphs in swift/) drifts as its two
    /// Objective-C graphs do, plus the Swift-only members a page lacks: the shipped reference,
    /// level with 16.5, without UITableViewCell's `defaultContentConfiguration()`, drifts by
    /// that one member, and only when the Swift graphs are read; standard error says what
    /// they held.
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: GraphComparisonTests.sdk.appendingPathComponent("swift").path),
            "the shared iOS 16.5 graphs are not on this machine"))
    func theWholeSDKFolderDriftsAsItsObjectiveCGraphs() throws {
        let library = Scratch.directory.appendingPathComponent("apiref-drift-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: library) }
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent("Content"), to: library)
        let cell = library.appendingPathComponent("UIKit/UITableViewCell.md")
        var lines = try String(contentsOf: cell, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "### defaultContentConfiguration()"))
        let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("### ") })
        lines.removeSubrange(start..<end)
        lines.removeAll { $0 == "- ``defaultContentConfiguration()``" }
        try lines.joined(separator: "\n").write(to: cell, atomically: true, encoding: .utf8)

        let objectiveC = ["UIKit", "Foundation"].map { Self.sdk.appendingPathComponent("\($0).symbols.json.gz").path }
        let environment = ["APIREF_INDEX_DIR": library.appendingPathComponent(".index").path]
        let plain = try BinaryRunner.run(["drift"] + objectiveC + ["--content", library.path, "--format", "json"], environment: environment)
        let folder = try BinaryRunner.run(["drift", Self.sdk.path, "--content", library.path, "--format", "json"], environment: environment)
        struct Report: Decodable {
            struct Finding: Decodable, Equatable {
                var id: String
                var message: String
            }
            var diagnostics: [Finding]
        }
        #expect(plain.status == 0, "\(plain.stdout.prefix(600))")
        #expect(try JSONDecoder().decode(Report.self, from: Data(plain.stdout.utf8)).diagnostics.isEmpty)
        let joined = try JSONDecoder().decode(Report.self, from: Data(folder.stdout.utf8)).diagnostics
        #expect(folder.status == 1)
        #expect(joined.count == 1 && joined.first?.id == "drift-missing-member", "\(joined)")
        #expect(joined.first?.message.contains("defaultContentConfiguration()") == true, "\(joined)")
        #expect(
            folder.stderr.contains("apiref: Swift graphs: 15 graph(s), 28,068 symbols (20,161 identifiers), 12,951 joined to Objective-C"),
            "\(folder.stderr)")
    }

    /// `data` gzipped by the code that writes apiref's own archives.
    static func gzip(_ data: Data, to url: URL) throws {
        let file = try GzipFile(writingTo: url)
        try file.write(data)
        try file.finish()
    }

    @Test func sdkDiffOfDifferentModulesFails() throws {
        let output = try BinaryRunner.run(["sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", Self.other])
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "nothing to compare: the old release's graphs are of framework TestKit, the new release's of framework OtherKit"),
            "\(output.stderr)")
    }

    @Test func sdkDiffTakesOnlyPlatformsItKnows() throws {
        let unknown = try BinaryRunner.run([
            "sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", ImportCommandTests.graph("v2"), "--platform", "xyz"
        ])
        #expect(unknown.status == 2)
        #expect(
            unknown.stderr.contains("unknown platform 'xyz'; use one of iOS, iPadOS, tvOS, watchOS, visionOS, macOS, Mac Catalyst"),
            "\(unknown.stderr)")
        // Any spelling of a known one is that platform.
        let lowercase = try BinaryRunner.run([
            "sdk-diff", "--old", ImportCommandTests.graph("v1"), "--new", ImportCommandTests.graph("v2"), "--platform", "ios"
        ])
        #expect(lowercase.status == 0)
        #expect(lowercase.stdout.contains("highlighted  (iOS 4.0)"))
    }
}
