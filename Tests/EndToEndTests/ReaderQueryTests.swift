import Foundation
import Testing

/// Twenty queries a reader of the shipped reference would type, Japanese and English, each
/// with the member it must find in its first three (`TextRanking`, `SearchVariants`).
/// `Tests/APIRefCoreTests/Fixtures/reader-queries.json` holds them; the browser test
/// (`Tests/Browser/site_browser_test.py`) holds the site's search to the same list.
@Suite struct ReaderQueryTests {
    struct Case: Decodable {
        var query: String
        /// The copy of the site a reader asks it in: `ja` or `en`.
        var copy: String
        var member: String
        /// The member under its Swift spelling, where the site may list it so.
        var swift: String?
    }

    static let cases: [Case] = {
        let url = BinaryRunner.repository.appendingPathComponent("Tests/APIRefCoreTests/Fixtures/reader-queries.json")
        return (try? JSONDecoder().decode([Case].self, from: Data(contentsOf: url))) ?? []
    }()

    @Test func theTableHasTwentyQueriesInBothLanguages() {
        #expect(Self.cases.count == 20)
        #expect(Self.cases.filter { $0.copy == "ja" }.count >= 10 && Self.cases.filter { $0.copy == "en" }.count >= 5)
    }

    @Test(arguments: cases.map(\.query))
    func theTerminalFindsTheMemberInItsFirstThree(_ query: String) throws {
        let expected = try #require(Self.cases.first { $0.query == query })
        let output = try BinaryRunner.run(["search", "--format", "json", "--limit", "3", "--lang", expected.copy, query])
        #expect(output.status == 0, "\(output.stderr)")
        let hits = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [[String: Any]])
        let names = hits.map { hit in
            let kind = hit["kind"] as? String ?? ""
            let container = ["class", "protocol", "category", "article"].contains(kind) ? nil : hit["container"] as? String
            return (container.map { $0 + "." } ?? "") + (hit["name"] as? String ?? "")
        }
        #expect(names.contains(expected.member), "\(query): \(names)")
    }
}
