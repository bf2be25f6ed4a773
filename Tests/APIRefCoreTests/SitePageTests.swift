import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex
@testable import APIRefRender

/// Golden HTML of the shipped library's site: a class page, one member entry and the
/// deprecated page; `APIREF_RECORD=1` re-records them into `Golden/HTML`.
@Suite struct SitePageTests {
    static let loadedTemplates = Result { try TemplateSet(folder: Fixtures.repository.appendingPathComponent("Templates")) }
    static var templates: TemplateSet {
        get throws { try loadedTemplates.get() }
    }
    static let loadedSite = Result {
        let folder = Scratch.directory.appendingPathComponent("apiref-golden-site-\(UUID().uuidString)")
        let library = try ShippedLibraryTests.library
        let builder = SiteBuilder(symbols: library.table, title: library.configuration.title, templates: try templates, baseURL: nil)
        _ = try builder.writeAll(into: folder)
        return folder
    }
    static var site: URL {
        get throws { try loadedSite.get() }
    }

    @Test(arguments: [("class-page", "UIKit/UITableViewCell.html"), ("deprecated-page", "deprecated.html")])
    func rendersThePage(_ name: String, _ file: String) throws {
        let html = try String(contentsOf: Self.site.appendingPathComponent(file), encoding: .utf8)
        try Golden.check(html, against: Fixtures.golden.appendingPathComponent("HTML/\(name).html"))
    }

    /// Rendering by shape is only a faster way to the same bytes: the shipped library's
    /// whole site, as a website and as a docset's pages, equals the one rendered with
    /// swift-mustache alone.
    @Test(arguments: [SiteFlavor.website, .docset])
    func aSiteRenderedByShapeEqualsOneRenderedDirectly(_ flavor: SiteFlavor) throws {
        let library = try ShippedLibraryTests.library
        let folder = Fixtures.repository.appendingPathComponent("Templates")
        func build(_ templates: TemplateSet) throws -> [String: Data] {
            let output = Scratch.directory.appendingPathComponent("apiref-shape-site-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: output) }
            var builder = SiteBuilder(
                symbols: library.table, title: library.configuration.title, templates: templates, baseURL: "https://example.com/ref")
            builder.flavor = flavor
            _ = try builder.writeAll(into: output)
            let files = FileManager.default.enumerator(atPath: output.path)?.compactMap { $0 as? String } ?? []
            return Dictionary(
                uniqueKeysWithValues: try files.filter { !$0.hasPrefix("assets") }.compactMap { file -> (String, Data)? in
                    var isFolder: ObjCBool = false
                    FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path, isDirectory: &isFolder)
                    return isFolder.boolValue ? nil : (file, try Data(contentsOf: output.appendingPathComponent(file)))
                })
        }
        let shaped = try TemplateSet(folder: folder)
        let byShape = try build(shaped)
        let direct = try build(try TemplateSet(folder: folder, byShape: false))
        #expect(shaped.fragments.counts.compiled > 20, "the site went through compiled shapes")
        #expect(byShape.count > 15)
        #expect(Set(byShape.keys) == Set(direct.keys))
        for (file, bytes) in direct where byShape[file] != bytes {
            Issue.record("\(file) differs when rendered by shape")
        }
    }

