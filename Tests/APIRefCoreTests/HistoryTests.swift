import APIRefProcess
import Foundation
import Testing

@testable import APIRefCommands
@testable import APIRefCore
@testable import APIRefImport
@testable import APIRefIndex
@testable import APIRefRender

/// `apiref history import` over three releases of hand-written graphs (Fixtures/History:
/// HK-1.0 Objective-C only, HK-2.0 and HK-3.0 with Swift graphs), the file it writes read
/// back into the index, `apiref changes`, the HISTORY section and a bad history file.
@Suite struct HistoryTests {
    static let fixtures = Fixtures.root.appendingPathComponent("History")

    static var releases: [HistoryImport.Release] {
        get throws {
            try HistoryImportRun.releases(["3.0", "1.0", "2.0"].map { fixtures.appendingPathComponent("HK-\($0)").path })
        }
    }

    /// A copy of the fixture content, so that a test can add its own history.json.
    private func content() throws -> (ContentFolder, URL, () -> Void) {
        let root = Scratch.directory.appendingPathComponent("apiref-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("content"), to: root.appendingPathComponent("content"))
        let folder = ContentFolder(url: root.appendingPathComponent("content"), displayPath: "content")
        return (folder, root.appendingPathComponent("index.sqlite"), { try? FileManager.default.removeItem(at: root) })
    }

    private func imported(_ index: SymbolIndex) throws -> HistoryFile {
        try HistoryImport.run(try Self.releases, documented: try index.allSymbols()).file
    }

    @Test func eachKindOfChangeIsRecordedOnce() throws {
        let (folder, indexURL, cleanUp) = try content()
        defer { cleanUp() }
        let file = try imported(try SymbolIndex.open(folder, at: indexURL))
        let v = { (text: String) in Version(text)! }
        #expect(file.releases == [v("1.0"), v("2.0"), v("3.0")])
        #expect(
            file.symbols["Kit/HKCell/textLabel"] == [
                HistoryEvent(release: v("2.0"), kind: .toBeDeprecated, message: "Use content configurations instead.")
            ])
        // Deprecated in the Objective-C graph of 2.0; the message and replacement come from 3.0's Swift graph.
        #expect(
            file.symbols["Kit/HKCell/reload"] == [
                HistoryEvent(
                    release: v("2.0"), version: v("2.0"), kind: .deprecated, message: "Use reloadAll() instead.", replacement: "reloadAll()"
                )
            ])
        #expect(
            file.symbols["Kit/HKCell/title"] == [
                HistoryEvent(
                    release: v("2.0"), kind: .declaration, language: .objectiveC,
                    old: "@property(nonatomic, copy) NSString *title", new: "@property(nonatomic, copy, nullable) NSString *title")
            ])
        #expect(
            file.symbols["Kit/HKCell/setText:"] == [
                HistoryEvent(release: v("3.0"), kind: .renamed, language: .swift, old: "update(text:)", new: "apply(text:)")
            ])
        #expect(file.symbols["Kit/HKCell/legacyStyle"] == [HistoryEvent(release: v("3.0"), kind: .removed)])
        #expect(file.symbols["Kit/HKCell/shadowColor"] == [HistoryEvent(release: v("2.0"), version: v("2.0"), kind: .introduced)])
        // Swift-only, found by its Swift path.
        #expect(file.symbols["Kit/HKCell/makeConfiguration()"] == [HistoryEvent(release: v("3.0"), version: v("3.0"), kind: .introduced)])
        // The class itself did not change; a symbol that did not change is not in the file.
        #expect(file.symbols["Kit/HKCell"] == nil)
        #expect(file.eventCount == 7)
    }

    @Test func theFileIsDeterministicAndReadsBack() throws {
        let (folder, indexURL, cleanUp) = try content()
        defer { cleanUp() }
        let index = try SymbolIndex.open(folder, at: indexURL)
        let file = try imported(index)
        #expect(try imported(index).text() == file.text())
        let (read, diagnostics) = HistoryFile.read(Data(file.text().utf8), path: "history.json")
        #expect(diagnostics.isEmpty)
        #expect(read == file)
        // One event per line: a change to one event changes one line.
        #expect(file.text().split(separator: "\n").filter { $0.contains("\"kind\"") }.count == file.eventCount)
    }

    /// A member matches by kind, else by name on the same side: a class method that became
    /// a class property is the same member; an instance method of the same name is not.
    @Test func graphSymbolsFindTheirPages() {
        func member(_ name: String, _ kind: SymbolKind, declaration: String? = nil) -> Symbol {
            var symbol = Symbol(
                id: "Kit/NSBundle/\(name)/\(kind.rawValue)", name: name, kind: kind, location: SourceLocation(path: "p", line: 1, column: 1)
            )
            symbol.container = "NSBundle"
            symbol.declaration = declaration
            return symbol
        }
        let page = Symbol(id: "Kit/NSBundle", name: "NSBundle", kind: .class, location: SourceLocation(path: "p", line: 1, column: 1))
        let documented = DocumentedSymbols([
            page, member("pathForResource:", .classMethod), member("mainBundle", .classMethod),
            member("bundlePath", .instanceMethod)
        ])
        let state = GraphSymbolState(path: [], kind: "", declaration: "", name: "")
        func match(_ identifier: String) -> String? { documented.match(identifier: identifier, state: state)?.id }
        #expect(match("c:objc(cs)NSBundle") == "Kit/NSBundle")
        #expect(match("c:objc(cs)NSBundle(cm)pathForResource:") == "Kit/NSBundle/pathForResource:/classMethod")
        #expect(match("c:objc(cs)NSBundle(im)pathForResource:") == nil)
        #expect(match("c:objc(cs)NSBundle(cpy)mainBundle") == "Kit/NSBundle/mainBundle/classMethod")
        #expect(documented.match(identifier: "c:objc(cs)NSBundle(cpy)mainBundle", state: state)?.exact == false)
        #expect(match("c:objc(cs)NSBundle(py)bundlePath") == "Kit/NSBundle/bundlePath/instanceMethod")
        #expect(match("c:objc(cs)NSBundle(py)mainBundle") == nil)
    }

    @Test func releasesAreNamedByFolderOrVersion() throws {
        #expect(try HistoryImportRun.releases(["sdk/iOS-14.5", "9.3=old"]).map(\.version.description) == ["9.3", "14.5"])
        #expect(throws: ToolError.self) { try HistoryImportRun.releases(["sdk/graphs", "sdk/iOS-9.3"]) }
        #expect(throws: ToolError.self) { try HistoryImportRun.releases(["a/iOS-9.3", "9.3=b"]) }
        #expect(throws: ToolError.self) { try HistoryImportRun.releases(["a/iOS-9.3"]) }
    }

    /// Writes the imported history into the content folder and opens the index again.
    private func indexWithHistory() throws -> (SymbolIndex, ContentFolder, URL, () -> Void) {
        let (folder, indexURL, cleanUp) = try content()
        let file = try imported(try SymbolIndex.open(folder, at: indexURL))
        try file.text().write(to: folder.url.appendingPathComponent(HistoryFile.fileName), atomically: true, encoding: .utf8)
        return (try SymbolIndex.open(folder, at: indexURL), folder, indexURL, cleanUp)
    }

    @Test func theIndexReadsTheHistoryAndChangesFilterIt() throws {
        let (index, folder, indexURL, cleanUp) = try indexWithHistory()
        defer { cleanUp() }
        let all = try index.changes(from: Version("1.0")!, to: Version("3.0")!)
        #expect(all.count == 7)
        #expect(all.map(\.qualifiedName).prefix(4).sorted() == ["HKCell.reload", "HKCell.shadowColor", "HKCell.textLabel", "HKCell.title"])
        #expect(
            try index.changes(from: Version("2.0")!, to: Version("3.0")!).map(\.qualifiedName) == [
                "HKCell.makeConfiguration()", "HKCell.legacyStyle", "HKCell.setText:"
            ])
        #expect(
            try index.changes(from: Version("1.0")!, to: Version("3.0")!, groups: [.deprecated]).map(\.event.kind) == [
                .deprecated, .toBeDeprecated
            ])
        #expect(
            try index.changes(from: Version("1.0")!, to: Version("3.0")!, container: "hkcell", groups: [.removed]).map(\.name) == [
                "legacyStyle"
            ])
        #expect(try index.changes(from: Version("1.0")!, to: Version("3.0")!, container: "Other").isEmpty)
        #expect(throws: ToolError.self) {
            try ChangesListing.changes(in: index, from: Version("3.0")!, to: Version("2.0")!, container: nil, groups: [])
        }
        #expect(throws: ToolError.self) {
            try ChangesListing.changes(in: index, from: Version("3.0")!, to: Version("4.0")!, container: nil, groups: [])
        }
        let text = ChangesListing.text(all)
        #expect(text.contains("iOS 2.0\n  introduced\n    HKCell.shadowColor\n"))
        #expect(text.contains("  to be deprecated\n    HKCell.textLabel\n      Use content configurations instead.\n"))
        #expect(!text.contains("100000"))

        // A new history.json rebuilds the index, as a new library.yml does.
        let trimmed = HistoryFile(
            releases: [], symbols: ["Kit/HKCell/legacyStyle": [HistoryEvent(release: Version("3.0")!, kind: .removed)]])
        try trimmed.text().write(to: folder.url.appendingPathComponent(HistoryFile.fileName), atomically: true, encoding: .utf8)
        #expect(try SymbolIndex.open(folder, at: indexURL).changes(from: Version("1.0")!, to: Version("3.0")!).count == 1)
    }

    @Test func theHistorySection() throws {
        let (index, _, _, cleanUp) = try indexWithHistory()
        defer { cleanUp() }
        let renderer = TerminalPageRenderer(
            source: index.unscopedLibrary, syntax: .objectiveC, width: 72, usesEscapes: false, libraryTitle: "History Kit")
        var pages = ""
        for id in ["Kit/HKCell", "Kit/HKCell/textLabel"] {
            let symbol = try #require(try index.symbol(id: id))
            pages += renderer.page(for: symbol, history: try index.historyLines(for: symbol))
        }
        #expect(!pages.contains("100000"))
        try Golden.check(pages, against: Fixtures.golden.appendingPathComponent("history-section.txt"))
        let symbol = try #require(try index.symbol(id: "Kit/HKCell/textLabel"))
        #expect(!renderer.page(for: symbol).contains("HISTORY"))
    }

    /// The site reads many pages' history at once (`historyLines(for: [Symbol])`): the
    /// shipped library's thousands of ids, over several statements, give each page the lines
    /// asking for it alone gives.
    @Test func pagesReadTogetherGetTheLinesEachGetsAlone() throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-history-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        let pages = try index.identityTable().symbols.filter { $0.kind.isPage }
        let together = try index.historyLines(for: pages)
        #expect(together.count == pages.count)
        var withMembersHistory = 0
        for (page, lines) in zip(pages, together) {
            #expect(try lines == index.historyLines(for: page), "\(page.id)")
            if lines.contains(where: { $0.member != nil }) { withMembersHistory += 1 }
        }
        #expect(withMembersHistory >= 50, "the shipped history reaches many pages' members")
    }

    @Test func theSitePageHasAChangesPart() throws {
        let (index, _, indexURL, cleanUp) = try indexWithHistory()
        defer { cleanUp() }
        let builder = SiteBuilder(
            symbols: try IndexedSiteSymbols(library: index.unscopedLibrary), title: "History Kit", templates: try SitePageTests.templates,
            baseURL: nil)
        let site = indexURL.deletingLastPathComponent().appendingPathComponent("site")
        _ = try builder.writeAll(into: site)
        let page = try String(contentsOf: site.appendingPathComponent("Kit/HKCell.html"), encoding: .utf8)
        #expect(page.contains("<section class=\"changes\" aria-labelledby=\"section-changes\">"))
        #expect(
            page.contains("<li><span class=\"version\">iOS 2.0</span> to be deprecated textLabel: Use content configurations instead.</li>")
        )
        #expect(page.contains("<li><span class=\"version\">iOS 3.0</span> removed legacyStyle</li>"))
        // What's new lists each release's other changes under its introductions, linked to
        // the page; a release that introduced nothing gets a section of its own.
        let whatsNew = try String(contentsOf: site.appendingPathComponent("whats-new.html"), encoding: .utf8)
        #expect(whatsNew.contains("<h3>Other changes</h3>"), "\(whatsNew)")
        #expect(
            whatsNew.contains(
                "<li><a href=\"Kit/HKCell.html\"><code>HKCell.textLabel</code></a> to be deprecated: Use content configurations instead.</li>"
            ), "\(whatsNew)")
        #expect(whatsNew.contains("<li><a href=\"Kit/HKCell.html\"><code>HKCell.legacyStyle</code></a> removed</li>"), "\(whatsNew)")
        #expect(whatsNew.contains("<h2 id=\"iOS-3-0\">iOS 3.0</h2>"), "\(whatsNew)")
        #expect(!whatsNew.contains("100000"))
    }

    @Test(arguments: [
        (
            "{\n  \"format\": \"apiref-history-1\",\n  \"releases\": [\"1.0\"],\n  \"symbols\": {\n    \"Kit/HKCell\": [\n      {\"kind\":\"moved\",\"release\":\"2.0\"}\n    ]\n  }\n}\n",
            6, 1
        ),
        ("{\n  \"format\": \"apiref-history-1\",\n  \"releases\": [\"1.0\"\n  \"symbols\": {}\n}\n", 4, 3),
        ("{\n  \"format\": \"apiref-history-9\",\n  \"releases\": [],\n  \"symbols\": {}\n}\n", 2, 1)
    ])
    func aBadHistoryFileIsALocatedError(_ text: String, _ line: Int, _ column: Int) throws {
        let (folder, indexURL, cleanUp) = try content()
        defer { cleanUp() }
        try text.write(to: folder.url.appendingPathComponent(HistoryFile.fileName), atomically: true, encoding: .utf8)
        let index = try SymbolIndex.open(folder, at: indexURL)
        let found = try index.diagnostics().filter { $0.id == DiagnosticID.invalidHistory.rawValue }
        #expect(found.count == 1)
        #expect(found.first?.location == SourceLocation(path: "content/history.json", line: line, column: column))
        #expect(try index.historyEventCount == 0)
    }
}
