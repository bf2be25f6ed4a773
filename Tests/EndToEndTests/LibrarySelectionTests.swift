import Foundation
import Testing

/// One reference comes with apiref: UIKit and Foundation, the table-view family written in
/// full, in `Content/`. `--library ios` names it; `--library table-view`, its former part's
/// name, still selects it with a note; anything else is a usage error.
@Suite struct LibrarySelectionTests {
    @Test func theShippedReferenceAnswersWithoutALibraryOption() throws {
        let output = try BinaryRunner.run(["UIButton", "setTitle:forState:", "--no-pager", "--width", "100", "--syntax", "objc"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("- (void)setTitle:(NSString *)title forState:(UIControlState)state"), "\(output.stdout)")
        #expect(output.stdout.contains("Introduced in iOS 2.0."), "the library's unmarked availability reaches the page: \(output.stdout)")
        #expect(output.stdout.contains("iOS UIKit and Foundation Reference"))
        let batch = try BinaryRunner.run(["UITableView", "performBatchUpdates:completion:", "--no-pager", "--syntax", "objc"])
        #expect(batch.status == 0, "an API of iOS 11 is there: \(batch.stderr)")
        #expect(batch.stdout.contains("Introduced in iOS 11.0."), "\(batch.stdout)")
    }

    @Test func theShippedReferenceAnswersInJapanese() throws {
        for words in [["UIButton", "setTitle:forState:"], ["UITableViewDiffableDataSource"]] {
            let output = try BinaryRunner.run(words + ["--lang", "ja", "--no-pager"])
            #expect(output.status == 0, "\(words): \(output.stderr)")
            #expect(output.stdout.unicodeScalars.contains { (0x3040...0x30FF).contains($0.value) }, "no Japanese in: \(output.stdout)")
        }
    }

    @Test func bothNamesSelectTheShippedReferenceTheFormerWithANote() throws {
        let index = Scratch.directory.appendingPathComponent("apiref-library-cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: index) }
        for _ in 0..<2 {
            let output = try BinaryRunner.run(
                ["--library", "ios", "NSString", "stringWithFormat:", "--syntax", "objc"], environment: ["APIREF_INDEX_DIR": index.path])
            #expect(output.status == 0, "\(output.stderr)")
            #expect(output.stdout.contains("+ (instancetype)stringWithFormat:"), "\(output.stdout)")
            #expect(!output.stderr.contains("note:"), "\(output.stderr)")
        }
        let former = try BinaryRunner.run(
            ["--library", "table-view", "UIButton", "--no-pager"], environment: ["APIREF_INDEX_DIR": index.path])
        #expect(former.status == 0, "an old command line still works: \(former.stderr)")
        #expect(
            former.stderr.contains(
                "note: the 'table-view' library is now part of the reference that comes with apiref ('ios', the default)"),
            "\(former.stderr)")
        let check = try BinaryRunner.run(["check", "--library", "table-view", "--quiet"], environment: ["APIREF_INDEX_DIR": index.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stderr.contains("--library table-view is no longer needed"), "\(check.stderr)")
    }

    @Test func anUnknownLibraryIsAUsageErrorThatListsTheLibraries() throws {
        let output = try BinaryRunner.run(["--library", "nope", "UIButton"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no library named 'nope'"), "\(output.stderr)")
        #expect(
            output.stderr.contains("the libraries that come with apiref: ios (ios, the default, is also called table-view)"),
            "\(output.stderr)")
        let both = try BinaryRunner.run(["check", "--library", "ios", "--content", "Content"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give --content or --library, not both"), "\(both.stderr)")
    }

    /// The merge kept one page per class: the table-view family's written pages, not the
    /// short ones the two libraries both had.
    @Test func theMergedReferenceHasOnePagePerClassAndKeepsTheWrittenProse() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: BinaryRunner.repository.appendingPathComponent("Content").path)
        let pages = files.filter { $0.hasSuffix(".md") && !$0.hasSuffix(".ja.md") && !$0.hasPrefix("Articles/") && $0 != "README.md" }
        let names = pages.map { ($0 as NSString).lastPathComponent }
        #expect(Set(names).count == names.count, "a page name twice: \(names.sorted())")
        let output = try BinaryRunner.run(["UITableViewCell", "accessoryType", "--no-pager", "--width", "100"])
        #expect(output.stdout.contains("UITableViewCell.AccessoryType"), "\(output.stdout)")
        let responder = try BinaryRunner.run(["UIResponder", "UIKeyboardWillShowNotification", "--no-pager"])
        #expect(responder.status == 1, "the keyboard notifications live once, on UIWindow: \(responder.stdout)")
        let window = try BinaryRunner.run(["UIWindow", "UIKeyboardWillShowNotification", "--no-pager", "--width", "100"])
        #expect(window.stdout.contains("keyboardWillShow"), "UIResponder's example moved with it: \(window.stdout)")
    }

    @Test func theShippedReferenceChecksCleanEvenWhenStrict() throws {
        let output = try BinaryRunner.run(["check", "--strict", "--format", "json"])
        #expect(output.status == 0, "\(output.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let faults = diagnostics.filter { $0["id"] as? String != "undocumented" }
        #expect(
            faults.isEmpty,
            "\(faults.count) diagnostics, the first: \(faults.prefix(3).map { "\($0["path"] ?? ""):\($0["line"] ?? 0): \($0["message"] ?? "")" })"
        )
    }

    /// The facts are the newest SDK's: `drift` against the iOS 16.5 graphs finds nothing.
    /// The graphs live beside the repository (../shared/sdk).
    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: LibrarySelectionTests.graphs.path),
            "the shared iOS 16.5 graphs are not on this machine"))
    func theShippedReferenceHasNoDriftFromIOS16_5() throws {
        let output = try BinaryRunner.run(["drift", Self.graphs.path, "--format", "json"])
        #expect(output.status == 0, "\(output.stdout.prefix(1000))")
    }

    static let graphs = BinaryRunner.repository.appendingPathComponent("../shared/sdk/iOS-16.5").standardizedFileURL

    /// A library's `unmarked-availability` is what its unmarked pages and members get: a
    /// member its class's version, the rest the library's; no warning for either.
    @Test func unmarkedSymbolsTakeTheirClassesOrTheLibrarysAvailability() throws {
        let library = try TemporaryLibrary([
            "library.yml": "title: T\nunmarked-availability: iOS 2.0\n",
            "Kit/Old.md":
                "---\nkind: class\n---\n\n# Old\n\nAn old class.\n\n## Tasks\n\n### Size\n\n- ``size``\n\n## Properties\n\n### size\n\nThe size.\n\n```objc\n@property int size\n```\n",
            "Kit/New.md":
                "---\nkind: class\navailability: iOS 5.0\n---\n\n# New\n\nA newer class.\n\n## Tasks\n\n### Size\n\n- ``size``\n- ``later``\n\n## Properties\n\n### size\n\nThe size.\n\n```objc\n@property int size\n```\n\n### later\n\nA later one.\n\n```objc\n@property int later\n```\n\n- Availability: iOS 6.0\n"
        ])
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        let check = try BinaryRunner.run(["check", "--content", library.content.path, "--strict"], environment: environment)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(!check.stderr.contains("missing-availability"), "\(check.stderr)")
        for (words, version) in [(["Old", "size"], "2.0"), (["Old"], "2.0"), (["New", "size"], "5.0"), (["New", "later"], "6.0")] {
            let output = try BinaryRunner.run(["--content", library.content.path, "--no-pager"] + words, environment: environment)
            #expect(output.stdout.contains("Introduced in iOS \(version)."), "\(words): \(output.stdout)")
        }
        let bad = try TemporaryLibrary(["library.yml": "title: T\nunmarked-availability: [2.0]\n", "Kit/A.md": "# A\n\nA.\n"])
        defer {
            try? FileManager.default.removeItem(at: bad.content)
            try? FileManager.default.removeItem(at: bad.index)
        }
        let wrong = try BinaryRunner.run(["check", "--content", bad.content.path], environment: ["APIREF_INDEX_DIR": bad.index.path])
        #expect(wrong.stderr.contains("library.yml:2:24: error: 'unmarked-availability' must be platforms and versions"), "\(wrong.stderr)")
    }
}
