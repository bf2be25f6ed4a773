import APIRefCore
import Foundation
import Testing

/// `apiref build` end to end: the shipped library as a site whose every link works, and
/// the guarantees around it (safety, atomic replacement, sitemap).
@Suite(.serialized) struct SiteBuildTests {
    static func build(content: String? = nil, into output: URL, extra: [String] = []) throws -> BinaryRunner.Output {
        var arguments = ["build", "--output", output.path] + extra
        if let content { arguments += ["--content", content] }
        return try BinaryRunner.run(arguments)
    }

    static func temporaryOutput() -> URL {
        Scratch.directory.appendingPathComponent("apiref-site-\(UUID().uuidString)")
    }

    @Test func localImagesAreCopiedIntoEveryCopyOfTheSite() throws {
        let library = try TemporaryLibrary([
            "library.yml": "title: T\nlanguages: [en, ja]\n",
            "Kit/Foo.md": "---\nkind: class\navailability: iOS 2.0\n---\n\n# Foo\n\nA foo.\n\n![A cell](images/cell.png)\n",
            "Kit/images/cell.png": "not really a png"
        ])
        defer {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
        let output = Self.temporaryOutput()
        let result = try Self.build(content: library.content.path, into: output)
        #expect(result.status == 0, "\(result.stderr)")
        for copy in ["", "ja/"] {
            #expect(
                FileManager.default.contents(atPath: output.appendingPathComponent(copy + "Kit/images/cell.png").path)
                    == Data("not really a png".utf8))
        }
        let page = try String(contentsOf: output.appendingPathComponent("Kit/Foo.html"), encoding: .utf8)
        #expect(page.contains("<img src=\"images/cell.png\" alt=\"A cell\">"))
    }

