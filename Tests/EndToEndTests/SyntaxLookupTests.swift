import Foundation
import Testing

/// `--syntax`, `APIREF_SYNTAX` and `library.yml`'s `syntax:` as a reader meets them: the
/// built binary on a copy of `Fixtures/Syntax`, through the front's page cache too.
@Suite(.serialized) struct SyntaxLookupTests {
    let library: TemporaryLibrary

    init() throws {
        let fixture = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/Syntax")
        var files: [String: String] = [:]
        for path in ["library.yml", "Kit/GKShelf.md", "Kit/GKShelf.ja.md", "Kit/GKPosition.md", "Kit/GKPosition+Shelf.md"] {
            files[path] = try String(contentsOf: fixture.appendingPathComponent(path), encoding: .utf8)
        }
        library = try TemporaryLibrary(files)
    }

    func lookup(_ arguments: [String], environment: [String: String] = [:]) throws -> BinaryRunner.Output {
        try BinaryRunner.run(
            ["--content", library.content.path] + arguments,
            environment: ["APIREF_INDEX_DIR": library.index.path, "APIREF_PAGE_CACHE": "off"].merging(environment) { $1 })
    }

    func setLibrarySyntax(_ syntax: String) throws {
        let file = library.content.appendingPathComponent("library.yml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "syntax: \(syntax)\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func swiftIsTheDefaultAndTheFlagChoosesObjectiveC() throws {
        let swift = try lookup(["GKShelf"])
        #expect(swift.status == 0)
        #expect(swift.stdout.contains("dequeueItem(withIdentifier:for:)"))
        #expect(swift.stdout.contains("let item = shelf.dequeueItem"))
        #expect(!swift.stdout.contains("GKItem *item"))
        let objc = try lookup(["--syntax", "objc", "GKShelf"])
        #expect(objc.stdout.contains("GKItem *item"))
        #expect(objc.stdout.contains("makeConfiguration() (Swift only)"))
        #expect(!objc.stdout.contains("let item"))
        // The argument parser's path (an option it alone reads) says the same.
        let parsed = try lookup(["lookup", "--syntax", "objc", "--color", "never", "GKShelf"])
        #expect(parsed.stdout == objc.stdout)
    }

    @Test func theFlagWinsOverTheEnvironmentWhichWinsOverTheLibrary() throws {
        try setLibrarySyntax("objc")
        #expect(try lookup(["GKShelf", "style"]).stdout.contains("@property(nonatomic) GKShelfStyle style"))
        #expect(
            try lookup(["GKShelf", "style"], environment: ["APIREF_SYNTAX": "swift"]).stdout.contains(
                "var style: GKShelf.Style { get set }"))
        #expect(
            try lookup(["--syntax", "objc", "GKShelf", "style"], environment: ["APIREF_SYNTAX": "swift"]).stdout
                .contains("@property(nonatomic) GKShelfStyle style"))
    }

    @Test func aSyntaxThatNamesNoneIsAUsageError() throws {
        for (arguments, environment) in [
            (["--syntax", "cobol", "GKShelf"], [:]), (["GKShelf"], ["APIREF_SYNTAX": "cobol"]),
            (["lookup", "--syntax", "cobol", "GKShelf"], [:])
        ] as [([String], [String: String])] {
            let output = try lookup(arguments, environment: environment)
            #expect(output.status == 2, "\(arguments) \(environment)")
            #expect(output.stderr.contains("'cobol' is not a syntax"))
            #expect(output.stdout.isEmpty)
        }
    }

    @Test func aBadLibrarySyntaxIsReportedWhereItIs() throws {
        try setLibrarySyntax("cobol")
        let check = try BinaryRunner.run(
            ["check", "--content", library.content.path], environment: ["APIREF_INDEX_DIR": library.index.path])
        #expect(check.status == 1)
        #expect(
            check.stdout.contains("library.yml:5:9: error: 'syntax' must be swift or objc")
                || check.stderr.contains("library.yml:5:9: error: 'syntax' must be swift or objc"),
            "\(check.stdout)\(check.stderr)")
    }

    @Test func theJapanesePageShowsTheChosenSyntax() throws {
        let swift = try lookup(["--lang", "ja", "GKShelf"])
        let flat = swift.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("新しく作らずに dequeueItem(withIdentifier:for:) で受け取り、GKShelf.Style.grouped のような style"), "\(swift.stdout)")
        #expect(swift.stdout.contains("let item = shelf.dequeueItem"))
        let objc = try lookup(["--lang", "ja", "--syntax", "objc", "GKShelf"])
        let flatObjC = objc.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flatObjC.contains("dequeueItemWithIdentifier:forIndex: で受け取り、GKShelfStyleGrouped の"))
        #expect(objc.stdout.contains("makeConfiguration() （Swift のみ）"))
        #expect(objc.stdout.contains("GKItem *item"))
    }

    /// A page whose Swift name changes changes the links to it: in the terminal, and on the
    /// pages of a site built before (which is updated, not built again from nothing).
    @Test func aRenamedSwiftTypeIsRenamedInThePagesThatLinkToIt() throws {
        let site = library.content.appendingPathComponent("../\(library.content.lastPathComponent)-site").standardizedFileURL
        let build = ["build", "--content", library.content.path, "--output", site.path]
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        #expect(try BinaryRunner.run(build, environment: environment).status == 0)
        #expect(try lookup(["GKShelf"]).stdout.contains("Positions are Position values."))
        let file = library.content.appendingPathComponent("Kit/GKPosition.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "swift-name: Position", with: "swift-name: Place").write(
            to: file, atomically: false, encoding: .utf8)
        #expect(try lookup(["GKShelf"]).stdout.contains("Positions are Place values."))
        #expect(try BinaryRunner.run(build, environment: environment).status == 0)
        let page = try String(contentsOf: site.appendingPathComponent("ShelfKit/GKShelf.html"), encoding: .utf8)
        #expect(page.contains(#"<span class="syntax-swift">Place</span><span class="syntax-objc">GKPosition</span>"#))
        #expect(!page.contains(#"<span class="syntax-swift">Position</span>"#))
    }

    /// A page cached for one syntax is never printed for the other.
    @Test func theCacheKeepsAPagePerSyntax() throws {
        let environment = ["APIREF_INDEX_DIR": library.index.path]
        func cached(_ arguments: [String], _ extra: [String: String] = [:]) throws -> BinaryRunner.Output {
            try BinaryRunner.run(["--content", library.content.path] + arguments, environment: environment.merging(extra) { $1 })
        }
        let objc = try cached(["--syntax", "objc", "GKPosition"])
        #expect(objc.stdout.contains("GKPosition — "))
        // Mark the stored page, so that output holding the marker came from the cache.
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(at: library.index, includingPropertiesForKeys: nil)
                .first { $0.pathExtension == "pages" })
        let entry = try #require(try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).first)
        let text = try String(contentsOf: entry, encoding: .utf8)
        try text.replacingOccurrences(of: "A place on a shelf", with: "From the cache").write(to: entry, atomically: true, encoding: .utf8)
        #expect(try cached(["--syntax", "objc", "GKPosition"]).stdout.contains("From the cache"))
        #expect(try cached(["GKPosition"], ["APIREF_SYNTAX": "objc"]).stdout.contains("From the cache"))
        let swift = try cached(["--syntax", "swift", "GKPosition"])
        #expect(swift.stdout.contains("Position — A place on a shelf"))
        #expect(!swift.stdout.contains("From the cache"))
        #expect(!(try cached(["GKPosition"]).stdout.contains("From the cache")))
    }
}
