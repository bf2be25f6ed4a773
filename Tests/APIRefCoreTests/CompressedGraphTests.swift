import APIRefCore
import Foundation
import Testing

@testable import APIRefImport
@testable import APIRefRender

/// Graphs as the SDK folders hold them (`../shared/sdk`): compressed, Objective-C and Swift,
/// in subfolders, with extension graphs; and compressed files that are not graphs, refused
/// with a located reason instead of a trap or a half-read.
struct CompressedGraphTests {
    static let objectiveC = ImportTests.graphs.appendingPathComponent("v1/TestKit.symbols.json")

    /// `data` gzipped by the code that writes apiref's own archives.
    static func gzip(_ data: Data, to url: URL) throws {
        let file = try GzipFile(writingTo: url)
        try file.write(data)
        try file.finish()
    }

    /// A Swift graph of TKCell (joined to the Objective-C class by its identifier), one of its
    /// methods, and a Swift-only symbol.
    static func swiftGraph(module: String = "TestKit") -> Data {
        func symbol(_ precise: String, _ kind: String, _ path: [String], _ title: String, _ declaration: [String]) -> String {
            let fragments = declaration.map { "{\"kind\": \"text\", \"spelling\": \"\($0)\"}" }.joined(separator: ", ")
            return """
                {"identifier": {"precise": "\(precise)", "interfaceLanguage": "swift"}, "kind": {"identifier": "swift.\(kind)", "displayName": "\(kind)"},
                 "names": {"title": "\(title)"}, "pathComponents": [\(path.map { "\"\($0)\"" }.joined(separator: ", "))],
                 "declarationFragments": [\(fragments)], "accessLevel": "public"}
                """
        }
        let symbols = [
            symbol("c:objc(cs)TKCell", "class", ["TKCell"], "TKCell", ["class ", "TKCell"]),
            symbol(
                "c:objc(cs)TKCell(im)initWithStyle:identifier:", "init", ["TKCell", "init(style:identifier:)"], "init(style:identifier:)",
                ["init", "(", "style", ": ", "TKCell.Style", ", ", "identifier", ": ", "String", ")"]),
            symbol("s:7TestKit6TKCellC5resetyyF", "method", ["TKCell", "reset()"], "reset()", ["func ", "reset", "()"])
        ]
        return Data(
            """
            {"metadata": {"formatVersion": {"major": 0, "minor": 6, "patch": 0}, "generator": "test"},
             "module": {"name": "\(module)", "platform": {}}, "symbols": [\(symbols.joined(separator: ",\n"))], "relationships": []}
            """.utf8)
    }

    /// The containers with where they came from left out, which names the file read.
    static func containers(_ set: GraphSet) -> [String: APIContainer] {
        set.facts.containers.mapValues {
            var container = $0
            container.origin = ""
            return container
        }
    }

    static func load(_ paths: [URL], inflateLimit: Int = GzipData.defaultLimit) throws -> GraphSet {
        try GraphSet.load(paths.map(\.path), cacheDirectory: nil, inflateLimit: inflateLimit)
    }

    static func error(reading data: Data, named name: String = "TestKit.symbols.json.gz", inflateLimit: Int = GzipData.defaultLimit) throws
        -> String
    {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        let set = try load([url], inflateLimit: inflateLimit)
        #expect(set.errors.count == 1)
        return set.errors.first?.description.replacingOccurrences(of: url.path, with: name) ?? ""
    }

