import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex

/// The index build (`IndexWriter`) resolves, checks and writes chunks of symbols on all
/// cores through `OrderedPipeline`; what it stores must be exactly what the library built
/// in memory (`ReferenceLibrary`) holds, for clean and for malformed content.
@Suite struct IndexBuildTests {
    static let contentFolders: [(String, URL)] =
        [("shipped", Fixtures.repository.appendingPathComponent("Content"))]
        + MalformedContentTests.cases.map { ($0, Fixtures.root.appendingPathComponent("Malformed/\($0)/content")) }

    @Test(arguments: contentFolders)
    func theIndexHoldsWhatTheLibraryInMemoryHolds(_ name: String, _ url: URL) throws {
        let scratch = Scratch.directory.appendingPathComponent("apiref-index-build-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let folder = ContentFolder(url: url, displayPath: "Content")
        let library = try ReferenceLibrary.load(folder)
        let index = try SymbolIndex.open(folder, at: scratch.appendingPathComponent("index.sqlite"))
        #expect(try index.allSymbols() == library.symbols)
        #expect(try index.diagnostics() == library.diagnostics)
        #expect(try index.fileCount == library.fileCount)
        #expect(try index.title == library.configuration.title)
        // The column of summaries the site's search index and llms.txt read says what the
        // decoded symbols say, for a run of neighbours and for scattered positions alike.
        let all = Array(library.symbols.indices)
        #expect(try index.summaryTexts(at: all) == library.symbols.map(\.summaryText))
        let scattered = all.reversed().filter { $0 % 3 == 0 } + all.prefix(2)
        #expect(try index.summaryTexts(at: scattered) == scattered.map { library.symbols[$0].summaryText })
        #expect(throws: IndexReadError.self) { try index.summaryTexts(at: [library.symbols.count]) }
    }

    /// Parsed symbols wait on disk for link resolution (`SpillFile`); written from many
    /// threads at once, each comes back whole and unresolved, exactly as parsed.
    @Test func spilledSymbolsComeBackAsParsed() throws {
        let folder = ContentFolder(url: Fixtures.repository.appendingPathComponent("Content"), displayPath: "Content")
        let parsed = folder.parseAll(try folder.markdownFiles())
        let scratch = Scratch.directory.appendingPathComponent("apiref-spill-\(UUID().uuidString)")
        let spill = try SpillFile(beside: scratch)
        let spilled = try parsed.concurrentMap { try SpilledFile($0, into: spill) }
        #expect(!FileManager.default.fileExists(atPath: scratch.path + ".spill"))
        for (file, record) in zip(parsed, spilled) {
            #expect(try record.entries.map { try spill.symbol(at: $0) } == file.symbols)
            #expect(record.identities == file.symbols.map(\.identity))
        }
        #expect(parsed.contains { $0.symbols.contains { !$0.discussion.isEmpty } })
    }

    @Test func thePipelineConsumesInOrderWithABoundedWindow() throws {
        let inFlight = Counter()
        var consumed: [Int] = []
        try OrderedPipeline.run(
            count: 500, window: 3,
            produce: { index in
                inFlight.add(1)
                usleep(UInt32.random(in: 0...200))
                return index
            },
            consume: { (value: Int) in
                consumed.append(value)
                inFlight.add(-1)
            })
        #expect(consumed == Array(0..<500))
        // The window, plus the value being consumed (its room is already given back).
        #expect(inFlight.maximum <= 4)
    }

    /// Producing runs ahead of consuming on another thread: the consumer of the first value
    /// sees the second being made. Whether two run at once is the scheduler's choice, so the
    /// check waits on a signal (bounded, so a serial pipeline fails instead of hanging).
    @Test func thePipelineProducesWhileTheConsumerWorks() throws {
        let secondStarted = DispatchSemaphore(value: 0)
        var sawTheSecondMade = false
        try OrderedPipeline.run(
            count: 3, window: 2,
            produce: { index in
                if index == 1 { secondStarted.signal() }
                return index
            },
            consume: { (value: Int) in
                if value == 0 { sawTheSecondMade = secondStarted.wait(timeout: .now() + 10) == .success }
            })
        #expect(sawTheSecondMade)
    }

    @Test func aFailedConsumerStopsTheRunWithItsError() {
        struct Stop: Error {}
        var consumed = 0
        #expect(throws: Stop.self) {
            try OrderedPipeline.run(
                count: 100, window: 4, produce: { $0 },
                consume: { (value: Int) in
                    consumed += 1
                    if value == 10 { throw Stop() }
                })
        }
        #expect(consumed == 11)
    }

    /// Identities are read on one thread and decoded on the others (`BackgroundBatches`):
    /// results come back in submission order, at most `window` batches are out at once,
    /// and a batch's error is rethrown.
    @Test func backgroundBatchesKeepTheirOrderAndWindow() throws {
        let inFlight = Counter()
        let batches = BackgroundBatches<Int>(window: 3)
        var results: [Int] = []
        for index in 0..<300 {
            batches.submit {
                inFlight.add(1)
                usleep(UInt32.random(in: 0...200))
                inFlight.add(-1)
                return index
            }
            results += try batches.takeReady()
        }
        results += try batches.finish()
        #expect(results == Array(0..<300))
        #expect(inFlight.maximum <= 3)
    }

    /// `submit` hands the batch over and returns at once, and a batch not yet done holds
    /// back its result and every later one. The batch waits on the test, not on time.
    @Test func aBackgroundBatchRunsOffTheCallingThread() throws {
        let gate = DispatchSemaphore(value: 0)
        let batches = BackgroundBatches<Bool>(window: 2)
        batches.submit { gate.wait(timeout: .now() + 10) == .success }
        batches.submit { true }
        let beforeTheGate = try batches.takeReady()
        gate.signal()
        #expect(beforeTheGate.isEmpty)
        #expect(try batches.finish() == [true, true])
    }

    @Test func aFailedBackgroundBatchRethrowsItsError() {
        struct Broken: Error {}
        let batches = BackgroundBatches<Int>(window: 2)
        for index in 0..<20 {
            batches.submit {
                if index == 7 { throw Broken() }
                return index
            }
        }
        #expect(throws: Broken.self) { try batches.finish() }
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
