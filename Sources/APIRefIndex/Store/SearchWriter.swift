import APIRefCore
import Foundation
internal import GRDB

/// Writes a new search file (`SearchFile`) on a thread and connection of its own, in one
/// transaction, from batches the index writer hands it in order. At most `capacity` batches
/// wait, so a slow search file holds the index writer back instead of filling memory.
final class SearchWriter: @unchecked Sendable {
    typealias Batch = [(rowid: Int, text: SearchText)]

    /// FTS5 writes its segments in order and keeps the terms it has not written yet in
    /// memory of its own: a small page cache serves.
    static let cacheKiB = 2048

    private let capacity: Int
    /// A condition rather than `Locked`: the index writer and this thread wait for each other.
    private let condition = NSCondition()
    private var waiting: [Batch] = []
    private var noMoreBatches = false
    private var done = false
    private var failure: Error?

    /// Starts writing the file at `url` (replacing it), stamped with the index's `build` id.
    init(url: URL, build: String, capacity: Int = 4) throws {
        self.capacity = capacity
        try? FileManager.default.removeItem(at: url)  // a temporary file's leftover, if any
        let queue = try DatabaseQueue(path: url.path, configuration: IndexWriter.newFileConfiguration(cacheKiB: Self.cacheKiB))
        try queue.write { db in
            try db.execute(sql: IndexSchema.searchTables)
            try db.execute(sql: "INSERT INTO meta VALUES ('build', ?)", arguments: [build])
        }
        let thread = Thread { [self] in write(into: queue) }
        thread.name = "apiref search file"
        thread.start()
    }

    /// Queues a batch; waits while `capacity` batches are waiting.
    func append(_ batch: Batch) {
        condition.withLock {
            while waiting.count >= capacity, !done { condition.wait() }
            if !done { waiting.append(batch) }
            condition.broadcast()
        }
    }

    /// Waits until every batch is written and the file is closed; throws what failed.
    func finish() throws {
        try condition.withLock {
            noMoreBatches = true
            condition.broadcast()
            while !done { condition.wait() }
            if let failure { throw failure }
        }
    }

    private func write(into queue: DatabaseQueue) {
        var failed: Error?
        do {
            try queue.write { db in
                let rows = try SearchRows(db, table: "search")
                while let batch = nextBatch() {
                    for (rowid, text) in batch { try rows.insert(text, rowid: rowid) }
                }
            }
            try queue.close()
        } catch {
            failed = error
        }
        condition.withLock {
            failure = failed
            done = true
            waiting = []
            condition.broadcast()
        }
    }

    private func nextBatch() -> Batch? {
        condition.withLock {
            while waiting.isEmpty, !noMoreBatches { condition.wait() }
            defer { condition.broadcast() }
            return waiting.isEmpty ? nil : waiting.removeFirst()
        }
    }
}
