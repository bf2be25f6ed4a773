import APIRefCore
import APIRefRender
import Foundation
import Testing

/// Golden Markdown pages of the shipped library (`MarkdownPage`): what the MCP server's
/// resources and lookups answer, with links to the page resources; `APIREF_RECORD=1`
/// re-records them into `Golden/Markdown`.
@Suite struct MarkdownPageTests {
    static let cases: [(String, [String], Syntax)] = [
        ("class", ["UIPickerViewDataSource"], .swift),
        ("category", ["UIKit/NSIndexPath(UIKit Additions)"], .objectiveC),
        ("property", ["UITableViewCell", "accessoryType"], .swift),
        ("method-with-parameters", ["UITableView", "scrollToRowAtIndexPath:atScrollPosition:animated:"], .objectiveC),
        ("deprecated-member", ["UITableViewCell", "font"], .swift),
        ("constant", ["UITableViewCellAccessoryCheckmark"], .swift),
        ("inherited-member", ["UITableView", "backgroundColor"], .swift),
        ("article", ["CustomCellFromNib"], .swift)
    ]

    let table: SymbolTable

    init() throws {
        table = try ShippedLibraryTests.library.table
    }

    @Test(arguments: cases)
    func rendersThePage(_ name: String, _ words: [String], _ syntax: Syntax) throws {
        // A category is named by its id: its name is its class's.
        let found = table[words[0]].map { LookupResult.found(id: $0.id, inheritedBy: nil) } ?? Lookup(source: table).find(words)
        guard case .found(let id, let inheritedBy) = found else {
            Issue.record("\(words) did not resolve")
            return
        }
        let symbol = try #require(table[id])
        let renderer = MarkdownPage(source: table, syntax: syntax, links: .resources(in: table))
        let page = symbol.kind.isPage ? renderer.page(symbol) : renderer.member(symbol, inheritedBy: inheritedBy)
        try Golden.check(page, against: Fixtures.golden.appendingPathComponent("Markdown/\(name).md"))
    }

    @Test func bothDeclarationsAreShownTheReadersFirst() throws {
        let symbol = try #require(table["UIKit/UITableViewCell/accessoryType"])
        for (syntax, first, second) in [
            (Syntax.swift, "```swift\nvar accessoryType", "```objc\n@property"),
            (.objectiveC, "```objc\n@property", "```swift\nvar accessoryType")
        ] {
            let page = MarkdownPage(source: table, syntax: syntax, links: .none).member(symbol)
            let firstRange = try #require(page.range(of: first), "\(syntax)")
            let secondRange = try #require(page.range(of: second), "\(syntax)")
            #expect(firstRange.lowerBound < secondRange.lowerBound)
        }
    }

    @Test func contentCannotInjectMarkupOrScripts() throws {
        var symbol = Symbol(id: "Kit/Evil", name: "Evil", kind: .class, location: SourceLocation(path: "x", line: 1, column: 1))
        symbol.summary = [MarkdownNode(.text("A [fake](javascript:alert(1)) <script>x</script> *star*"))]
        symbol.discussion = [
            MarkdownNode(
                .paragraph,
                children: [
                    MarkdownNode(.link(destination: "javascript:alert(1)", title: ""), children: [MarkdownNode(.text("click"))]),
                    MarkdownNode(.inlineHTML("<img src=x onerror=alert(1)>")),
                    MarkdownNode(.inlineHTML("<sup>")), MarkdownNode(.text("2")), MarkdownNode(.inlineHTML("</sup>"))
                ]),
            MarkdownNode(.htmlBlock("<div onclick=\"x()\">raw</div>\n"))
        ]
        let page = MarkdownPage(source: SymbolTable([symbol]), syntax: .swift, links: .none).page(symbol)
        #expect(page.contains("\\[fake\\](javascript:alert(1))"), "text that looks like a link stays text")
        #expect(page.contains("\nclick") && !page.contains("[click]"), "an unsafe link keeps its text only")
        #expect(page.contains("\\<img src=x onerror=alert(1)\\>"), "raw inline HTML is text")
        #expect(page.contains("\\<script\\>"))
        #expect(page.contains("\\*star\\*"))
        #expect(!page.contains("<sup>"), "allowed tags are left out, their text kept")
        #expect(page.contains("```html\n<div onclick=\"x()\">raw</div>\n```"), "a raw HTML block is shown as code")
    }

    @Test func siteLinksAreRelativeToTheMarkdownCopyOfEachPage() throws {
        let symbols = table.symbols
        let paths = SitePaths(symbols: symbols)
        let links = MarkdownLinks.site(paths, in: table, from: "UIKit/UITableViewCell.md")
        let member = try #require(table["UIKit/UITableViewCell/accessoryType"])
        let other = try #require(table["UIKit/UITableView/rowHeight"])
        let article = try #require(symbols.first { $0.kind == .article })
        #expect(links.url(for: member) == "#accessoryType")
        #expect(links.url(for: other) == "../UIKit/UITableView.md#rowHeight")
        #expect(links.url(for: article)?.hasPrefix("../Articles/") == true && links.url(for: article)?.hasSuffix(".md") == true)
    }

    @Test func pageResourceURIsReadBackAsTheyAreWritten() throws {
        let category = PageResourceURI(pageID: "UIKit/NSIndexPath(UIKit Additions)", language: "ja")
        let text = category.string(anchor: "row")
        #expect(text == "apiref://UIKit/NSIndexPath%28UIKit%20Additions%29?lang=ja#row")
        #expect(PageResourceURI(text) == category)
        #expect(PageResourceURI("apiref://UIKit/UITableViewCell") == PageResourceURI(pageID: "UIKit/UITableViewCell"))
        for refused in [
            "http://UIKit/UITableViewCell", "apiref://", "apiref://UIKit/", "apiref://UIKit/X?syntax=objc", "apiref://UIKit/%ZZ"
        ] {
            #expect(PageResourceURI(refused) == nil, "\(refused)")
        }
    }
}
