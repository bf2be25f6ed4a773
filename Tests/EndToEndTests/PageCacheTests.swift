import Foundation
import Testing

/// A plain lookup's page is stored beside the index, printed from there by the front while
/// the files it is drawn from are unchanged, and rendered again by the engine once one of
/// them, or the set of files, changes.
@Suite(.serialized) struct PageCacheTests {
    let library: TemporaryLibrary
    var content: URL { library.content }
    var index: URL { library.index }

    init() throws {
        library = try TemporaryLibrary([
            "Kit/Gadget.md": IndexFreshnessTests.page(summary: "The first summary."),
            "Kit/Other.md": IndexFreshnessTests.page(name: "Other", summary: "Another page."),
            "library.yml": "external: [NSObject]\n"
        ])
    }

    func lookup(_ name: String, cache: Bool = true) throws -> BinaryRunner.Output {
        var environment = ["APIREF_INDEX_DIR": index.path]
        if !cache { environment["APIREF_PAGE_CACHE"] = "off" }
        return try BinaryRunner.run(["--content", content.path, name], environment: environment)
    }

    func entries() throws -> [URL] {
        let folders = try FileManager.default.contentsOfDirectory(at: index, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "pages"
        }
        return try folders.flatMap { try FileManager.default.contentsOfDirectory(at: $0, includingPropertiesForKeys: nil) }
    }

    /// The one entry in the cache; its page is changed to `marker`, so that output
    /// containing the marker can only have come from the cache.
    func markCachedPage(_ marker: String) throws {
        let folder = try #require(
            try FileManager.default.contentsOfDirectory(at: index, includingPropertiesForKeys: nil)
                .first { $0.pathExtension == "pages" })
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(entries.count == 1)
        let entry = try #require(entries.first)
        let text = try String(contentsOf: entry, encoding: .utf8)
        #expect(text.contains("The first summary."))
        try text.replacingOccurrences(of: "The first summary.", with: marker).write(to: entry, atomically: true, encoding: .utf8)
    }

    @Test func aRepeatedLookupIsPrintedFromTheCache() throws {
        let first = try lookup("Gadget")
        #expect(first.status == 0)
        try markCachedPage("Printed from the cache.")
        let second = try lookup("Gadget")
        #expect(second.status == 0)
        #expect(second.stdout == first.stdout.replacingOccurrences(of: "The first summary.", with: "Printed from the cache."))
        #expect(try lookup("Gadget", cache: false).stdout == first.stdout)
    }

    @Test func anEditedSourceIsRenderedAgain() throws {
        #expect(try lookup("Gadget").status == 0)
        try markCachedPage("Printed from the cache.")
        try IndexFreshnessTests.page(summary: "The edited summary.").write(
            to: content.appendingPathComponent("Kit/Gadget.md"), atomically: true, encoding: .utf8)
        let output = try lookup("Gadget")
        #expect(output.stdout.contains("The edited summary."))
        #expect(!output.stdout.contains("Printed from the cache."))
    }

    @Test func anAddedFileSendsTheLookupBackToTheEngine() throws {
        #expect(try lookup("Gadget").status == 0)
        try markCachedPage("Printed from the cache.")
        try IndexFreshnessTests.page(name: "Widget", summary: "A new page.").write(
            to: content.appendingPathComponent("Kit/Widget.md"), atomically: true, encoding: .utf8)
        let output = try lookup("Gadget")
        #expect(output.stdout.contains("The first summary."))
    }

    @Test func anEditToAnUnrelatedFileKeepsTheEntry() throws {
        #expect(try lookup("Gadget").status == 0)
        try markCachedPage("Printed from the cache.")
        // Written in place: a save by rename changes the folder, as an added file does.
        try IndexFreshnessTests.page(name: "Other", summary: "Another page, edited.").write(
            to: content.appendingPathComponent("Kit/Other.md"), atomically: false, encoding: .utf8)
        #expect(try lookup("Gadget").stdout.contains("Printed from the cache."))
    }

    @Test func aRewrittenIndexDropsEveryEntry() throws {
        #expect(try lookup("Gadget").status == 0)
        #expect(try lookup("Other").status == 0)
        #expect(try entries().count == 2)
        try IndexFreshnessTests.page(summary: "The edited summary.").write(
            to: content.appendingPathComponent("Kit/Gadget.md"), atomically: true, encoding: .utf8)
        #expect(try lookup("Gadget").status == 0)
        #expect(try entries().count == 1)
    }

    @Test func lookupsThatAnyFileCanChangeAreNotCached() throws {
        #expect(try lookup("NoSuchSymbol").status == 1)
        let folders = try FileManager.default.contentsOfDirectory(at: index, includingPropertiesForKeys: nil).filter {
            $0.pathExtension == "pages"
        }
        #expect(folders.isEmpty)
    }
}

extension PageCacheTests {
    /// On a terminal shorter than the page, both the engine (first lookup) and the front
    /// (from the cache) send the page through `$PAGER`. `script` gives the run a terminal.
    @Test func aTallPageGoesThroughThePagerFromTheCacheToo() throws {
        let paged = index.appendingPathComponent("paged.txt")
        try FileManager.default.createDirectory(at: index, withIntermediateDirectories: true)
        let command = "stty rows 3 cols 80; '\(BinaryRunner.binary.path)' --content '\(content.path)' Gadget"
        let environment = ["APIREF_INDEX_DIR": index.path, "PAGER": "cat > '\(paged.path)'"]
        func pagedText() throws -> String {
            try? FileManager.default.removeItem(at: paged)
            let run = try BinaryRunner.execute(
                URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"],
                environment: ProcessInfo.processInfo.environment.merging(environment) { $1 })
            #expect(run.status == 0)
            return try String(contentsOf: paged, encoding: .utf8)
        }
        #expect(try pagedText().contains("The first summary."))
        try markCachedPage("Paged from the cache.")
        #expect(try pagedText().contains("Paged from the cache."))
        #expect(try entries().count == 1)
    }
}
