import APIRefBase
import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefRender

/// Every export carries both spellings: man pages with both declarations and a `.so` page
/// under the Swift path, the docset's index and `objects.inv` with a Swift entry beside the
/// Objective-C one, and `export json` with the Swift fields. Read from `Fixtures/TwoSpellings`:
/// a member with both spellings, a Swift-only member, an Objective-C-only member, a
/// constant group with Swift cases, a page Swift names another way and a Swift-only type.
@Suite struct ExportSpellingsTests {
    static let content = Fixtures.root.appendingPathComponent("TwoSpellings")
    static let loadedTable = Result { try ReferenceLibrary.load(ContentFolder(url: content, displayPath: "TwoSpellings")).table }
    static var table: SymbolTable {
        get throws { try loadedTable.get() }
    }
    static var paths: SitePaths {
        get throws { SitePaths(symbols: try table.symbols) }
    }
    static let golden = Fixtures.golden.appendingPathComponent("Exports")

    /// The fixture says what it means to: nothing in it is reported.
    @Test func theFixtureIsClean() throws {
        let library = try ReferenceLibrary.load(ContentFolder(url: Self.content, displayPath: "TwoSpellings"))
        #expect(library.diagnostics.isEmpty, "\(library.diagnostics.map(\.message))")
        let dequeue = try Self.table["Kit/KTable/dequeueCellWithIdentifier:forIndex:"]
        #expect(dequeue?.swiftPath == "KTable.dequeueCell(withIdentifier:for:)" && dequeue?.spellings == .both)
        #expect(try Self.table["Kit/KTable/makeSnapshot()"]?.spellings == .swift)
        #expect(try Self.table["Kit/KTable/reloadData"]?.spellings == .objectiveC)
        #expect(try Self.table["Kit/KTable/KTableStylePlain"]?.swiftPath == "KTable.Style.plain")
    }

    // MARK: man

    /// Every file `apiref man` writes for the fixture, by name.
    static func manPages() throws -> [String: String] {
        let export = ManExport(date: Date(timeIntervalSince1970: 1_795_000_000), fileDates: [:], libraryTitle: "Two Spellings")
        let owners = try export.fileNames(table: table, folder: "")
        let files = Locked([String: String]())
        try export.write(symbols: table, strings: nil, folder: "", owners: owners) { batch in
            files.withLock { for (file, bytes) in batch { $0[file] = String(decoding: bytes, as: UTF8.self) } }
        }
        let written = files.withLock { $0 }
        #expect(Set(written.keys) == Set(owners.keys), "every file named is written")
        return written
    }

