import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// Site pages of `Fixtures/Syntax` carry both spellings, each marked with the syntax it is
/// shown in, and the switch starts on the library's default; `APIREF_RECORD=1` re-records
/// `Golden/HTML/syntax-class-page.html`.
@Suite struct SyntaxSiteTests {
    static func site(defaultSyntax: Syntax, byShape: Bool = true) throws -> URL {
        let folder = Scratch.directory.appendingPathComponent("apiref-syntax-site-\(UUID().uuidString)")
        let templates = try TemplateSet(folder: Fixtures.repository.appendingPathComponent("Templates"), byShape: byShape)
        var builder = try SiteBuilder(symbols: SyntaxTests.library.table, title: "Shelf Kit Reference", templates: templates, baseURL: nil)
        builder.defaultSyntax = defaultSyntax
        _ = try builder.writeAll(into: folder)
        return folder
    }

    static let swiftFirst = Result { try site(defaultSyntax: .swift) }

    func page(_ file: String, in site: URL? = nil) throws -> String {
        try String(contentsOf: (site ?? Self.swiftFirst.get()).appendingPathComponent(file), encoding: .utf8)
    }

    @Test func theClassPageHoldsBothSyntaxes() throws {
        let html = try page("ShelfKit/GKShelf.html")
        try Golden.check(html, against: Fixtures.golden.appendingPathComponent("HTML/syntax-class-page.html"))
        for expected in [
            // Declarations, each shown in its syntax.
            #"<pre class="declaration syntax-objc"><code class="language-objc">- (GKItem *)dequeueItemWithIdentifier:"#,
            #"<pre class="declaration syntax-swift"><code class="language-swift">func dequeueItem(withIdentifier identifier: String, for index: Int) -&gt; GKItem"#,
            // A declaration in one language only is shown in both syntaxes.
            #"<pre class="declaration"><code class="language-objc">- (void)legacyReload</code></pre>"#,
            #"<pre class="declaration"><code class="language-swift">func makeConfiguration()"#,
            // Links in prose, listings, the paired example, the marks.
            #"<span class="syntax-swift">GKShelf.Style.grouped</span><span class="syntax-objc">GKShelfStyleGrouped</span>"#,
            #"<span class="syntax-swift">.grouped</span><span class="syntax-objc">GKShelfStyleGrouped</span>"#,
            #"<pre class="syntax-swift"><code class="language-swift">let item"#,
            #"<pre class="syntax-objc"><code class="language-objc">GKItem *item"#,
            #"<pre><code class="language-objc">[shelf legacyReload];"#,
            #"<span class="badge only-spelling syntax-swift">Objective-C only</span>"#,
            #"<span class="badge only-spelling syntax-objc">Swift only</span>"#,
            #"id="syntax-choice-swift" value="swift" checked>"#
        ] {
            #expect(html.contains(expected), "\(expected)")
        }
        let renamed = try page("ShelfKit/GKPosition.html")
        #expect(renamed.contains(#"<h1><span class="syntax-swift">Position</span><span class="syntax-objc">GKPosition</span></h1>"#))
        let category = try page("ShelfKit/GKPosition-Shelf-Additions.html")
        #expect(category.contains(#"<span class="syntax-swift">Position</span><span class="syntax-objc">GKPosition</span></a>"#))
    }

    @Test func theLibrarysDefaultChecksTheSwitch() throws {
        let site = try Self.site(defaultSyntax: .objectiveC)
        let html = try page("ShelfKit/GKShelf.html", in: site)
        #expect(html.contains(#"id="syntax-choice-objc" value="objc" checked>"#))
        #expect(!html.contains(#"value="swift" checked"#))
    }

    @Test func pagesRenderedByShapeEqualPagesRenderedDirectly() throws {
        let direct = try Self.site(defaultSyntax: .swift, byShape: false)
        for file in ["ShelfKit/GKShelf.html", "ShelfKit/GKPosition.html"] {
            #expect(try page(file) == page(file, in: direct), "\(file)")
        }
    }
}
