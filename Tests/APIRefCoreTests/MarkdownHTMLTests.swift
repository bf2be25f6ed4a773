import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// GFM tables keep their header row as a header (the HTML gets `<thead>` and `<th scope="col">`).
struct MarkdownTableTests {
    @Test func theFirstRowOfATableIsItsHeader() throws {
        let document = CmarkConverter.parse("| a | b |\n| --- | --- |\n| 1 | 2 |\n").document
        let table = try #require(document.children.first)
        let headers = table.children.map { row -> Bool in
            if case .tableRow(let isHeader) = row.kind { return isHeader }
            return false
        }
        #expect(headers == [true, false], "\(table)")
    }
}

/// The inline HTML allow-list: rendered, balanced, and everything else escaped and reported.
struct InlineHTMLTests {
    @Test func onlyTheAllowedTagsWithoutAttributesPass() {
        #expect(AllowedInlineHTML.tag("<kbd>") == .open("kbd"))
        #expect(AllowedInlineHTML.tag("</SUP>") == .close("sup"))
        #expect(AllowedInlineHTML.tag("<br />") == .lineBreak)
        #expect(AllowedInlineHTML.tag("<kbd class=\"x\">") == nil)
        #expect(AllowedInlineHTML.tag("<script>") == nil)
        #expect(AllowedInlineHTML.tag("<img src=x onerror=alert(1)>") == nil)
    }

    @Test func pagesRenderThemBalancedAndCheckReportsTheRest() throws {
        let folder = Scratch.directory.appendingPathComponent("apiref-html-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        try "title: T\n".write(to: folder.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        kind: class
        availability: iOS 2.0
        ---

        # Foo

        Press <kbd>K</kbd>, then </sub> H<sub>2</sub>O and <sup>open, with <b onclick="x">bold</b>.

        """.write(to: folder.appendingPathComponent("Kit/Foo.md"), atomically: true, encoding: .utf8)
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "L"))
        let html = library.diagnostics.filter { $0.id == "inline-html" }
        #expect(html.map(\.location.description) == ["L/Kit/Foo.md:8:68", "L/Kit/Foo.md:8:87"], "\(html)")
        let page = try #require(library.symbols.first { $0.name == "Foo" })
        let rendered = HTMLMarkdown(href: { _ in nil }).inlines(page.summary)
        #expect(
            rendered == "Press <kbd>K</kbd>, then  H<sub>2</sub>O and <sup>open, with &lt;b onclick=&quot;x&quot;&gt;bold&lt;/b&gt;.</sup>")
    }
}

/// Links written as paths to Markdown files lead to those files' pages, or are reported.
struct FileLinkTests {
    @Test func aLinkToAMarkdownFileLeadsToItsPage() throws {
        let folder = Scratch.directory.appendingPathComponent("apiref-filelinks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["Kit", "Articles"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try "title: T\n".write(to: folder.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        try
            "---\nkind: class\navailability: iOS 2.0\n---\n\n# Foo\n\nSee [Bar](Bar.md#part), [the article](../Articles/Art.md) and [nothing](Nope.md).\n"
            .write(to: folder.appendingPathComponent("Kit/Foo.md"), atomically: true, encoding: .utf8)
        try "---\nkind: class\navailability: iOS 2.0\n---\n\n# Bar\n\nA bar.\n".write(
            to: folder.appendingPathComponent("Kit/Bar.md"), atomically: true, encoding: .utf8)
        try "# Art\n\nAn article.\n".write(to: folder.appendingPathComponent("Articles/Art.md"), atomically: true, encoding: .utf8)
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "L"))
        #expect(library.diagnostics.filter { $0.id == "broken-file-link" }.map(\.location.description) == ["L/Kit/Foo.md:8:73"])
        let foo = try #require(library.symbols.first { $0.name == "Foo" })
        var destinations: [String] = []
        for node in foo.summary { node.forEach { if case .link(let destination, _) = $0.kind { destinations.append(destination) } } }
        #expect(destinations == ["apiref-page:Kit/Bar#part", "apiref-page:Articles/Art", "Nope.md"])
        #expect(FileLinks.target(of: destinations[0])! == ("Kit/Bar", "#part"))
    }
}

/// Local images: reported when missing or outside the library; listed for the site to copy.
struct ContentImageTests {
    @Test func missingImagesAreErrorsAndPresentOnesAreListed() throws {
        let folder = Scratch.directory.appendingPathComponent("apiref-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit/images"), withIntermediateDirectories: true)
        try "title: T\n".write(to: folder.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
        try Data("png".utf8).write(to: folder.appendingPathComponent("Kit/images/cell.png"))
        try
            "---\nkind: class\navailability: iOS 2.0\n---\n\n# Foo\n\nA foo.\n\n![a](images/cell.png) ![b](images/gone.png) ![c](../../x.png) ![d](https://example.org/x.png)\n"
            .write(to: folder.appendingPathComponent("Kit/Foo.md"), atomically: true, encoding: .utf8)
        let library = try ReferenceLibrary.load(ContentFolder(url: folder, displayPath: "L"))
        let images = library.diagnostics.filter { $0.id == "missing-image" }
        #expect(images.map(\.location.description) == ["L/Kit/Foo.md:10:23", "L/Kit/Foo.md:10:45"], "\(images)")
        #expect(images.allSatisfy { $0.severity == .error })
        #expect(
            ContentImages.files(in: folder, confinement: ConfinedFolders([folder]), display: "L").files.map(\.path) == [
                "Kit/images/cell.png"
            ])
    }
}
