import APIRefCommands
import Foundation
import Testing

/// The preview's watcher, in-process: a content folder deleted and put back (a `git
/// stash`, a checkout of another branch, a restore from a backup) is watched again.
@Suite struct FolderWatcherTests {
    @Test func aFolderDeletedAndRestoredIsWatchedAgain() throws {
        let folder = Scratch.directory.appendingPathComponent("watched-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let changes = Counter()
        let watcher = FolderWatcher(folders: [folder]) { changes.add() }
        watcher.start()
        defer { watcher.stop() }
        Thread.sleep(forTimeInterval: 0.2)

        try FileManager.default.removeItem(at: folder)
        #expect(changes.waitForMore(than: 0), "the deletion is a change")
        let afterDeletion = changes.value
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Kit"), withIntermediateDirectories: true)
        try "# Gauge\n".write(to: folder.appendingPathComponent("Kit/Gauge.md"), atomically: true, encoding: .utf8)
        #expect(changes.waitForMore(than: afterDeletion), "the folder put back is a change")

        // And edits in the restored folder are seen from then on.
        Thread.sleep(forTimeInterval: 0.3)
        let afterRestore = changes.value
        try "# Gauge, edited\n".write(to: folder.appendingPathComponent("Kit/Gauge.md"), atomically: false, encoding: .utf8)
        #expect(changes.waitForMore(than: afterRestore), "an edit in the restored folder is a change")
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func add() { lock.withLock { count += 1 } }

        func waitForMore(than old: Int) -> Bool {
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline {
                if value > old { return true }
                Thread.sleep(forTimeInterval: 0.02)
            }
            return false
        }
    }
}
