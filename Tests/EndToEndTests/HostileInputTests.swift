import Foundation
import Testing

/// Content and arguments as an attacker or an accident would give them, each with the
/// outcome it must have: a located diagnostic, a clear error, or the right answer — never a
/// trap, a hang, an escape sequence on the terminal, or a file written outside the output.
@Suite struct HostileInputTests {
    static func page(_ name: String, _ prose: String = "A class.", front: String = "") -> String {
        "---\nkind: class\navailability: iOS 2.0\n\(front)---\n\n# \(name)\n\n\(prose)\n"
    }

    /// A library of `files` and its own index folder; removed by `cleanUp`.
    struct Library {
        let library: TemporaryLibrary
        var path: String { library.content.path }
        var environment: [String: String] { ["APIREF_INDEX_DIR": library.index.path] }

        init(_ files: [String: String]) throws {
            library = try TemporaryLibrary(files.merging(["library.yml": "title: Hostile\n"]) { given, _ in given })
        }

        func run(_ arguments: [String], extra: [String: String] = [:]) throws -> BinaryRunner.Output {
            try BinaryRunner.run(arguments, environment: environment.merging(extra) { _, new in new })
        }

        func cleanUp() {
            try? FileManager.default.removeItem(at: library.content)
            try? FileManager.default.removeItem(at: library.index)
        }
    }