    @Test func manPagesCarryBothDeclarationsAndAreFoundByEitherName() throws {
        let pages = try Self.manPages()
        try Golden.check(
            pages.keys.sorted().map { "==> \($0)\n\(pages[$0]!)" }.joined(separator: "\n"),
            against: Self.golden.appendingPathComponent("man.txt"))
        let member = try #require(pages["man3objc/KTable.dequeueCellWithIdentifier:forIndex:.3objc"])
        #expect(member.contains(".Nm \"KTable.dequeueCellWithIdentifier:forIndex:\" ,\n.Nm \"KTable.dequeueCell(withIdentifier:for:)\"\n"))
        #expect(member.contains("Objective-C:\n.Bd -literal -offset indent\n- (KCell *)dequeueCellWithIdentifier:"))
        #expect(
            member.contains(
                "Swift:\n.Bd -literal -offset indent\nfunc dequeueCell(withIdentifier identifier: String, for index: Int) -> KCell"))
        #expect(
            pages["man3objc/KTable.dequeueCell(withIdentifier:for:).3objc"]
                == ".so man3objc/KTable.dequeueCellWithIdentifier:forIndex:.3objc\n")
        #expect(pages["man3objc/KIndex.3objc"] == ".so man3objc/KIndexPath.3objc\n", "a page Swift names another way")
        #expect(pages["man3objc/KIndex.row.3objc"] == ".so man3objc/KIndexPath.row.3objc\n")
        #expect(
            pages["man3objc/KTable.Style.3objc"] == ".so man3objc/KTable.KTableStyle.3objc\n", "a constant group Swift imports as a type")
        // One spelling, one name: the Swift-only member is headed by its Swift name, the
        // Objective-C-only one has no Swift page.
        let swiftOnly = try #require(pages["man3objc/KTable.makeSnapshot().3objc"])
        #expect(
            swiftOnly.contains("Swift:\n.Bd -literal -offset indent\nfunc makeSnapshot() -> KSnapshot")
                && !swiftOnly.contains("Objective-C:"))
        #expect(pages["man3objc/KTable.reloadData.3objc"]?.contains("Swift:") == false)
        #expect(pages.keys.filter { $0.contains("reloadData") }.count == 1)
        let group = try #require(pages["man3objc/KTable.3objc"])
        #expect(group.contains(".It Dv \"KTableStylePlain\"\nRows run edge to edge.\n.br\nSwift: \\fBKTable.Style.plain\\fP"))
        let type = try #require(pages["man3objc/KSnapshot.3objc"])
        #expect(
            type.contains("Swift:\n.Bd -literal -offset indent\nstruct KSnapshot\n.Ed")
                && type.contains(".Sh \"PROPERTIES\"\n.Ss \"count\""), "\(type)")
    }

    /// What man-db makes of the pages: `man` opens a member by its Swift path, `mandb`
    /// files both names, and `apropos` and `whatis` list the page under its Swift name.
    @Test func manDbFindsAMemberByItsSwiftName() throws {
        let man = URL(fileURLWithPath: "/usr/bin/man")
        let mandb = URL(fileURLWithPath: "/usr/bin/mandb")
        guard FileManager.default.isExecutableFile(atPath: man.path), FileManager.default.isExecutableFile(atPath: mandb.path) else {
            return
        }
        let folder = Scratch.directory.appendingPathComponent("man-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try ExportFolder.writeFiles(try Self.manPages().map { ($0.key, Data($0.value.utf8)) }, below: folder)
        let page = try Self.run(man, ["-M", folder.path, "3objc", "KTable.dequeueCell(withIdentifier:for:)"])
        #expect(page.status == 0, "\(page.output)")
        #expect(page.output.contains("func dequeueCell(withIdentifier identifier: String, for index: Int) -> KCell"), "\(page.output)")
        #expect(page.output.contains("- (KCell *)dequeueCellWithIdentifier:(NSString *)identifier forIndex:(NSInteger)index"))
        let renamed = try Self.run(man, ["-M", folder.path, "3objc", "KIndex"])
        #expect(renamed.output.contains("A path to one row."), "\(renamed.output)")
        #expect(try Self.run(mandb, ["-q", folder.path]).status == 0)
        let apropos = try Self.run(URL(fileURLWithPath: "/usr/bin/apropos"), ["-M", folder.path, "-l", "dequeueCell"])
        #expect(apropos.output.contains("KTable.dequeueCell(withIdentifier:for:) (3objc)"), "\(apropos.output)")
        #expect(apropos.output.contains("KTable.dequeueCellWithIdentifier:forIndex: (3objc)"), "\(apropos.output)")
        let whatis = try Self.run(URL(fileURLWithPath: "/usr/bin/whatis"), ["-M", folder.path, "-l", "KTable.Style"])
        #expect(whatis.output.contains("KTable.Style (3objc)"), "\(whatis.output)")
        // mandoc's lint finds nothing in a page; the `.so` pages are links, not pages.
        let lintable = try Self.manPages().filter { !$0.value.hasPrefix(".so ") }.keys.sorted().map {
            folder.appendingPathComponent($0).path
        }
        let mandoc = URL(fileURLWithPath: "/usr/bin/mandoc")
        if FileManager.default.isExecutableFile(atPath: mandoc.path) {
            let lint = try Self.run(mandoc, ["-T", "lint", "-W", "warning"] + lintable)
            #expect(lint.status == 0 && lint.output.isEmpty, "\(lint.output)")
        }
    }

    /// A Swift path is content too: it cannot leave the folder or be read as a pattern, keeps
    /// an operator's characters, and never takes a name another page has as its own.
    @Test func swiftPageNamesAreSafeAndNeverTakeAnotherPagesName() {
        let at = SourceLocation(path: "K.md", line: 1, column: 1)
        var hostile = Symbol(id: "K/A/x", name: "x", kind: .instanceMethod, location: at)
        hostile.container = "A"
        hostile.swiftName = "../../etc/*?(_:)"
        let file = ManPageNames.file(named: ManPageNames.swiftName(of: hostile) ?? "")
        #expect(file == "man3objc/_._.._etc___(_:).3objc", "\(file)")
        (hostile.swiftName, hostile.swiftContainer) = ("==(_:_:)", "A")
        #expect(ManPageNames.swiftName(of: hostile) == "A.==(_:_:)")
        // An ASCII name that needs nothing is given back as it is; any other goes through the
        // walk by characters: both as that walk alone gives them.
        func walked(_ raw: String) -> String {
            var safe = String(raw.map { $0.isLetter || $0.isNumber || "_-+:.()=<>!%&|^~".contains($0) ? $0 : "_" })
            while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
            return safe.isEmpty ? "_" : safe
        }
        for raw in [
            "", ".", "..", ".hidden", "a.b", "init(style:)", "==(_:_:)", "x/y", "a b", "tab\t", "line\r\n", "ü", "値段", "A1_z~",
            "café.", "\u{202E}evil", "%&|^"
        ] {
            #expect(ManPageNames.safe(raw) == walked(raw), "\(raw)")
        }

        var page = Symbol(id: "K/A", name: "A", kind: .class, location: at)
        page.childIDs = ["K/A/b", "K/A/c"]
        var renamed = Symbol(id: "K/A/b", name: "b", kind: .property, location: at)
        (renamed.container, renamed.parentID, renamed.swiftName, renamed.swiftContainer) = ("A", "K/A", "c", "A")
        var other = Symbol(id: "K/A/c", name: "c", kind: .property, location: at)
        (other.container, other.parentID) = ("A", "K/A")
        let owners = ManExport(date: nil, fileDates: [:], libraryTitle: "K").fileNames(
            table: SymbolTable([page, renamed, other]), folder: "")
        #expect(owners["man3objc/A.c.3objc"] == "K/A/c", "c's own page, not b's Swift name")
        #expect(owners.count == 3)
    }

    static func run(_ tool: URL, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "MANPATH")
        environment.merge(["MANWIDTH": "100", "COLUMNS": "200", "PAGER": "cat", "MANPAGER": "cat", "LANG": "C.UTF-8"]) { $1 }
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    // MARK: docset

    @Test func theDocsetIndexHasAnEntryPerSpelling() throws {
        let entries = try DocsetIndex.entries(Self.table, paths: Self.paths)
        try Golden.check(
            entries.map { "\($0.name)\t\($0.type)\t\($0.path)\n" }.joined(),
            against: Self.golden.appendingPathComponent("docset-index.txt"))
        func types(_ name: String) -> [String] { entries.filter { $0.name == name }.map { "\($0.type) \($0.path)" } }
        #expect(types("KTable.dequeueCellWithIdentifier:forIndex:") == ["Method Kit/KTable.html#dequeueCellWithIdentifier:forIndex:"])
        #expect(types("KTable.dequeueCell(withIdentifier:for:)") == ["Method Kit/KTable.html#dequeueCellWithIdentifier:forIndex:"])
        #expect(types("KTable.init(style:)") == ["Constructor Kit/KTable.html#initWithStyle:"])
        #expect(types("KTable.Style.plain") == ["Value Kit/KTable.html#KTableStylePlain"])
        #expect(types("KTable.KTableStylePlain") == ["Constant Kit/KTable.html#KTableStylePlain"])
        #expect(types("KIndex") == ["Class Kit/KIndexPath.html"])
        #expect(types("KSnapshot") == ["Struct Kit/KSnapshot.html"], "a Swift-only type once")
        #expect(types("KTable.makeSnapshot()") == ["Method Kit/KTable.html#makeSnapshot()"], "a Swift-only member once")
        #expect(types("KTable") == ["Class Kit/KTable.html"], "a name both languages share once")
        // Dash and Zeal search names by substring: the Swift base name finds the member.
        #expect(entries.contains { $0.name.contains("dequeueCell(") })
    }

    // MARK: objects.inv

    @Test func theInventoryHasSwiftEntriesInTheSwiftDomain() throws {
        let (table, paths) = (try Self.table, try Self.paths)
        let lines = table.symbols.flatMap { SphinxInventory.lines(for: $0, table: table, paths: paths) }.sorted()
        try Golden.check(lines.joined(), against: Self.golden.appendingPathComponent("objects-inv.txt"))
        #expect(
            lines.contains(
                "KTable.dequeueCellWithIdentifier:forIndex: objc:method 1 Kit/KTable.html#dequeueCellWithIdentifier:forIndex: -\n"))
        #expect(
            lines.contains("KTable.dequeueCell(withIdentifier:for:) swift:method 1 Kit/KTable.html#dequeueCellWithIdentifier:forIndex: -\n")
        )
        #expect(lines.contains("KTable.init(style:) swift:init 1 Kit/KTable.html#initWithStyle: -\n"))
        #expect(lines.contains("KTable.Style swift:type 1 Kit/KTable.html#KTableStyle -\n"))
        #expect(lines.contains("KTable.Style.plain swift:case 1 Kit/KTable.html#KTableStylePlain -\n"))
        #expect(lines.contains("KIndex swift:class 1 Kit/KIndexPath.html -\n"))
        #expect(lines.contains("KIndex.row swift:property 1 Kit/KIndexPath.html#row -\n"))
        #expect(lines.contains("KSnapshot swift:struct 1 Kit/KSnapshot.html -\n"))
        #expect(
            lines.filter { $0.hasPrefix("KTable.makeSnapshot() ") } == [
                "KTable.makeSnapshot() swift:method 1 Kit/KTable.html#makeSnapshot() -\n"
            ])
        #expect(!lines.contains { $0.hasPrefix("KTable.reloadData swift:") }, "Swift does not see it")
        // Every role is one the documentation lists.
        let documented = try String(contentsOf: Fixtures.repository.appendingPathComponent("docs/design.md"), encoding: .utf8)
        for role in Set(lines.map { String($0.split(separator: " ")[1]) }) where role.hasPrefix("swift:") {
            #expect(documented.contains("`\(role)`"), "\(role) is not documented in docs/design.md")
        }
    }

    // MARK: export json

    @Test func theJSONExportHasBothSpellingsAndValidates() throws {
        let output = Scratch.directory.appendingPathComponent("model-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = try ModelExport(
            symbols: Self.table, title: "Two Spellings", language: "en", languages: ["en"], contentFolder: Self.content)
        _ = try export.write(to: output)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        #expect(document["schemaVersion"] as? Int == 2)
        let symbols = Dictionary(
            uniqueKeysWithValues: (document["symbols"] as? [[String: Any]] ?? []).map { ($0["id"] as? String ?? "", $0) })
        let dequeue = try #require(symbols["Kit/KTable/dequeueCellWithIdentifier:forIndex:"])
        #expect(dequeue["spellings"] as? String == "both")
        #expect(dequeue["swiftName"] as? String == "dequeueCell(withIdentifier:for:)")
        #expect(dequeue["swiftContainer"] as? String == "KTable")
        #expect(dequeue["swiftPath"] as? String == "KTable.dequeueCell(withIdentifier:for:)")
        #expect(dequeue["swiftDeclaration"] as? String == "func dequeueCell(withIdentifier identifier: String, for index: Int) -> KCell")
        #expect(symbols["Kit/KTable/reloadData"]?["spellings"] as? String == "objc")
        #expect(symbols["Kit/KTable/reloadData"]?["swiftName"] == nil)
        #expect(symbols["Kit/KTable/makeSnapshot()"]?["spellings"] as? String == "swift")
        #expect(symbols["Kit/KSnapshot"]?["kind"] as? String == "structure")

        let python = URL(fileURLWithPath: "/usr/bin/env")
        let validator = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
            for error in errors[:5]:
                print("invalid", "/".join(map(str, error.absolute_path)), error.message[:200])
            print("errors", len(errors))
            """
        let schema = Fixtures.repository.appendingPathComponent("docs/model.schema.json").path
        let checked = try Self.run(python, ["python3", "-c", validator, schema, output.path])
        guard !checked.output.contains("No module named") else { return }
        #expect(checked.output.hasSuffix("errors 0\n"), "\(checked.output)")
    }
}
