@testable import APIRefCore
import Foundation
import Testing

/// The index build (`IndexWriter`) resolves, checks and writes chunks of symbols on all
/// cores through `OrderedPipeline`; what it stores must be exactly what the library built
/// in memory (`ReferenceLibrary`) holds, for clean and for malformed content.
@Suite struct IndexBuildTests {
    static let contentFolders: [(String, URL)] = [("shipped", Fixtures.repository.appendingPathComponent("Content"))]
        + MalformedContentTests.cases.map { ($0, Fixtures.root.appendingPathComponent("Malformed/\($0)/content")) }

    @Test(arguments: contentFolders)
    func theIndexHoldsWhatTheLibraryInMemoryHolds(_ name: String, _ url: URL) throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-index-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = ContentFolder(url: url, displayPath: "Content")
        let library = try ReferenceLibrary.load(folder)
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        #expect(try index.allSymbols() == library.symbols)
        #expect(try index.diagnostics() == library.diagnostics)
        #expect(index.fileCount == library.fileCount)
        #expect(index.title == library.configuration.title)
    }

    @Test func thePipelineConsumesInOrderWithABoundedWindow() throws {
        let inFlight = Counter()
        var consumed: [Int] = []
        try OrderedPipeline.run(count: 500, window: 3, produce: { index in
            inFlight.add(1)
            usleep(UInt32.random(in: 0 ... 200))
            return index
        }, consume: { (value: Int) in
            consumed.append(value)
            inFlight.add(-1)
        })
        #expect(consumed == Array(0 ..< 500))
        // The window, plus the value being consumed (its room is already given back).
        #expect(inFlight.maximum <= 4)
        #expect(inFlight.maximum >= 2)
    }

    @Test func aFailedConsumerStopsTheRunWithItsError() {
        struct Stop: Error {}
        var consumed = 0
        #expect(throws: Stop.self) {
            try OrderedPipeline.run(count: 100, window: 4, produce: { $0 }, consume: { (value: Int) in
                consumed += 1
                if value == 10 { throw Stop() }
            })
        }
        #expect(consumed == 11)
    }
}

/// A running count and the highest it reached, shared by producers.
private final class Counter: @unchecked Sendable {
    private var value = 0
    private(set) var maximum = 0
    private let lock = NSLock()

    func add(_ delta: Int) {
        lock.withLock {
            value += delta
            maximum = max(maximum, value)
        }
    }
}