    @Test func theShippedLibraryBuildsWithNoBrokenLinkOrAnchor() throws {
        let output = Self.temporaryOutput()
        let result = try Self.build(into: output, extra: ["--base-url", "https://example.org/docs/"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "wrote 123 pages to \(output.path)\n")
        let crawler = SiteCrawler(root: output)
        // English at the root, and the Japanese copy under ja/ (library.yml: languages: [en, ja]).
        #expect(crawler.htmlFiles.count == 246)
        #expect(crawler.htmlFiles.filter { $0.hasPrefix("ja/") }.count == 123)
        #expect(crawler.brokenLinks() == [])
        // Beside each page its Markdown copy, and llms.txt at the root of each copy: their links resolve too.
        let markdown = MarkdownSiteLinks(root: output)
        #expect(markdown.files.count == 2 * (123 - 6) + 2)
        #expect(markdown.files.filter { $0.hasPrefix("ja/") }.count == 123 - 6 + 1)
        #expect(markdown.brokenLinks() == [])
        #expect(
            crawler.text("llms.txt").hasPrefix("# iOS UIKit and Foundation Reference\n\n> Foundation, UIKit: the reference as Markdown"))
        #expect(crawler.text("llms.txt").contains("\n- [UITableViewCell](UIKit/UITableViewCell.md): "))
        #expect(
            crawler.text("UIKit/UITableViewCell.md").contains(
                "**Deprecated in iOS 3.0.** Use [`UITableViewCell.textLabel`](#textLabel) instead."))
        // Breadcrumbs as plain links, and as BreadcrumbList data with absolute URLs.
        let classPage = try String(contentsOf: output.appendingPathComponent("UIKit/UITableViewCell.html"), encoding: .utf8)
        #expect(
            classPage.contains(
                "<li><a href=\"../index.html#framework-UIKit\">UIKit</a></li>\n<li><span aria-current=\"page\">UITableViewCell</span></li>")
        )
        let data = try #require(
            classPage.components(separatedBy: "<script type=\"application/ld+json\">").last?.components(separatedBy: "</script>").first)
        let trail = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let items = try #require(trail["itemListElement"] as? [[String: Any]])
        #expect(
            items.compactMap { $0["item"] as? String } == [
                "https://example.org/docs/index.html", "https://example.org/docs/index.html#framework-UIKit",
                "https://example.org/docs/UIKit/UITableViewCell.html"
            ])
        // A host serves 404.html for a missing page at any depth: its links are absolute.
        let notFound = try String(contentsOf: output.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("href=\"https://example.org/docs/assets/style.css\""))
        #expect(notFound.contains("<a href=\"https://example.org/docs/index.html\">"))
        let japaneseNotFound = try String(contentsOf: output.appendingPathComponent("ja/404.html"), encoding: .utf8)
        #expect(japaneseNotFound.contains("href=\"https://example.org/docs/ja/assets/style.css\""))
        for file in [
            "index.html", "deprecated.html", "whats-new.html", "coverage.html", "ja/coverage.html", "search.html", "404.html",
            "search/index.js",
            "sitemap.xml", "assets/style.css", "assets/search.js", "UIKit/UITableViewCell.html", "Articles/CustomCellFromNib.html"
        ] {
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent(file).path), "\(file)")
        }
        let sitemap = crawler.text("sitemap.xml")
        #expect(sitemap.contains("<loc>https://example.org/docs/UIKit/UITableViewCell.html</loc>"))
        // The coverage page, linked from the home page (its links checked with the others) and listed.
        #expect(crawler.text("index.html").contains("<p><a href=\"coverage.html\">Documentation Coverage</a></p>"))
        #expect(crawler.text("coverage.html").contains("<a href=\"UIKit/UITableViewCell.html\">UITableViewCell</a>"))
        #expect(sitemap.contains("<loc>https://example.org/docs/coverage.html</loc>"))
        let cell = crawler.text("UIKit/UITableViewCell.html")
        #expect(SiteCrawler.attributes("href", in: cell).filter { $0.contains("#") }.count > 100, "the crawl must see the anchors")
        #expect(cell.contains("Inherited from <a href=\"../UIKit/UIView.html\">UIView</a>"))
        #expect(cell.contains("<h2 id=\"mentioned-in\">Mentioned in</h2>"))
        #expect(
            cell.contains(
                "<strong>Deprecated in iOS 3.0.</strong> Use <a href=\"#textLabel\"><code>UITableViewCell.textLabel</code></a> instead."))
        // No external resources: every link and source is relative (the breadcrumbs' structured
        // data names absolute URLs, but nothing loads them).
        for page in [crawler.text("index.html"), cell] {
            let references = SiteCrawler.attributes("href", in: page) + SiteCrawler.attributes("src", in: page)
            #expect(!references.contains { $0.hasPrefix("http:") || $0.hasPrefix("https:") || $0.hasPrefix("//") }, "no external resources")
        }
    }

    @Test func contentNeverInjectsMarkup() throws {
        let page = """
            ---
            kind: class
            availability: iOS 2.0
            ---

            # Evil

            A page that tries <script>alert(1)</script> inline and <img src=x onerror="alert(2)">.

            ## Overview

            <script>alert(3)</script>

            <div onclick="alert(4)">raw block</div>

            [click](javascript:alert(5)) [also](JaVaScRiPt:alert(6)) [data](data:text/html,x) [fine](https://example.org "a \\"quoted\\" title")
            """
        let content = try BinaryRunner.temporaryFolder(["Kit/Evil.md": page, "library.yml": "title: T\n"])
        let output = Self.temporaryOutput()
        let result = try Self.build(content: content.path, into: output)
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output.appendingPathComponent("Kit/Evil.html"), encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!html.contains("<img src=x") && !html.contains("onerror=\"alert"))
        #expect(!html.contains("<div onclick"))
        #expect(!html.lowercased().contains("javascript:") && !html.contains("data:text/html"))
        #expect(html.contains("<a href=\"https://example.org\" title=\"a &quot;quoted&quot; title\">fine</a>"))
    }

    @Test func refusesToReplaceAFolderItDidNotWriteUnlessForced() throws {
        let output = try BinaryRunner.temporaryFolder(["notes.txt": "mine"])
        let refused = try Self.build(into: output)
        #expect(refused.status == 2, "the fix is an option the user adds: a usage error")
        #expect(refused.stderr.contains("is not empty and was not written by apiref; use --force"))
        #expect(try String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        #expect(try Self.build(into: output, extra: ["--force"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("notes.txt").path))
        #expect(try Self.build(into: output).status == 0, "a folder apiref wrote is replaced without --force")
    }

    @Test func aFailedBuildLeavesThePreviousSiteUntouched() throws {
        let output = Self.temporaryOutput()
        #expect(try Self.build(into: output).status == 0)
        let before = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        let theme = try BinaryRunner.temporaryFolder(["layout.mustache": "{{#broken}}never closed"])
        let failed = try Self.build(into: output, extra: ["--templates", theme.path])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("apiref: \(theme.path)"))
        #expect(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)
            .filter { $0.hasPrefix(".\(output.lastPathComponent).") }
        #expect(leftovers == [])
    }

    /// A build killed halfway leaves its staging folder (`.site.building-PID@HOST`) and, killed
    /// during the swap, the site it replaced (`.site.previous-PID@HOST`); the next build removes them.
    @Test func aBuildRemovesWhatAKilledBuildLeft() throws {
        let output = Self.temporaryOutput()
        #expect(try Self.build(into: output).status == 0)
        let parent = output.deletingLastPathComponent()
        let gone = LeftoverFiles.tag(of: 2147483646)
        let left = [".\(output.lastPathComponent).building-\(gone)", ".\(output.lastPathComponent).previous-\(gone)"]
        for name in left {
            try FileManager.default.createDirectory(at: parent.appendingPathComponent("\(name)/UIKit"), withIntermediateDirectories: true)
        }
        #expect(try Self.build(into: output).status == 0)
        let after = try FileManager.default.contentsOfDirectory(atPath: parent.path)
        #expect(Set(after).isDisjoint(with: left))
        #expect(after.contains(output.lastPathComponent))
    }

    @Test func contentWithErrorsIsNotPublished() throws {
        let output = Self.temporaryOutput()
        let result = try Self.build(content: BinaryRunner.fixture("semantic-checks"), into: output)
        #expect(result.status == 1)
        #expect(result.stderr.contains("[malformed-availability]"))
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
