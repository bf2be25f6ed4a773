import Foundation
import Testing

/// `apiref search` ranks by the one definition (`SearchRanking`) that the site's search
/// follows too; `Tests/APIRefCoreTests/Fixtures/search-queries.json` is the list of queries
/// and expected results that both are held to (the browser test runs the site's side).
@Suite struct SearchRankingTests {
    struct Case: Decodable {
        var query: String
        var first: String
        var within: Int?
        var finds: String?
    }

    static let cases: [Case] = {
        let url = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/search-queries.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func theQueryListIsThere() { #expect(Self.cases.count >= 10) }

    @Test(arguments: cases.map(\.query))
    func theTerminalRanksAsTheListSays(_ query: String) throws {
        let expected = try #require(Self.cases.first { $0.query == query })
        let output = try BinaryRunner.run(["search", "--json", "--limit", "20", query])
        let hits = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let names = hits.map { hit in ((hit["container"] as? String).map { $0 + "." } ?? "") + (hit["name"] as? String ?? "") }
        #expect(names.first == expected.first, "\(names.prefix(5))")
        if let finds = expected.finds {
            #expect(names.prefix(expected.within ?? 10).contains(finds), "\(names.prefix(10))")
        }
    }
}
