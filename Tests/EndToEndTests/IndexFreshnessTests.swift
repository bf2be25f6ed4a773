import APIRefCore
import Foundation
import Testing

/// The compiled index follows the content: an edited, added or removed file is noticed,
/// and a corrupt index is rebuilt rather than trusted.
@Suite(.serialized) struct IndexFreshnessTests {
    let library: TemporaryLibrary
    var content: URL { library.content }
    var index: URL { library.index }

    init() throws {
        library = try TemporaryLibrary([
            "Kit/Gadget.md": Self.page(summary: "The first summary."),
            "library.yml": "external: [NSObject]\n"
        ])
    }

    static func page(name: String = "Gadget", summary: String) -> String {
        "---\nkind: class\ninherits: NSObject\navailability: iOS 2.0\n---\n\n# \(name)\n\n\(summary)\n"
    }

    func lookup(_ name: String) throws -> BinaryRunner.Output {
        try BinaryRunner.run([name, "--content", content.path, "--no-pager"], environment: ["APIREF_INDEX_DIR": index.path])
    }

    @Test func followsEditsAdditionsAndRemovals() throws {
        #expect(try lookup("Gadget").stdout.contains("The first summary."))
        try Self.page(summary: "The second, longer summary.").write(
            to: content.appendingPathComponent("Kit/Gadget.md"), atomically: true, encoding: .utf8)
        #expect(try lookup("Gadget").stdout.contains("The second, longer summary."))
        try Self.page(name: "Widget", summary: "A new page.").write(
            to: content.appendingPathComponent("Kit/Widget.md"), atomically: true, encoding: .utf8)
        #expect(try lookup("Widget").status == 0)
        try FileManager.default.removeItem(at: content.appendingPathComponent("Kit/Widget.md"))
        #expect(try lookup("Widget").status == 1)
    }

    @Test func aCorruptIndexIsRebuilt() throws {
        #expect(try lookup("Gadget").status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: index.path).filter { $0.hasSuffix(".sqlite") }
        #expect(files.count == 1)
        for file in files {
            try Data("this is not a database".utf8).write(to: index.appendingPathComponent(file))
        }
        let output = try lookup("Gadget")
        #expect(output.status == 0)
        #expect(output.stdout.contains("The first summary."))
    }

    /// An index whose symbol rows are damaged while its stamps are intact is opened as
    /// current; reading the page then fails, which is status 3 with the index's path, and
    /// never "not found" or a page without its text.
    @Test func aDamagedRowAfterOpeningIsStatus3NotAnAnswer() throws {
        #expect(try lookup("Gadget").status == 0)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: index.path).first { $0.hasSuffix(".sqlite") })
        let path = index.appendingPathComponent(file).path
        // The pages of the payload table only (SQLite's dbstat), overwritten with noise.
        let script = """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1])
            size = db.execute("PRAGMA page_size").fetchone()[0]
            pages = [row[0] for row in db.execute("SELECT pageno FROM dbstat WHERE name = 'payload'")]
            db.close()
            with open(sys.argv[1], "r+b") as f:
                for page in pages:
                    f.seek((page - 1) * size)
                    f.write(b"\\xa5" * size)
            print(len(pages))
            """
        let damaged = try BinaryRunner.execute(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, path])
        try #require(
            damaged.status == 0 && (Int(damaged.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 0, "\(damaged.stderr)")
        for output in [
            try lookup("Gadget"),
            try BinaryRunner.run(["search", "summary", "--content", content.path], environment: ["APIREF_INDEX_DIR": index.path])
        ] {
            #expect(output.status == 3)
            #expect(output.stdout.isEmpty, "no partial answer")
            #expect(output.stderr.contains("apiref: cannot read the index \(path)"), "\(output.stderr)")
        }
    }

    /// A build killed halfway leaves `.index-….sqlite.PID@HOST.tmp` and its search file's twin;
    /// the next rebuild removes those of processes that are gone, and only those.
    @Test func aRebuildRemovesWhatAKilledBuildLeft() throws {
        #expect(try lookup("Gadget").status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: index.path)
        let indexFile = try #require(names.first { $0.hasSuffix(".sqlite") })
        let searchFile = try #require(names.first { $0.hasSuffix(".search") })
        // No process has id 2147483646 (above any pid_max); process 1 always runs.
        let gone = [".\(indexFile).\(LeftoverFiles.tag(of: 2147483646)).tmp", ".\(searchFile).\(LeftoverFiles.tag(of: 2147483646)).tmp"]
        let running = ".\(indexFile).\(LeftoverFiles.tag(of: 1)).tmp"
        // A build on another machine sharing the folder, whose process ids mean nothing here.
        let elsewhere = ".\(indexFile).2147483646@0.tmp"
        for name in gone + [running, elsewhere] {
            try Data("half an index".utf8).write(to: index.appendingPathComponent(name))
        }
        try FileManager.default.removeItem(at: index.appendingPathComponent(indexFile))
        #expect(try lookup("Gadget").status == 0)
        let after = Set(try FileManager.default.contentsOfDirectory(atPath: index.path))
        #expect(after.isDisjoint(with: gone))
        #expect(after.contains(running))
        #expect(after.contains(elsewhere))
        #expect(after.contains(indexFile))
    }
}
