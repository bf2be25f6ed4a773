import APIRefCommands
import APIRefProcess
import APIRefRender
import Foundation
import Testing

@testable import APIRefBase
@testable import APIRefCore

/// Pages in the reader's syntax, from a small library of the tests' own
/// (`Fixtures/Syntax`): members with both spellings, one Objective-C only, one Swift
/// only, a constant group that is a Swift enum, a page Swift renames, paired examples.
/// `APIREF_RECORD=1` re-records the golden pages into `Golden/Terminal/Syntax`.
@Suite struct SyntaxTests {
    static let folder = ContentFolder(url: Fixtures.root.appendingPathComponent("Syntax"), displayPath: "Syntax")
    static let loadedLibrary = Result { try ReferenceLibrary.load(folder) }
    static var library: ReferenceLibrary {
        get throws { try loadedLibrary.get() }
    }
    var table: SymbolTable {
        get throws { try Self.library.table }
    }

    static let cases: [(String, [String])] = [
        ("class", ["GKShelf"]),
        ("both-spellings", ["GKShelf", "dequeueItemWithIdentifier:forIndex:"]),
        ("objc-only", ["GKShelf", "legacyReload"]),
        ("swift-only", ["GKShelf", "makeConfiguration()"]),
        ("constant", ["GKShelfStyleGrouped"]),
        ("renamed-page", ["GKPosition"]),
        ("category", ["GKPosition Shelf Additions"])
    ]

    @Test(arguments: cases, Syntax.allCases)
    func rendersThePageInEachSyntax(_ page: (name: String, words: [String]), _ syntax: Syntax) throws {
        let (name, words) = page
        guard case .found(let id, let inheritedBy) = try Lookup(source: table).find(words) else {
            Issue.record("\(words) did not resolve")
            return
        }
        let symbol = try #require(table[id])
        let renderer = try TerminalPageRenderer(
            source: table, syntax: syntax, width: 80, usesEscapes: false, libraryTitle: "Shelf Kit Reference")
        let page = renderer.page(for: symbol, inheritedBy: inheritedBy, highlighting: symbol.kind == .constant ? id : nil)
        try Golden.check(page, against: Fixtures.golden.appendingPathComponent("Terminal/Syntax/\(name).\(syntax.rawValue).txt"))
    }

