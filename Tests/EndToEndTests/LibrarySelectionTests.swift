import Foundation
import Testing

/// `--library NAME` picks a library that comes with apiref (the table-view one by default,
/// `ios` for UIKit and Foundation); the libraries stay separate, and a lookup that misses in
/// one says which other has the page.
@Suite struct LibrarySelectionTests {
    @Test func theIOSLibraryAnswersWithDeclarationAndAvailability() throws {
        let output = try BinaryRunner.run(["--library", "ios", "UIButton", "setTitle:forState:", "--no-pager", "--width", "100", "--syntax", "objc"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("- (void)setTitle:(NSString *)title forState:(UIControlState)state"), "\(output.stdout)")
        #expect(output.stdout.contains("Introduced in iOS 2.0."), "the library's unmarked availability reaches the page: \(output.stdout)")
        #expect(output.stdout.contains("iOS Foundation and UIKit Reference"))
    }

    @Test func theIOSLibraryAnswersInJapanese() throws {
        let output = try BinaryRunner.run(["--library", "ios", "UIButton", "setTitle:forState:", "--lang", "ja", "--no-pager"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }, "no Japanese in: \(output.stdout)")
    }

    @Test func theQuickPathAndTheCacheKnowTheLibraryOption() throws {
        let index = Scratch.directory.appendingPathComponent("apiref-library-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: index) }
        for _ in 0..<2 {
            let output = try BinaryRunner.run(["--library", "ios", "NSString", "stringWithFormat:"], environment: ["APIREF_INDEX_DIR": index.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("+ (instancetype)stringWithFormat:"), "\(output.stdout)")
        }
    }

    @Test func anUnknownLibraryIsAUsageErrorThatListsTheLibraries() throws {
        let output = try BinaryRunner.run(["--library", "nope", "UIButton"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no library named 'nope'"), "\(output.stderr)")
        #expect(output.stderr.contains("table-view") && output.stderr.contains("ios"), "\(output.stderr)")
        let both = try BinaryRunner.run(["check", "--library", "ios", "--content", "Content"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give --content or --library, not both"), "\(both.stderr)")
    }

    @Test func aMissInOneLibraryNamesTheOtherThatHasThePage() throws {
        let output = try BinaryRunner.run(["UIButton", "setTitle:forState:"])
        #expect(output.status == 1)
        #expect(output.stderr.contains("apiref --library ios UIButton setTitle:forState:"), "\(output.stderr)")
        let back = try BinaryRunner.run(["--library", "ios", "UITableViewHeaderFooterView"])
        #expect(back.status == 1)
        #expect(back.stderr.contains("apiref --library table-view UITableViewHeaderFooterView"), "\(back.stderr)")
    }

    @Test func theIOSLibraryChecksCleanEvenWhenStrict() throws {
        let output = try BinaryRunner.run(["check", "--library", "ios", "--strict", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let faults = diagnostics.filter { $0["id"] as? String != "undocumented" }
        #expect(faults.isEmpty, "\(faults.count) diagnostics, the first: \(faults.prefix(3).map { "\($0["path"] ?? ""):\($0["line"] ?? 0): \($0["message"] ?? "")" })")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(summary["files"] == 93, "\(summary)")
    }

    /// The facts are the SDK's: `drift` against the graphs the library was imported from
    /// finds nothing. The graphs live beside the repository (../shared/sdk).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: LibrarySelectionTests.graphs.path), "the shared iOS 9.3 graphs are not on this machine"))
    func theIOSLibraryHasNoDriftFromItsGraphs() throws {
        let output = try BinaryRunner.run(["drift", Self.graphs.path, "--library", "ios", "--format", "json"])
        #expect(output.status == 0, "\(output.stdout.prefix(1000))")
    }

    static let graphs = BinaryRunner.repository.appendingPathComponent("../shared/sdk/iOS-9.3").standardizedFileURL

    /// A library's `unmarked-availability` is what its unmarked pages and members get: a
    /// member its class's version, the rest the library's; no warning for either.
    @Test func unmarkedSymbolsTakeTheirClassesOrTheLibrarysAvailability() throws {
        let library = try TemporaryLibrary([
            "library.yml": "title: T\nunmarked-availability: iOS 2.0\n",
            "Kit/Old.md": "---\nkind: class\n---\n\n# Old\n\nAn old class.\n\n## Tasks\n\n### Size\n\n- ``size``\n\n## Properties\n\n### size\n\nThe size.\n\n```objc\n@property int size\n```\n",
            "Kit/New.md": "---\nkind: class\navailability: iOS 5.0\n---\n\n# New\n\nA newer class.\n\n## Tasks\n\n### Size\n\n- ``size``\n- ``later``\n\n## Properties\n\n### size\n\nThe size.\n\n```objc\n@property int size\n```\n\n### later\n\nA later one.\n\n```objc\n@property int later\n```\n\n- Availability: iOS 6.0\n",
        ])
        defer { try? FileManager.default.removeItem(at: library.content); try? FileManager.default.removeItem(at: library.index) }
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        let check = try BinaryRunner.run(["check", "--content", library.content.path, "--strict"], environment: environment)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("missing-availability"), "\(check.stderr)")
        for (words, version) in [(["Old", "size"], "2.0"), (["Old"], "2.0"), (["New", "size"], "5.0"), (["New", "later"], "6.0")] {
            let output = try BinaryRunner.run(["--content", library.content.path, "--no-pager"] + words, environment: environment)
            #expect(output.stdout.contains("Introduced in iOS \(version)."), "\(words): \(output.stdout)")
        }
        let bad = try TemporaryLibrary(["library.yml": "title: T\nunmarked-availability: [2.0]\n", "Kit/A.md": "# A\n\nA.\n"])
        defer { try? FileManager.default.removeItem(at: bad.content); try? FileManager.default.removeItem(at: bad.index) }
        let wrong = try BinaryRunner.run(["check", "--content", bad.content.path], environment: ["APIREF_INDEX_DIR": bad.index.path])
        #expect(wrong.stderr.contains("library.yml:2:24: error: 'unmarked-availability' must be platforms and versions"), "\(wrong.stderr)")
    }
}
