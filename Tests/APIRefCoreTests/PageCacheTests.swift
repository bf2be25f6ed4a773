import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation
import Testing

/// The page cache's entries: found while every stamp matches, missed as soon as one does
/// not, and never shared between keys.
struct PageCacheTests {
    let folder: URL
    let cache: PageCache
    let source: String
    let key = PageCacheKey(words: ["Gadget", "value"], folderPath: "/content", width: 80, usesEscapes: false, language: "", syntax: "")

    init() throws {
        folder = Scratch.directory.appendingPathComponent("apiref-page-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let index = folder.appendingPathComponent("index-1.sqlite")
        try Data("index".utf8).write(to: index)
        // A path with a tab and a newline, which the entry's header must carry intact.
        source = folder.appendingPathComponent("Gad\tget\n.md").path
        try Data("# Gadget".utf8).write(to: URL(fileURLWithPath: source))
        cache = PageCache(indexFile: index.path)
    }

    func store(_ page: String = "The page.\n", engine: String = "engine 1") -> Bool {
        cache.store(
            page, for: key, engineStamp: engine, indexStamp: FileStamp.of(cache.indexFile),
            dependencies: [PageCache.Dependency(path: source, stamp: FileStamp.of(source))])
    }

    func found(for key: PageCacheKey? = nil, engine: String = "engine 1") -> String? {
        cache.page(for: key ?? self.key, engineStamp: engine).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aStoredPageIsFound() {
        #expect(store("First line.\n\nSecond line.\n"))
        #expect(found() == "First line.\n\nSecond line.\n")
        #expect(cache.directory.hasSuffix("index-1.pages"))
    }

    @Test func removingAllLeavesNoFolder() {
        #expect(store())
        cache.removeAll()
        #expect(found() == nil)
        #expect(!FileManager.default.fileExists(atPath: cache.directory))
    }

    @Test func anEditedSourceMisses() throws {
        #expect(store())
        try Data("# Gadget, edited".utf8).write(to: URL(fileURLWithPath: source))
        #expect(found() == nil)
    }

    @Test func aChangedIndexOrEngineMisses() throws {
        #expect(store())
        #expect(found(engine: "engine 2") == nil)
        try Data("index, rebuilt".utf8).write(to: URL(fileURLWithPath: cache.indexFile))
        #expect(found() == nil)
    }

    @Test func anotherKeyDoesNotShareTheEntry() throws {
        #expect(store())
        let other = PageCacheKey(
            words: ["Gadget", "value"], folderPath: "/content", width: 100, usesEscapes: false, language: "", syntax: "")
        #expect(found(for: other) == nil)
        #expect(
            found(
                for: PageCacheKey(
                    words: ["Gadget", "value"], folderPath: "/content", width: 80, usesEscapes: false, language: "ja", syntax: "")) == nil,
            "a page in another language is another page")
        // Even under the other key's file name, the stored key tells them apart.
        try FileManager.default.moveItem(atPath: cache.directory + "/" + key.fileName, toPath: cache.directory + "/" + other.fileName)
        #expect(found(for: other) == nil)
    }

    /// No word can be made to look like two: the key holds each part's length.
    @Test func wordsThatJoinAlikeHaveOtherKeys() {
        func key(_ words: [String]) -> String {
            PageCacheKey(words: words, folderPath: "/content", width: 80, usesEscapes: false, language: "", syntax: "").text
        }
        #expect(key(["UIView", "frame"]) != key(["UIView\u{1F}frame"]))
        #expect(key(["UIView", "frame"]) != key(["UIView frame"]))
        #expect(key(["UIView", "frame"]) == key(["UIView", "frame"]))
    }

    /// The front prints entries unfiltered, so only regular files this user wrote are read,
    /// and storing never writes through a link someone left at the temporary name.
    @Test func aLinkedEntryIsNotRead() throws {
        #expect(store())
        let entry = cache.directory + "/" + key.fileName
        try FileManager.default.moveItem(atPath: entry, toPath: entry + ".real")
        try FileManager.default.createSymbolicLink(atPath: entry, withDestinationPath: entry + ".real")
        #expect(found() == nil)
    }

    @Test func storingDoesNotWriteThroughALink() throws {
        let victim = folder.appendingPathComponent("victim.txt")
        try Data("untouched".utf8).write(to: victim)
        try FileManager.default.createDirectory(atPath: cache.directory, withIntermediateDirectories: true)
        let temporary = cache.directory + "/." + key.fileName + ".\(ProcessInfo.processInfo.processIdentifier)"
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: victim.path)
        #expect(store())
        #expect(try String(contentsOf: victim, encoding: .utf8) == "untouched")
        #expect(found() == "The page.\n")
    }

    @Test(.enabled(if: geteuid() == 0, "only root can give a file to another user"))
    func anotherUsersEntryIsNotRead() throws {
        #expect(store())
        #expect(found() != nil)
        try FileManager.default.setAttributes([.ownerAccountID: 4242], ofItemAtPath: cache.directory + "/" + key.fileName)
        #expect(found() == nil)
    }

    @Test func aTruncatedEntryMisses() throws {
        #expect(store())
        let path = cache.directory + "/" + key.fileName
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try Data(text.prefix(30).utf8).write(to: URL(fileURLWithPath: path))
        #expect(found() == nil)
    }

    @Test func theFrontAndTheEngineNameTheSameIndex() throws {
        for (given, working) in [
            ("Content", "/work/repo"), ("./docs/../Content/", "/work/repo"), ("/abs//Content/.", "/"),
            ("../../../../up/./x", "/work/repo"), ("//", "/"), ("a/b/..//c/", "/w/"), ("/x/y/../../..", "/")
        ] {
            guard case .found(let paths) = ContentPaths.locate(explicit: given, environment: { _ in nil }, workingDirectory: working) else {
                Issue.record("a folder given explicitly is always found")
                continue
            }
            let folder = try ContentLocator.locate(explicit: given, environment: { _ in nil }, workingDirectory: working)
            #expect(paths.standardizedPath == folder.url.path)
            #expect(
                IndexPaths.fileName(folderPath: paths.standardizedPath, displayPath: paths.displayPath)
                    == IndexLocation.url(for: folder, environment: { _ in "/cache" }).lastPathComponent)
        }
    }

    @Test func onlyPlainLookupsAreRecognised() {
        #expect(PlainLookup(["UITableViewCell", "accessoryType"])?.words == ["UITableViewCell", "accessoryType"])
        #expect(
            PlainLookup(["--content", "Docs", "-[UITableView reloadData]"])
                == PlainLookup(["--content", "Docs", "--", "-[UITableView reloadData]"]))
        #expect(PlainLookup(["UITableViewCell", "--no-pager"]) == nil)
        #expect(PlainLookup(["build"]) == nil)
        #expect(PlainLookup([]) == nil)
    }
}
