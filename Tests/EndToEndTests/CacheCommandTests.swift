import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `apiref cache info|clean` and the pruning a rebuild does: the indexes of content folders
/// that are gone, or unused for 30 days, go; the others stay.
@Suite struct CacheCommandTests {
    static func library(_ title: String) throws -> URL {
        try BinaryRunner.temporaryFolder([
            "library.yml": "title: \(title)\n",
            "Kit/Foo.md": "---\nkind: class\navailability: iOS 2.0\n---\n\n# Foo\n\nA foo.\n"
        ])
    }

    /// Sets an index's access and modification times `days` back.
    static func age(_ index: URL, days: Double) {
        let then = timespec(tv_sec: Int(Date().timeIntervalSince1970 - days * 86_400), tv_nsec: 0)
        var times = [then, then]
        #expect(utimensat(AT_FDCWD, index.path, &times, 0) == 0)
    }

    static func indexes(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".sqlite") }.sorted()
    }

    @Test func cleanRemovesTheIndexesOfGoneOrUnusedFoldersAndKeepsTheRest() throws {
        let cache = Scratch.directory.appendingPathComponent("apiref-cache-\(UUID().uuidString)")
        let (kept, gone, old) = (try Self.library("Kept"), try Self.library("Gone"), try Self.library("Old"))
        defer { for folder in [cache, kept, gone, old] { try? FileManager.default.removeItem(at: folder) } }
        let environment = ["APIREF_INDEX_DIR": cache.path]
        for folder in [kept, gone, old] {
            #expect(try BinaryRunner.run(["--content", folder.path, "Foo"], environment: environment).status == 0)
        }
        #expect(try Self.indexes(in: cache).count == 3)
        try FileManager.default.removeItem(at: gone)
        // The old folder's index: find it by its content folder in the JSON report.
        let report =
            try JSONSerialization.jsonObject(
                with: Data(try BinaryRunner.run(["cache", "info", "--format", "json"], environment: environment).stdout.utf8))
            as? [String: Any]
        let entries = try #require(report?["indexes"] as? [[String: Any]])
        let oldName = try #require(entries.first { $0["contentFolder"] as? String == old.standardizedFileURL.path }?["name"] as? String)
        Self.age(cache.appendingPathComponent(oldName), days: 40)

        let info = try BinaryRunner.run(["cache", "info"], environment: environment)
        #expect(info.status == 0)
        #expect(info.stdout.contains("\(gone.standardizedFileURL.path) (gone)"), "\(info.stdout)")
        #expect(info.stdout.contains("last used 40 days ago"), "\(info.stdout)")

        let dry = try BinaryRunner.run(["cache", "clean", "--dry-run"], environment: environment)
        #expect(dry.stdout.contains("would remove 2 index(es)"), "\(dry.stdout)")
        #expect(try Self.indexes(in: cache).count == 3)

        let clean = try BinaryRunner.run(["cache", "clean"], environment: environment)
        #expect(clean.status == 0, "\(clean.stderr)")
        #expect(clean.stdout.contains("removed 2 index(es)"), "\(clean.stdout)")
        let left = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(left.filter { $0.hasSuffix(".sqlite") }.count == 1)
        #expect(left.filter { $0.hasSuffix(".search") }.count == 1, "the search file goes with its index: \(left)")
        #expect(try BinaryRunner.run(["--content", kept.path, "Foo"], environment: environment).status == 0)

        #expect(try BinaryRunner.run(["cache", "clean", "--all"], environment: environment).stdout.contains("removed 1 index(es)"))
        #expect(try Self.indexes(in: cache).isEmpty)
    }

    @Test func aRebuildPrunesTheIndexesOfFoldersThatAreGone() throws {
        let cache = Scratch.directory.appendingPathComponent("apiref-cache-\(UUID().uuidString)")
        let (gone, next) = (try Self.library("Gone"), try Self.library("Next"))
        defer { for folder in [cache, gone, next] { try? FileManager.default.removeItem(at: folder) } }
        let environment = ["APIREF_INDEX_DIR": cache.path]
        #expect(try BinaryRunner.run(["--content", gone.path, "Foo"], environment: environment).status == 0)
        try FileManager.default.removeItem(at: gone)
        #expect(try Self.indexes(in: cache).count == 1)
        #expect(try BinaryRunner.run(["--content", next.path, "Foo"], environment: environment).status == 0)
        let report = try BinaryRunner.run(["cache", "info", "--format", "json"], environment: environment).stdout
        #expect(try Self.indexes(in: cache).count == 1, "\(report)")
        #expect(report.contains(next.standardizedFileURL.path) && !report.contains(gone.standardizedFileURL.path), "\(report)")
    }
}