    @Test func theLibraryIsClean() throws {
        let library = try Self.library
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics)")
    }

    /// The Swift spelling each link carries, as link resolution wrote it.
    func swiftTexts(_ nodes: [MarkdownNode]) -> [String: String?] {
        var found: [String: String?] = [:]
        for node in nodes {
            node.forEach { if case .symbolLink(let link) = $0.kind { found[link.text] = .some(link.swiftText) } }
        }
        return found
    }

    @Test func linksCarryTheirTargetsSwiftSpelling() throws {
        let shelf = try #require(table["ShelfKit/GKShelf"])
        let overview = swiftTexts(shelf.discussion)
        // A constant outside its own type reads as its whole Swift path; a renamed page as its Swift name.
        #expect(overview["GKShelfStyleGrouped"] == .some("GKShelf.Style.grouped"))
        #expect(overview["GKPosition"] == .some("Position"))
        #expect(overview["dequeueItemWithIdentifier:forIndex:"] == .some("dequeueItem(withIdentifier:for:)"))
        // A name Swift spells as Objective-C does needs nothing more.
        #expect(overview["style"] == .some(nil))
        // Inside its own type, a case reads as `.grouped`.
        let group = try #require(table.symbols.first { $0.name == "Shelf Styles" })
        #expect(swiftTexts(group.summary)["GKShelfStyleGrouped"] == .some(".grouped"))
        // A member of another page reads as Objective-C shows it: by its own name.
        let position = try #require(table["ShelfKit/GKPosition"])
        #expect(swiftTexts(position.summary)["dequeueItemWithIdentifier:forIndex:"] == .some("dequeueItem(withIdentifier:for:)"))
        // An Objective-C-only target has no Swift spelling.
        let made = try #require(table.symbols.first { $0.name == "makeConfiguration()" })
        #expect(swiftTexts(made.summary)["legacyReload"] == .some(nil))
    }

    @Test func theSwiftSpellingSurvivesTheIndexCodec() throws {
        let shelf = try #require(table["ShelfKit/GKShelf"])
        let parts = shelf.binaryParts
        let decoded = try Symbol(head: parts.head, body: parts.body)
        #expect(swiftTexts(decoded.discussion) == swiftTexts(shelf.discussion))
        let json = try JSONDecoder().decode(Symbol.self, from: JSONEncoder().encode(shelf))
        #expect(swiftTexts(json.discussion) == swiftTexts(shelf.discussion))
    }

    @Test func aChangedSwiftNameChangesThePagesPublicFacts() throws {
        let position = try #require(table["ShelfKit/GKPosition"])
        var renamed = position
        renamed.swiftName = "Place"
        // Other pages' links spell it: the link pass runs again over every page.
        #expect(PublicFacts.signature(of: [position]) != PublicFacts.signature(of: [renamed]))
    }

    @Test func aPairOfExamplesShowsOneAndALoneExampleShowsToEveryone() {
        let objc = MarkdownNode(.codeBlock(language: "objc", code: "[a b];\n"))
        let swift = MarkdownNode(.codeBlock(language: "swift", code: "a.b()\n"))
        let text = MarkdownNode(.paragraph, children: [MarkdownNode(.text("then"))])
        #expect(CodeExamples.pairedSyntax(of: [objc, swift, text, objc]) == [.objectiveC, .swift, nil, nil])
        #expect(CodeExamples.pairedSyntax(of: [swift, objc]) == [.swift, .objectiveC])
        #expect(CodeExamples.pairedSyntax(of: [objc, objc, swift]) == [nil, .objectiveC, .swift])
        #expect([objc, swift, text, objc].shown(in: .swift) == [swift, text, objc])
        #expect([objc, swift, text, swift].shown(in: .objectiveC) == [objc, text, swift])
    }

    @Test func theReaderChoosesTheSyntaxWithTheFlagFirst() throws {
        let environment: [String: String] = ["APIREF_SYNTAX": "objc"]
        #expect(SyntaxPreference.asked(explicit: "Swift", environment: { environment[$0] }) == "swift")
        #expect(SyntaxPreference.asked(explicit: nil, environment: { environment[$0] }) == "objc")
        #expect(SyntaxPreference.asked(explicit: nil, environment: { _ in nil }) == nil)
        #expect(SyntaxPreference.asked(explicit: "objective-c", environment: { _ in nil }) == "objc")
        #expect(try SyntaxChoice.resolve(asked: "objc", libraryDefault: .swift) == .objectiveC)
        #expect(try SyntaxChoice.resolve(asked: "swift", libraryDefault: .objectiveC) == .swift)
        #expect(throws: SyntaxChoice.Unknown(asked: "cobol")) { try SyntaxChoice.resolve(asked: "cobol", libraryDefault: nil) }
        // The commands and the MCP tools make it a usage error.
        let refusal = #expect(throws: ToolError.self) { try SyntaxChoice.asked("cobol", libraryDefault: nil) }
        #expect(refusal?.status == .usage)
        #expect(refusal?.message == "'cobol' is not a syntax: --syntax and APIREF_SYNTAX take swift or objc")
    }

    @Test func libraryYmlSaysTheDefaultAndABadOneIsReportedWhereItIs() throws {
        func load(_ text: String) throws -> (LibraryConfiguration, [Diagnostic]) {
            let url = Scratch.directory.appendingPathComponent("syntax-config-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try text.write(to: url.appendingPathComponent("library.yml"), atomically: true, encoding: .utf8)
            var diagnostics = DiagnosticBag()
            let configuration = LibraryConfiguration.load(from: ContentFolder(url: url, displayPath: "Lib"), diagnostics: &diagnostics)
            return (configuration, diagnostics.diagnostics)
        }
        #expect(try load("syntax: objc\n").0.syntax == .objectiveC)
        #expect(try load("title: T\n").0.syntax == nil)
        let (bad, problems) = try load("title: T\nsyntax: cobol\n")
        #expect(bad.syntax == nil)
        let problem = try #require(problems.first)
        #expect(problem.id == DiagnosticID.invalidFrontMatter.rawValue)
        #expect(problem.location.path == "Lib/library.yml")
        #expect(problem.location.line == 2)
        #expect(problem.location.column == 9)
        #expect(problem.message.contains("swift or objc"))
    }

    @Test func thePlainLookupTakesTheSyntaxAndTheCacheKeysByIt() {
        let lookup = PlainLookup(["--syntax", "objc", "GKShelf", "style"])
        #expect(lookup?.syntax == "objc")
        #expect(lookup?.words == ["GKShelf", "style"])
        let both = PlainLookup(["--content", "Docs", "--syntax", "swift", "GKShelf"])
        #expect(both?.content == "Docs")
        #expect(both?.syntax == "swift")
        #expect(PlainLookup(["--syntax", "swift", "--library", "ios", "UIView"])?.library == "ios")
        #expect(PlainLookup(["--syntax", "swift", "--syntax", "objc", "UIView"]) == nil)
        #expect(PlainLookup(["--syntax"]) == nil)
        func key(_ syntax: String) -> PageCacheKey {
            PageCacheKey(words: ["GKShelf"], folderPath: "/content", width: 80, usesEscapes: false, language: "", syntax: syntax)
        }
        #expect(key("swift").fileName != key("objc").fileName)
        #expect(key("").fileName != key("swift").fileName)
    }
}