    @Test func rendersAMemberEntry() throws {
        let table = try ShippedLibraryTests.library.table
        let symbol = try #require(table["UIKit/UITableViewCell/font"])
        let links = PageLinks(source: table, paths: SitePaths(symbols: table.symbols), file: "UIKit/UITableViewCell.html")
        let parts = try PageFragments(
            fragments: Self.templates.fragments,
            shared: ["labels": .shared(SiteLanguage.single.templateLabels)])
        let html = parts.member(symbol, on: try #require(table["UIKit/UITableViewCell"]), links: links)
        #expect(html.contains("<div class=\"deprecation\" role=\"note\">"))
        try Golden.check(html, against: Fixtures.golden.appendingPathComponent("HTML/member-entry.html"))
    }

    /// UITableView (UIScrollView : UIView : UIResponder : NSObject) reuses the sections
    /// UITableViewCell (UIView : UIResponder : NSObject) already rendered; only UIScrollView's is new.
    @Test func aSuperclassSectionIsRenderedOncePerFolder() throws {
        let table = try ShippedLibraryTests.library.table
        let paths = SitePaths(symbols: table.symbols)
        let sections = try InheritedSections(templates: Self.templates)
        func owners(_ id: String) throws -> [(owner: String, html: String)] {
            let page = try #require(table[id])
            let links = PageLinks(source: table, paths: paths, file: try #require(paths.file(for: page, in: table)))
            return sections.sections(of: page, links: links).map { fields in
                func text(_ name: String) -> String { if case .text(let text)? = fields[name] { text } else { "" } }
                return (text("owner"), text("html"))
            }
        }
        let cell = try owners("UIKit/UITableViewCell")
        #expect(cell.map(\.owner) == ["UIView", "UIResponder", "NSObject"])
        #expect(sections.renderedCount == 3)
        let tableView = try owners("UIKit/UITableView")
        #expect(tableView.map(\.owner) == ["UIScrollView", "UIView", "UIResponder", "NSObject"])
        #expect(sections.renderedCount == 4)
        #expect(tableView.dropFirst().map(\.html) == cell.map(\.html))
        #expect(cell[0].html.hasPrefix("<section class=\"inherited\" aria-labelledby=\"inherited-UIView\">"))
    }

    @Test func pathsStayInsideTheSite() {
        var evil = Symbol(
            id: "../../etc/passwd", name: "../../etc/passwd", kind: .class, location: SourceLocation(path: "x", line: 1, column: 1))
        evil.framework = "../.."
        let paths = SitePaths(symbols: [evil])
        let file = paths.file(for: evil, in: SymbolTable([evil])) ?? ""
        #expect(!file.contains(".."))
        #expect(file.split(separator: "/").count == 2)
    }

    @Test func anchorsKeepNamesAndDropSpacesAndControls() {
        #expect(SitePaths.anchor(for: "tableView:cellForRowAtIndexPath:") == "tableView:cellForRowAtIndexPath:")
        #expect(SitePaths.anchor(for: "Table View Cell") == "Table-View-Cell")
        #expect(SitePaths.anchor(for: "a\u{00A0}b\u{7}c") == "abc")
        #expect(SitePaths.anchor(for: "é") == "é")
        #expect(SitePaths.anchor(for: "") == "symbol")
    }

    /// The index-backed build reads bodies a batch at a time (`SitePageBatches`); with
    /// batches of one page it must still write the very files the in-memory build writes.
    @Test func aBuildFromTheIndexEqualsTheBuildInMemory() throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-indexed-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Without history.json, which only the index reads (the Changes part).
        let content = scratch.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Content"), to: content)
        try? FileManager.default.removeItem(at: content.appendingPathComponent(HistoryFile.fileName))
        let folder = ContentFolder(url: content, displayPath: "Content")
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        let library = try ShippedLibraryTests.library
        var builder = try SiteBuilder(
            symbols: try IndexedSiteSymbols(library: index.unscopedLibrary), title: library.configuration.title, templates: Self.templates,
            baseURL: nil)
        builder.pagesPerBatch = 1
        let site = scratch.appendingPathComponent("site")
        let pages = try builder.writeAll(into: site)
        #expect(pages > 20)
        let files = try #require(FileManager.default.subpaths(atPath: try Self.site.path)).filter {
            $0.hasSuffix(".html") || $0.hasSuffix(".js")
        }
        #expect(files.count > 20)
        for file in files {
            let expected = try Data(contentsOf: Self.site.appendingPathComponent(file))
            #expect(try Data(contentsOf: site.appendingPathComponent(file)) == expected, "\(file)")
        }
    }

    /// A read that failed behind an answer that can only be nil (`IndexLibrary`) keeps a site
    /// from being published: the build throws and the folder it would replace is as it was.
    @Test func aFailedReadKeepsTheSiteUnpublished() throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-failed-read-site-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        let library = index.unscopedLibrary
        let symbols = try IndexedSiteSymbols(library: library)
        let builder = try SiteBuilder(symbols: symbols, title: "T", templates: Self.templates, baseURL: nil)
        let manifest = try SiteManifest(publicSignature: "", stamps: [:], theme: Self.templates, title: "T", baseURL: nil)
        let site = scratch.appendingPathComponent("site")
        _ = try builder.build(into: site, force: false, manifest: manifest)
        let before = try #require(FileManager.default.subpaths(atPath: site.path)).sorted()
        try "keep".write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        library.record(IndexReadError(path: index.url.path, CocoaError(.fileReadCorruptFile)))
        #expect(throws: IndexReadError.self) { try builder.build(into: site, force: false, manifest: manifest) }
        #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "keep")
        #expect(try #require(FileManager.default.subpaths(atPath: site.path)).sorted() == before)
        // A translation's copy reads through the same library as the copy under it.
        let source = LocalizedSymbolSource(base: library, folder: folder, strings: LanguageStrings(language: "ja"))
        #expect(throws: IndexReadError.self) { try LocalizedSiteSymbols(base: symbols, source: source).throwIfAReadFailed() }
    }

    /// What's new lists pages, and members that came after their page; a member that came
    /// with its page is on that page already.
    @Test func whatsNewListsMembersAddedAfterTheirPage() throws {
        let table = try ShippedLibraryTests.library.table
        let cell = try #require(table["UIKit/UITableViewCell"])
        let ios2 = try #require(Version("2.0"))
        let ios3 = try #require(Version("3.0"))
        #expect(ListingPageModels.isNew(cell, on: "iOS", in: ios2, source: table))
        let member = try #require(table["UIKit/UITableViewCell/reuseIdentifier"])
        #expect(!ListingPageModels.isNew(member, on: "iOS", in: ios2, source: table))
        #expect(ListingPageModels.isNew(member, on: "iOS", in: ios3, source: table))
        let html = try String(contentsOf: Self.site.appendingPathComponent("whats-new.html"), encoding: .utf8)
        #expect(html.contains("UITableViewCell.html\"><code>UITableViewCell</code>"))
        #expect(!html.contains("<code>UITableViewCell.reuseIdentifier</code>"))
        #expect(html.contains("<code>UITableViewCell.textLabel</code>"))
    }
}
