import Foundation
import GRDB
import Testing

@testable import APIRefCore
@testable import APIRefIndex

/// The full-text table lives in a search file beside the index (`SearchFile`), written on
/// its own thread (`SearchWriter`): both files carry one build id, and an index whose search
/// file is missing or of another build is rebuilt rather than searched.
@Suite final class SearchFileTests {
    let scratch = Scratch.directory.appendingPathComponent("apiref-search-file-\(UUID().uuidString)")
    let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
    var indexURL: URL { scratch.appendingPathComponent("index.sqlite") }
    var searchURL: URL { scratch.appendingPathComponent("index.search") }

    deinit {
        try? FileManager.default.removeItem(at: scratch)
    }

    func open() throws -> SymbolIndex { try SymbolIndex.open(folder, at: indexURL) }

    func searchBuild() throws -> String? {
        try SearchFile.build(of: try DatabaseQueue(path: searchURL.path))
    }

    @Test func theBuildWritesBothFilesWithOneBuildID() throws {
        let index = try open()
        #expect(SearchFile.url(beside: indexURL) == searchURL)
        let build = try #require(try index.metadata("build"))
        #expect(try searchBuild() == build)
        #expect(try index.search(["reuse", "identifier"]).map(\.symbol.id).contains("UIKit/UITableViewCell/reuseIdentifier"))
        #expect(try !open().wasRebuilt)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func aMissingSearchFileMeansARebuild() throws {
        _ = try open()
        try FileManager.default.removeItem(at: searchURL)
        let index = try open()
        #expect(index.wasRebuilt)
        #expect(try !index.search(["accessory"]).isEmpty)
    }

    @Test func aSearchFileOfAnotherBuildIsNeverRead() throws {
        let first = try open()
        try DatabaseQueue(path: searchURL.path).write { try $0.execute(sql: "UPDATE meta SET value = 'another build'") }
        // A word only the text has (names are matched from the index itself).
        #expect(throws: IndexReadError.self, "not read: an error, not an empty answer") { try first.search(["finger"]) }
        let index = try open()
        #expect(index.wasRebuilt)
        #expect(try searchBuild() == index.metadata("build"))
        #expect(try !index.search(["finger"]).isEmpty)
    }

    /// A failed insert ends the writer's thread; `finish` reports it instead of waiting.
    @Test func aFailedSearchWriteIsThrownNotWaitedFor() throws {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let writer = try SearchWriter(url: searchURL, build: "test", capacity: 1)
        let text = SearchText(name: "name", summary: "summary", body: "body")
        for _ in 0..<8 { writer.append([(1, text)]) }
        #expect(throws: DatabaseError.self) { try writer.finish() }
    }

    @Test(arguments: [
        (
            "accessoryButtonTappedForRowWithIndexPath:",
            "accessoryButtonTappedForRowWithIndexPath: accessory Button Tapped For Row With Index Path "
        ),
        ("UITableViewCell", "UITableViewCell UITable View Cell"),
        ("NS_ENUM", "NS_ENUM NS ENUM"),
        ("élanVitalÉtat", "élanVitalÉtat élan Vital État")
    ])
    func namesAreSearchableByTheirWords(_ name: String, _ expected: String) {
        let symbol = Symbol(
            id: "Kit/\(name)", name: name, kind: .instanceMethod, location: SourceLocation(path: "Kit.md", line: 1, column: 1))
        #expect(symbol.searchableName == expected)
    }
}
