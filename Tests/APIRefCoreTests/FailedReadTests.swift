import APIRefCommands
import APIRefProcess
import APIRefRender
import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex

/// An index damaged after it was opened: every way of asking it (the commands' queries, a
/// lookup through the protocols, a site build) ends in `IndexReadError` — which the engine
/// prints as "cannot read the index …" with status 3 — and never in a partial answer.
@Suite final class FailedReadTests {
    let root: URL
    let folder: ContentFolder
    let indexURL: URL

    init() throws {
        root = Scratch.directory.appendingPathComponent("apiref-failed-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Freshness"), to: content)
        folder = ContentFolder(url: content, displayPath: "Content")
        indexURL = root.appendingPathComponent("index/index.sqlite")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Every page after SQLite's first becomes noise, and the file change counter in the
    /// header moves, so an open connection drops its cache and reads them again.
    func damage() throws {
        let handle = try FileHandle(forUpdating: indexURL)
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 24)
        try handle.write(contentsOf: Data([0x7F, 0x7F, 0x7F, 0x7F]))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
        try handle.close()
    }

    @Test func theQueriesOfADamagedIndexThrowAndSayWhichFile() throws {
        let index = try SymbolIndex.open(folder, at: indexURL)
        #expect(try SearchResults.hits(["gizmo"], limit: 5, in: index, folder: folder, localized: nil).isEmpty == false)
        try damage()
        let error = try #require(throws: IndexReadError.self) {
            try SearchResults.hits(["gizmo"], limit: 5, in: index, folder: folder, localized: nil)
        }
        #expect(error.path == indexURL.path && error.description.contains("cannot read the index \(indexURL.path)"))
        #expect(throws: IndexReadError.self) { try SymbolListing.symbols(in: index, kind: nil, container: nil) }
        #expect(throws: IndexReadError.self) { try index.deprecated() }
        #expect(throws: IndexReadError.self) { try index.symbol(id: "Kit/Gizmo") }
        // Passed through as it is by the writers' error mapping, so the engine gives it status 3.
        #expect(throws: IndexReadError.self) { try ToolError.whileWriting("x") { try index.title } }
    }

    /// A lookup asks through `SymbolSource`, which cannot throw: the failure behind its
    /// "not found" is thrown when `reading` ends, and the answer is never used.
    @Test func aLookupInADamagedIndexIsAnErrorNotNotFound() throws {
        let index = try SymbolIndex.open(folder, at: indexURL)
        #expect(try index.reading { Lookup(source: $0).find(["Gizmo"]) } == .found(id: "Kit/Gizmo", inheritedBy: nil))
        try damage()
        var answered: LookupResult?
        #expect(throws: IndexReadError.self) {
            try index.snapshot { index in
                try index.reading { library in answered = Lookup(source: library).find(["Gizmo"]) }
            }
        }
        // Inside, the lookup made "not found" of the failure; it never left `reading`.
        if let answered { #expect(answered != .found(id: "Kit/Gizmo", inheritedBy: nil)) }
        // An error the body throws because of such an answer gives way to the failed read.
        #expect(throws: IndexReadError.self) {
            try index.reading { library in
                guard library.symbol(id: "Kit/Gizmo") != nil else { throw ToolError.notFound("no Gizmo") }
            }
        }
    }

    /// A site build from an index damaged after it was opened throws and publishes nothing:
    /// the site from before is as it was.
    @Test func aSiteBuildFromADamagedIndexLeavesTheSiteAsItWas() throws {
        let index = try SymbolIndex.open(folder, at: indexURL)
        let templates = Fixtures.repository.appendingPathComponent("Templates")
        let site = root.appendingPathComponent("site")
        let build = SiteBuild(folder: folder, index: index, templateFolder: templates, baseURL: nil)
        #expect(try build.write(to: site, force: false).pages > 0)
        let before = try #require(FileManager.default.subpaths(atPath: site.path)).sorted()
        let page = site.appendingPathComponent("Kit/Gizmo.html")
        let bytes = try Data(contentsOf: page)
        try damage()
        #expect(throws: IndexReadError.self) { try build.write(to: site, force: true) }
        #expect(try #require(FileManager.default.subpaths(atPath: site.path)).sorted() == before)
        #expect(try Data(contentsOf: page) == bytes)
    }
}
