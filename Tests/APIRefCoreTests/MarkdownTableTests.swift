@testable import APIRefCore
import Testing

/// GFM tables keep their header row as a header (the HTML gets `<thead>` and `<th scope="col">`).
struct MarkdownTableTests {
    @Test func theFirstRowOfATableIsItsHeader() throws {
        let document = CmarkConverter.parse("| a | b |\n| --- | --- |\n| 1 | 2 |\n").document
        let table = try #require(document.children.first)
        let headers = table.children.map { row -> Bool in if case .tableRow(let isHeader) = row.kind { return isHeader }; return false }
        #expect(headers == [true, false], "\(table)")
    }
}
