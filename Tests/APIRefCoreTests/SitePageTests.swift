@testable import APIRefCore
@testable import APIRefRender
import Foundation
import Testing

/// Golden HTML of the shipped library's site: a class page, one member entry and the
/// deprecated page; `APIREF_RECORD=1` re-records them into `Golden/HTML`.
@Suite struct SitePageTests {
    static let templates = try! TemplateSet(folder: Fixtures.repository.appendingPathComponent("Templates"))
    static let site: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-golden-site-\(UUID().uuidString)")
        let library = ShippedLibraryTests.library
        let builder = SiteBuilder(table: library.table, title: library.configuration.title, templates: templates, baseURL: nil)
        let manifest = SiteManifest(publicSignature: "", stamps: [:], theme: templates, title: library.configuration.title, baseURL: nil)
        _ = try? builder.writeAll(into: folder, manifest: manifest)
        return folder
    }()

    @Test(arguments: [("class-page", "UIKit/UITableViewCell.html"), ("deprecated-page", "deprecated.html")])
    func rendersThePage(_ name: String, _ file: String) throws {
        let html = try String(contentsOf: Self.site.appendingPathComponent(file), encoding: .utf8)
        try Golden.check(html, against: Fixtures.golden.appendingPathComponent("HTML/\(name).html"))
    }

    @Test func rendersAMemberEntry() throws {
        let table = ShippedLibraryTests.library.table
        let symbol = try #require(table["UIKit/UITableViewCell/font"])
        let links = PageLinks(source: table, paths: SitePaths(symbols: table.symbols), file: "UIKit/UITableViewCell.html")
        let html = Self.templates.render("member", MemberEntryModel.make(symbol, links: links))
        #expect(html.contains("<div class=\"deprecation\" role=\"note\">"))
        try Golden.check(html, against: Fixtures.golden.appendingPathComponent("HTML/member-entry.html"))
    }

    @Test func pathsStayInsideTheSite() {
        var evil = Symbol(id: "../../etc/passwd", name: "../../etc/passwd", kind: .class, location: SourceLocation(path: "x", line: 1, column: 1))
        evil.framework = "../.."
        let paths = SitePaths(symbols: [evil])
        let file = paths.file(for: evil, in: SymbolTable([evil])) ?? ""
        #expect(!file.contains(".."))
        #expect(file.split(separator: "/").count == 2)
    }
}
