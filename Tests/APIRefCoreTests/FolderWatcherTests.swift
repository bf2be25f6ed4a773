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

    /// A save made as soon as `start` returns is seen: `apiref serve` starts the watcher
    /// before its first build, and a save during that build must make one more. Before, the
    /// folders were taken in on the watcher's thread after `start` had returned, and a save
    /// in a folder not yet watched was never reported.
    @Test func aChangeRightAfterStartIsSeen() throws {
        let folder = Scratch.directory.appendingPathComponent("watched-\(UUID().uuidString)")
        // Deep enough that taking the folders in is slower than a save.
        let deepest = (0..<1000).reduce(folder) { url, _ in url.appendingPathComponent("d") }
        try FileManager.default.createDirectory(at: deepest, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let changes = Counter()
        let watcher = FolderWatcher(folders: [folder]) { changes.add() }
        watcher.start()
        defer { watcher.stop() }
        // A system call, not Foundation's slower write, so that the save is done at once.
        let file = open(deepest.appendingPathComponent("Gauge.md").path, O_CREAT | O_WRONLY, 0o644)
        #expect(file >= 0)
        close(file)
        #expect(changes.waitForMore(than: 0), "the save just after start is a change")
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
