import Mustache
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// The what's new, deprecated and home listings read their entries' facts a chunk at a
/// time as the template reaches them (`ListingEntries`).
@Suite struct LazyListingTests {
    static let table = SymbolTable(
        (0..<1_100).map { number in
            Symbol(
                id: "Kit/C\(number)", name: "C\(number)", kind: .class, location: SourceLocation(path: "C\(number).md", line: 1, column: 1))
        })

    /// Reads from the table, failing for any chunk that holds `failing`.
    struct Source: SiteSymbols {
        let table: SymbolTable
        var failing: Int?
        struct ReadError: Error {}

        func symbols(at positions: [Int], detail: SymbolDetail) throws -> [Symbol] {
            if let failing, positions.contains(failing) { throw ReadError() }
            return positions.map { table.symbols[$0] }
        }
    }

    static func entries(_ positions: [Int], _ facts: ListingFacts) throws -> ListingEntries {
        var library = MustacheLibrary()
        try library.register("{{% CONTENT_TYPE: HTML }}\n<li>{{name}}</li>\n", named: "entry")
        let fragments = FragmentTemplates(library: library, templateTexts: [])
        return ListingEntries(
            positions: positions, facts: facts, template: "entry", fragments: fragments,
            stream: ListingStream(), shared: [:]
        ) { ["name": .text($0.name)] }
    }

    @Test func entriesComeInListingOrderAcrossChunks() throws {
        let positions = Array(Self.table.symbols.indices.reversed())
        #expect(positions.count > 2 * ListingEntries.chunkSize, "the list spans several chunks")
        let facts = ListingFacts(Source(table: Self.table))
        let entries = try Self.entries(positions, facts)
        #expect(entries.symbols.map(\.name) == positions.map { "C\($0)" })
        var html = ""
        try entries.stream.write("<ul>\n\(entries.renderText)</ul>", to: { html += $0 })
        #expect(html == "<ul>\n" + positions.map { "<li>C\($0)</li>\n" }.joined() + "</ul>")
        try facts.check()
    }

    @Test func aFailedReadEndsTheListAndIsReported() throws {
        let positions = Array(Self.table.symbols.indices)
        let facts = ListingFacts(Source(table: Self.table, failing: ListingEntries.chunkSize + 3))
        let entries = try Self.entries(positions, facts)
        #expect(Array(entries.symbols).count == ListingEntries.chunkSize)
        #expect(throws: Source.ReadError.self) { try facts.check() }
    }

    /// A template that writes the list twice, or escaped, gets it twice, or escaped; a
    /// marker that content could hold, without the page's own number, stays text.
    @Test func markersAreReplacedWhereverTheTemplatePutThem() throws {
        let positions = Array(0..<3)
        let entries = try Self.entries(positions, ListingFacts(Source(table: Self.table)))
        let raw = entries.renderText
        let escaped = HTMLEscape.text(entries.renderText)
        var html = ""
        try entries.stream.write("[\(raw)|\(escaped)|\u{E002}0-0&\u{E003}]", to: { html += $0 })
        let list = "<li>C0</li>\n<li>C1</li>\n<li>C2</li>\n"
        #expect(html == "[\(list)|\(HTMLEscape.text(list))|\u{E002}0-0&\u{E003}]")
    }
}