    @Test func invalidUTF8AndNULBytesAreLocatedErrors() throws {
        let library = try Library(["Kit/Good.md": Self.page("Good")])
        defer { library.cleanUp() }
        let kit = library.library.content.appendingPathComponent("Kit")
        try Data(Self.page("Bad", "A bad \u{1} class.").utf8).replacing(Data([1]), with: Data([0xFF, 0xFE])).write(
            to: kit.appendingPathComponent("Bad.md"))
        try Data(Self.page("Nul", "A nul \u{1} class.").utf8).replacing(Data([1]), with: Data([0])).write(
            to: kit.appendingPathComponent("Nul.md"))
        let check = try library.run(["check", "--content", library.path])
        #expect(check.status == 1)
        #expect(check.stderr.contains("Kit/Bad.md:8:7: error: file is not valid UTF-8 (byte 0xff) [invalid-utf8]"), "\(check.stderr)")
        #expect(
            check.stderr.contains("Kit/Nul.md:8:7: error: file contains a NUL byte; it is not Markdown text [binary-file]"),
            "\(check.stderr)")
        #expect(try library.run(["--content", library.path, "Good", "--no-pager"]).status == 0, "the rest of the library answers")
    }

    @Test func terminalEscapesAndBidiOverridesNeverReachTheTerminal() throws {
        let hostile = "An \u{1B}]8;;http://evil.example\u{7}link\u{1B}]8;;\u{7}, \u{1B}[31mred\u{1B}[0m and \u{202E}reversed\u{202C} text."
        let library = try Library(["Kit/Esc.md": Self.page("Esc\u{1B}[2J", hostile)])
        defer { library.cleanUp() }
        for arguments in [
            ["--content", library.path, "Esc", "--no-pager", "--color", "never"],
            ["search", "--content", library.path, "reversed"], ["list", "--content", library.path]
        ] {
            let output = try library.run(arguments)
            let bytes = Array(output.stdout.utf8) + Array(output.stderr.utf8)
            #expect(!bytes.contains(0x1B) && !bytes.contains(0x07), "\(arguments): an escape reached the terminal")
            #expect(
                !output.stdout.contains("\u{202E}") && !output.stdout.contains("\u{202C}"),
                "\(arguments): a bidi override reached the terminal")
        }
    }

    @Test func anInheritanceCycleIsReportedAndLookupsStillFinish() throws {
        let library = try Library([
            "Kit/One.md": Self.page("One", front: "inherits: Two\n"), "Kit/Two.md": Self.page("Two", front: "inherits: One\n")
        ])
        defer { library.cleanUp() }
        let check = try library.run(["check", "--content", library.path])
        #expect(check.status == 1)
        #expect(check.stderr.contains("error: One inherits from itself: One : Two : One [inheritance-cycle]"), "\(check.stderr)")
        #expect(try library.run(["--content", library.path, "One", "--no-pager"]).status == 0)
        #expect(try library.run(["--content", library.path, "One", "nothingHere"]).status == 1, "a member search up a cycle ends")
    }

    @Test func hostileNamesStayInsideTheOutputAndApart() throws {
        let library = try Library([
            "Kit/Dots.md": Self.page("../../Escape"), "Kit/Slash.md": Self.page("a/b"),
            "Kit/Long.md": Self.page(String(repeating: "L", count: 300)),
            "Kit/Same.md": Self.page("Same"), "Kit/SameUpper.md": Self.page("SAME")
        ])
        defer { library.cleanUp() }
        let root = Scratch.directory.appendingPathComponent("apiref-hostile-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site")
        let build = try library.run(["build", "--content", library.path, "--output", site.path])
        #expect(build.status == 0, "\(build.stderr)")
        // Nothing but the site (and nothing beside it) was written.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["site"])
        let pages = try FileManager.default.contentsOfDirectory(atPath: site.appendingPathComponent("Kit").path).filter {
            $0.hasSuffix(".html")
        }
        #expect(pages.count == 5, "\(pages)")
        #expect(Set(pages.map { $0.lowercased() }).count == 5, "names equal but for case get distinct files: \(pages)")
        #expect(pages.allSatisfy { $0.utf8.count <= 255 && !$0.contains("/") }, "\(pages)")
    }

    @Test func symlinksThatLeaveTheContentOrLoopAreNotFollowed() throws {
        let library = try Library(["Kit/Good.md": Self.page("Good")])
        defer { library.cleanUp() }
        let outside = Scratch.directory.appendingPathComponent("apiref-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Self.page("Outside").write(to: outside.appendingPathComponent("Outside.md"), atomically: true, encoding: .utf8)
        let kit = library.library.content.appendingPathComponent("Kit")
        try FileManager.default.createSymbolicLink(at: kit.appendingPathComponent("elsewhere"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(atPath: kit.appendingPathComponent("loop").path, withDestinationPath: "../Kit")
        let check = try library.run(["check", "--content", library.path, "--format", "json"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("\"files\" : 1"), "only the library's own page is read: \(check.stdout.suffix(300))")
        #expect(try library.run(["--content", library.path, "Outside"]).status == 1)
    }

    @Test func anOutputThatWouldReplaceTheContentIsRefused() throws {
        let library = try Library(["Kit/Good.md": Self.page("Good")])
        defer { library.cleanUp() }
        let content = library.library.content
        let file = content.deletingLastPathComponent().appendingPathComponent("apiref-hostile-file-\(UUID().uuidString)")
        try "not a folder".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let cases: [(String, Int32, String)] = [
            (content.path, 2, "is the content folder"),
            (content.deletingLastPathComponent().path, 2, "holds the content folder"),
            (content.appendingPathComponent("Kit").path, 2, "is inside the content folder"),
            ("/", 2, "is the root folder"),
            (file.path, 3, "exists and is not a folder")
        ]
        for (output, status, message) in cases {
            let result = try library.run(["build", "--content", content.path, "--output", output, "--force"])
            #expect(result.status == status, "\(output): \(result.stderr)")
            #expect(result.stderr.contains(message), "\(output): \(result.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: content.appendingPathComponent("Kit/Good.md").path), "the content is untouched")
        let man = try library.run(["man", "--content", content.path, "--output", content.path, "--force"])
        #expect(man.status == 2 && man.stderr.contains("is the content folder"), "\(man.stderr)")
    }

    @Test(arguments: ["3", "-5", "0", "99999999999", "wide"])
    func anyColumnsValueGivesABoundedPage(_ columns: String) throws {
        let library = try Library(["Kit/Good.md": Self.page("Good", String(repeating: "word ", count: 200))])
        defer { library.cleanUp() }
        let output = try library.run(["--content", library.path, "Good", "--no-pager"], extra: ["COLUMNS": columns])
        #expect(output.status == 0, "\(output.stderr)")
        let widest = output.stdout.split(separator: "\n").map(\.count).max() ?? 0
        #expect(widest <= 1000, "COLUMNS=\(columns): a line of \(widest) characters")
        #expect(output.stdout.contains("word"))
    }
}
