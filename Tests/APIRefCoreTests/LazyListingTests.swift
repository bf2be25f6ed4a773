@testable import APIRefCore
@testable import APIRefRender
import Testing

/// The what's new, deprecated and home listings read their entries' facts a chunk at a
/// time as the template reaches them (`LazyTemplateItems`).
@Suite struct LazyListingTests {
    static let table = SymbolTable((0 ..< 1_100).map { number in
        Symbol(id: "Kit/C\(number)", name: "C\(number)", kind: .class, location: SourceLocation(path: "C\(number).md", line: 1, column: 1))
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

    @Test func entriesComeInListingOrderAcrossChunks() throws {
        let positions = Array(Self.table.symbols.indices.reversed())
        #expect(positions.count > 2 * LazyTemplateItems.chunkSize, "the list spans several chunks")
        let facts = ListingFacts(Source(table: Self.table))
        let items = LazyTemplateItems(positions: positions, facts: facts) { ["name": $0.name] }
        #expect(items.map { $0["name"] as? String } == positions.map { "C\($0)" })
        // A second pass (the template may walk a list twice) gives the same entries.
        #expect(Array(items).count == positions.count)
        try facts.check()
    }

    @Test func aFailedReadEndsTheListAndIsReported() {
        let positions = Array(Self.table.symbols.indices)
        let facts = ListingFacts(Source(table: Self.table, failing: LazyTemplateItems.chunkSize + 3))
        let items = LazyTemplateItems(positions: positions, facts: facts) { ["name": $0.name] }
        #expect(Array(items).count == LazyTemplateItems.chunkSize)
        #expect(throws: Source.ReadError.self) { try facts.check() }
    }
}
