import APIRefRender
import Foundation
import Testing

@testable import APIRefCore

/// Golden terminal pages of the shipped library, plain and with escape sequences, at 80
/// columns; `APIREF_RECORD=1` re-records them into `Golden/Terminal`.
@Suite struct TerminalPageTests {
    static let cases: [(String, [String])] = [
        ("class", ["UITableViewCell"]),
        ("property", ["UITableViewCell", "accessoryType"]),
        ("method-with-parameters", ["UITableView", "scrollToRowAtIndexPath:atScrollPosition:animated:"]),
        ("deprecated-member", ["UITableViewCell", "font"]),
        ("constant-group", ["UITableViewCell", "Cell Styles"]),
        ("constant", ["UITableViewCellAccessoryCheckmark"]),
        ("inherited-member", ["UITableView", "backgroundColor"]),
        ("protocol-member", ["UITableViewController", "tableView:cellForRowAtIndexPath:"]),
        ("article", ["CustomCellFromNib"])
    ]

    let table: SymbolTable

    init() throws {
        table = try ShippedLibraryTests.library.table
    }

    @Test(arguments: cases)
    func rendersThePage(_ name: String, _ words: [String]) throws {
        guard case .found(let id, let inheritedBy) = Lookup(source: table).find(words) else {
            Issue.record("\(words) did not resolve")
            return
        }
        let symbol = try #require(table[id])
        for escapes in [false, true] {
            let renderer = TerminalPageRenderer(
                source: table, syntax: .objectiveC, width: 80, usesEscapes: escapes, libraryTitle: "UIKit Table View Reference")
            let page = renderer.page(for: symbol, inheritedBy: inheritedBy, highlighting: symbol.kind == .constant ? id : nil)
            let golden = Fixtures.golden.appendingPathComponent("Terminal/\(name)\(escapes ? ".ansi" : "").txt")
            try Golden.check(page, against: golden)
            if !escapes { #expect(!page.contains("\u{1B}"), "plain output must have no escape sequences") }
            #expect(
                page.split(separator: "\n").allSatisfy { line in
                    line.contains("\u{1B}") || line.unicodeScalars.count <= 80 || line.hasPrefix("           ")
                })
        }
    }

    @Test func contentCannotReachTheTerminalWithControlCharacters() throws {
        var symbol = Symbol(id: "Kit/Evil", name: "Evil\u{1B}[2J", kind: .class, location: SourceLocation(path: "x", line: 1, column: 1))
        symbol.summary = [MarkdownNode(.text("Clears \u{1B}]0;title\u{07} the screen\u{9B}31m."))]
        symbol.discussion = [MarkdownNode(.codeBlock(language: "objc", code: "x = 1;\u{1B}[31m\u{0}\n"))]
        let page = TerminalPageRenderer(
            source: SymbolTable([symbol]), syntax: .objectiveC, width: 80, usesEscapes: false, libraryTitle: "T"
        ).page(for: symbol)
        #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        #expect(page.contains("Evil[2J"))
    }

    @Test func wideCharactersCountAsTwoColumns() throws {
        var symbol = Symbol(id: "Kit/Wide", name: "Wide", kind: .class, location: SourceLocation(path: "x", line: 1, column: 1))
        symbol.discussion = [MarkdownNode(.paragraph, children: [MarkdownNode(.text(String(repeating: "表示", count: 40)))])]
        let page = TerminalPageRenderer(
            source: SymbolTable([symbol]), syntax: .objectiveC, width: 40, usesEscapes: false, libraryTitle: "T"
        ).page(for: symbol)
        let bodyLines = page.split(separator: "\n").filter { $0.contains("表") }
        #expect(bodyLines.count == 5)
        #expect(bodyLines.allSatisfy { $0.hasPrefix("       ") && $0.unicodeScalars.count - 7 <= 16 })
    }
}
