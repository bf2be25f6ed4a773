@testable import APIRefCore
import Foundation
import Testing

/// Which names `LeftoverFiles` takes for a killed run's, and which processes count as gone.
@Suite struct LeftoverFilesTests {
    @Test func readsTheProcessIDBetweenPrefixAndSuffix() {
        let prefixes = [".index-a.sqlite.", ".index-a.search."]
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.4242.tmp", prefixes: prefixes, suffix: ".tmp") == 4242)
        #expect(LeftoverFiles.processID(in: ".index-a.search.17.tmp", prefixes: prefixes, suffix: ".tmp") == 17)
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".index-a.sqlite.12x.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".index-b.sqlite.4242.tmp", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: "index-a.sqlite", prefixes: prefixes, suffix: ".tmp") == nil)
        #expect(LeftoverFiles.processID(in: ".site.building-99", prefixes: [".site.building-"], suffix: "") == 99)
    }

    @Test func removesOnlyWhatGoneProcessesLeft() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-leftovers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = [".x.2147483646.tmp", ".x.1.tmp", ".x.\(getpid()).tmp", "x", ".y.2147483646.tmp"]
        for name in names { try Data().write(to: folder.appendingPathComponent(name)) }
        LeftoverFiles.remove(in: folder, prefixes: [".x."], suffix: ".tmp")
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        #expect(left == [".x.1.tmp", ".x.\(getpid()).tmp", "x", ".y.2147483646.tmp"])
    }
}