    @Test func aCompressedGraphHasThePlainGraphsFacts() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let compressed = folder.appendingPathComponent("TestKit.symbols.json.gz")
        try Self.gzip(Data(contentsOf: Self.objectiveC), to: compressed)
        let plain = try Self.load([Self.objectiveC])
        let read = try Self.load([compressed])
        #expect(read.errors.isEmpty)
        #expect(Self.containers(read) == Self.containers(plain) && read.facts.enumerations == plain.facts.enumerations)
        #expect(read.facts.globals == plain.facts.globals && read.graphCount == 1)
    }

    /// A folder stands for its graphs and its subfolders' graphs: the Swift ones (the main
    /// graph and an extension graph) are read and kept aside, the facts are Objective-C's.
    @Test func aFolderReadsSwiftGraphsAsideFromTheFacts() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.gzip(Data(contentsOf: Self.objectiveC), to: folder.appendingPathComponent("TestKit.symbols.json.gz"))
        let swift = folder.appendingPathComponent("swift")
        try FileManager.default.createDirectory(at: swift, withIntermediateDirectories: true)
        try Self.gzip(Self.swiftGraph(), to: swift.appendingPathComponent("TestKit.symbols.json.gz"))
        var extensionGraph = String(decoding: Self.swiftGraph(), as: UTF8.self)
        extensionGraph = extensionGraph.replacingOccurrences(
            of: "s:7TestKit6TKCellC5resetyyF", with: "s:10Foundation4DataV7TestKitE4tkIDSivp")
        try Data(extensionGraph.utf8).write(to: swift.appendingPathComponent("TestKit@Foundation.symbols.json"))
        let set = try Self.load([folder])
        #expect(set.errors.isEmpty)
        #expect(set.fileCount == 3 && set.graphCount == 1 && set.swiftGraphCount == 2)
        #expect(Self.containers(set) == Self.containers(try Self.load([Self.objectiveC])))
        #expect(set.swiftSymbolCount == 6)
        #expect(set.swiftSpellings.count == 4)
        #expect(set.swiftJoinedToObjectiveC == 2)
        #expect(
            set.swiftSpellings["c:objc(cs)TKCell(im)initWithStyle:identifier:"]
                == SwiftSpelling(
                    name: "init(style:identifier:)", declaration: "init(style: TKCell.Style, identifier: String)", kind: "init",
                    container: "TKCell"))
        #expect(set.swiftSpellings["c:objc(cs)TKCell"]?.container == "")
    }

    /// A second read takes the Swift spellings and the identifiers they join from the cache.
    @Test func swiftSpellingsComeBackFromTheCache() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphs = folder.appendingPathComponent("graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        try Self.gzip(Data(contentsOf: Self.objectiveC), to: graphs.appendingPathComponent("TestKit.symbols.json.gz"))
        try Self.gzip(Self.swiftGraph(), to: graphs.appendingPathComponent("TestKit-Swift.symbols.json.gz"))
        let cache = folder.appendingPathComponent("cache")
        let first = try GraphSet.load([graphs.path], cacheDirectory: cache)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).count == 2)
        let second = try GraphSet.load([graphs.path], cacheDirectory: cache)
        #expect(second.swiftSpellings == first.swiftSpellings && second.swiftSpellings.count == 3)
        #expect(second.swiftJoinedToObjectiveC == 2 && second.swiftSymbolCount == 3 && second.graphCount == 1)
    }

    /// `gunzip -k` leaves both: one graph, read once, and said.
    @Test func aGraphBothPlainAndCompressedIsReadOnce() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.objectiveC, to: folder.appendingPathComponent("TestKit.symbols.json"))
        try Self.gzip(Data(contentsOf: Self.objectiveC), to: folder.appendingPathComponent("TestKit.symbols.json.gz"))
        let set = try Self.load([folder])
        #expect(set.fileCount == 1 && set.graphCount == 1)
        #expect(
            set.notes == [
                "\(folder.path)/TestKit.symbols.json.gz is left out: TestKit.symbols.json beside it is the same graph, read instead"
            ])
    }

    /// A link in the folder is not followed: it could lead to another SDK's graphs.
    @Test func linksInAFolderAreNotFollowed() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Self.objectiveC, to: folder.appendingPathComponent("TestKit.symbols.json"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Other.symbols.json").path,
            withDestinationPath: ImportTests.graphs.appendingPathComponent("other/OtherKit.symbols.json").path)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: folder.path)
        let set = try Self.load([folder])
        #expect(set.fileCount == 1 && set.facts.containers["OKThing"] == nil)
        #expect(set.notes.count == 1 && set.notes[0].contains("Other.symbols.json is a link"))
    }

    @Test func aCutShortGraphIsALocatedError() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = folder.appendingPathComponent("whole.gz")
        try Self.gzip(Data(contentsOf: Self.objectiveC), to: whole)
        let data = try Data(contentsOf: whole)
        #expect(
            try Self.error(reading: data.prefix(data.count / 2))
                == "TestKit.symbols.json.gz:1:1: error: the compressed graph is cut short: it ends before its compressed data does [graph-bad-gzip]"
        )
        // Only the trailer missing is cut short too.
        #expect(try Self.error(reading: data.dropLast(4)).contains("cut short"))
        #expect(try Self.error(reading: data.prefix(2)).contains("cut short"))
    }

    @Test func aCompressedGraphThatIsNotGzipIsALocatedError() throws {
        #expect(
            try Self.error(reading: Data(contentsOf: Self.objectiveC))
                == "TestKit.symbols.json.gz:1:1: error: not gzip: a compressed graph (.gz) starts with gzip's header; give the .symbols.json or a gzip file [graph-bad-gzip]"
        )
        // A gzip header, then a block of a type deflate does not have.
        let damaged = [0x1F, 0x8B, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03] + [UInt8](repeating: 0xFF, count: 32)
        #expect(try Self.error(reading: Data(damaged)).hasPrefix("TestKit.symbols.json.gz:1:1: error: the compressed graph is damaged: "))
    }

    @Test func gzipOfSomethingElseThanJSONIsNotAGraph() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("notes.gz")
        try Self.gzip(Data("{\"metadata\": 1,\n  oops".utf8), to: url)
        #expect(try Self.error(reading: Data(contentsOf: url)).hasPrefix("TestKit.symbols.json.gz:2:3: error: not a symbol graph: "))
        #expect(try Self.error(reading: Data(contentsOf: url)).hasSuffix("[graph-not-json]"))
    }

    /// A small file that inflates past the limit is refused once it passes it.
    @Test func aDecompressionBombIsRefused() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("bomb.gz")
        try Self.gzip(Data(repeating: 0x20, count: 4 << 20), to: url)
        let bomb = try Data(contentsOf: url)
        #expect(bomb.count < 16 << 10)
        #expect(
            try Self.error(reading: bomb, inflateLimit: 1 << 20)
                == "TestKit.symbols.json.gz:1:1: error: the compressed graph inflates to more than 1 MiB, more than any symbol graph; refused [graph-too-large]"
        )
        #expect(throws: GzipData.Failure.tooLarge(limit: 1000)) { try GzipData.inflate(bomb, limit: 1000) }
        #expect(try GzipData.inflate(bomb, limit: 4 << 20).count == 4 << 20)
    }

    /// Two gzip members in one file are read in turn, as gunzip reads them.
    @Test func membersFollowingEachOtherAreOneFile() throws {
        let folder = try ImportTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (first, second) = (folder.appendingPathComponent("1.gz"), folder.appendingPathComponent("2.gz"))
        try Self.gzip(Data("ab".utf8), to: first)
        try Self.gzip(Data("cd".utf8), to: second)
        let both = try Data(contentsOf: first) + Data(contentsOf: second)
        #expect(try GzipData.inflate(both) == Data("abcd".utf8))
        #expect(throws: GzipData.Failure.corrupt("3 byte(s) after the end of the compressed data")) {
            try GzipData.inflate(try Data(contentsOf: first) + Data("xyz".utf8))
        }
    }
}
