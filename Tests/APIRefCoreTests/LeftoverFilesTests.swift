import Foundation
import Testing

@testable import APIRefCore

/// Which names `LeftoverFiles` takes for a killed run's, and which processes count as gone.
@Suite struct LeftoverFilesTests {
    @Test func readsTheProcessIDBetweenPrefixAndSuffix() {
        let prefixes = [".index-a.sqlite.", ".index-a.search."]
        let host = LeftoverFiles.hostHash
        #expect(LeftoverFiles.tag(of: 4242) == "4242@\(host)")
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.4242@\(host).tmp", prefixes: prefixes, suffix: ".tmp") == 4242)
        #expect(LeftoverFiles.processID(in: ".index-a.search.17@\(host).tmp", prefixes: prefixes, suffix: ".tmp") == 17)
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.12x@\(host).tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".index-b.sqlite.4242@\(host).tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: "index-a.sqlite", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".site.building-99@\(host)", prefixes: [".site.building-"], suffix: "") == 99)
        // Another host's entries, and untagged ones, are never this host's leftovers.
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.4242@0.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.4242.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
    }

    @Test func removesOnlyWhatGoneProcessesLeft() throws {
        let folder = Scratch.directory.appendingPathComponent("apiref-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // No process has id 2147483646 (above any pid_max); process 1 always runs.
        let tag = LeftoverFiles.tag(of:)
        let otherHost = ".x.2147483646@0.tmp"
        let names = [
            ".x.\(tag(2147483646)).tmp", ".x.\(tag(1)).tmp", ".x.\(LeftoverFiles.ownTag).tmp", "x", ".y.\(tag(2147483646)).tmp", otherHost
        ]
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        LeftoverFiles.remove(in: folder, prefixes: [".x."], suffix: ".tmp")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(names).subtracting([".x.\(tag(2147483646)).tmp"]))
    }

    @Test func aRewriteRemovesTheCopiesAKilledRewriteStaged() throws {
        let folder = Scratch.directory.appendingPathComponent("apiref-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tag = LeftoverFiles.tag(of:)
        let gone = [".Gauge.md.new.\(tag(2147483646))", ".Other.ja.md.new.\(tag(2147483646))"]
        // A running writer's copy, a backup that may hold a page's only earlier text, and
        // another host's copy stay.
        let kept = [".Gauge.md.new.\(tag(1))", ".Gauge.md.old.\(tag(2147483646))", ".Gauge.md.new.2147483646@0", "Other.md"]
        for name in gone + kept { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        var batch = FileBatch()
        batch.add(folder.appendingPathComponent("Gauge.md"), Data("# Gauge\n".utf8))
        try batch.commit()
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == Set(kept + ["Gauge.md"]))
    }
}
