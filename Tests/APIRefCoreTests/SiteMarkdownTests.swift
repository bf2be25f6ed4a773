import APIRefCommands
import APIRefCore
import APIRefIndex
import Foundation
import TestSupport
import Testing

@testable import APIRefRender

/// The site's Markdown copies (`SiteMarkdownCopies`): `llms.txt` at the root of each copy
/// and `Name.md` beside each page, built in-process from `Fixtures/Syntax` (English and
/// Japanese). Goldens in `Golden/SiteMarkdown`; `APIREF_RECORD=1` re-records them.
@Suite final class SiteMarkdownTests {
    let root = Scratch.directory.appendingPathComponent("apiref-site-markdown-\(UUID().uuidString)")
    let folder: ContentFolder
    var site: URL { root.appendingPathComponent("site") }

    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("Syntax"), to: content)
        folder = ContentFolder(url: content, displayPath: "Content")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func build(_ output: URL? = nil, markdown: Bool = true) throws -> SiteBuild.Result {
        let index = try SymbolIndex.open(folder, at: root.appendingPathComponent("index/index.sqlite"))
        var build = SiteBuild(
            folder: folder, index: index, templateFolder: Fixtures.repository.appendingPathComponent("Templates"), baseURL: nil)
        build.markdownCopies = markdown
        return try build.write(to: output ?? site, force: false)
    }

    private func text(_ file: String, in output: URL? = nil) throws -> String {
        try String(contentsOf: (output ?? site).appendingPathComponent(file), encoding: .utf8)
    }

    private func files(_ output: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try #require(FileManager.default.subpaths(atPath: output.path)) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: output.appendingPathComponent(path).path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[path] = try Data(contentsOf: output.appendingPathComponent(path))
        }
        return files
    }

    @Test(arguments: [
        ("llms.txt", "llms.txt"), ("ja/llms.txt", "ja-llms.txt"),
        ("ShelfKit/GKShelf.md", "GKShelf.md"), ("ja/ShelfKit/GKShelf.md", "ja-GKShelf.md")
    ])
    func writesTheCopyAsRecorded(_ file: String, _ golden: String) throws {
        #expect(try !build().incremental)
        try Golden.check(try text(file), against: Fixtures.golden.appendingPathComponent("SiteMarkdown/\(golden)"))
    }

    /// Beside every page its copy, in each language; every relative link of the copies and
    /// of llms.txt leads to a file of the site, every fragment to an entry.
    @Test func everyPageHasItsCopyAndEveryLinkResolves() throws {
        _ = try build()
        let all = try files(site)
        let pages = all.keys.filter { ($0.hasPrefix("ShelfKit/") || $0.hasPrefix("ja/ShelfKit/")) && $0.hasSuffix(".html") }
        #expect(pages.count == 6)
        for page in pages { #expect(all[String(page.dropLast(5)) + ".md"] != nil, "\(page) has no copy") }
        let links = MarkdownSiteLinks(root: site)
        #expect(links.files.count == pages.count + 2)
        #expect(links.brokenLinks() == [])
        // The check can fail: a link to a page that is not there, and to an entry that is not.
        let page = site.appendingPathComponent("ShelfKit/GKShelf.md")
        try (text("ShelfKit/GKShelf.md") + "\n[gone](GKGone.md) [no entry](GKPosition.md#noSuchMember)\n").write(
            to: page, atomically: true, encoding: .utf8)
        #expect(links.brokenLinks() == ["ShelfKit/GKShelf.md: GKGone.md", "ShelfKit/GKShelf.md: GKPosition.md#noSuchMember"])
    }

    /// An edited page's copy is rewritten with it, in each language, and no other file is;
    /// a page that goes takes its copy with it; a copy deleted by hand is restored.
    @Test func anEditRewritesThePagesCopy() throws {
        let first = try build()
        let before = try files(site)
        let file = folder.url.appendingPathComponent("Kit/GKShelf.md")
        let handle = try FileHandle(forWritingTo: file)
        let original = try String(contentsOf: file, encoding: .utf8)
        try handle.truncate(atOffset: 0)
        try handle.write(
            contentsOf: Data(
                original.replacingOccurrences(of: "Every reader sees this one:", with: "Every snorkle reader sees this one:").utf8))
        try handle.close()
        let edited = try build()
        #expect(edited.incremental && edited.filesChanged == 1)
        let after = try files(site)
        #expect(try text("ShelfKit/GKShelf.md").contains("Every snorkle reader sees this one:"))
        #expect(
            try text("ja/ShelfKit/GKShelf.md") != String(decoding: before["ja/ShelfKit/GKShelf.md"] ?? Data(), as: UTF8.self),
            "the Japanese copy's page marks the translation stale")
        let changed = Set(after.keys.filter { after[$0] != before[$0] })
        #expect(changed.contains("ShelfKit/GKShelf.md") && changed.contains("ShelfKit/GKShelf.html"))
        #expect(!changed.contains { $0.hasSuffix(".md") && !$0.hasSuffix("GKShelf.md") }, "\(changed.sorted())")
        // Pages counted once: the copy goes with its page.
        #expect(edited.pages == changed.filter { !SiteMarkdownCopies.isCopy($0) && $0 != SiteBuilder.marker }.count, "\(changed.sorted())")
        // The pages and the listings (home, deprecated, what's new, search, 404, coverage).
        #expect(first.pages == before.keys.filter { $0.hasSuffix(".html") && $0.hasPrefix("ShelfKit/") }.count + 6, "\(first)")

        try FileManager.default.removeItem(at: site.appendingPathComponent("ShelfKit/GKPosition.md"))
        let restored = try build()
        #expect(restored.incremental && restored.restored == 1)
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("ShelfKit/GKPosition.md").path))

        // A page removed: its copy goes with it, in both languages.
        let withCategory = Set(try files(site).keys)
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Kit/GKPosition+Shelf.md"))
        #expect(try !build().incremental)
        let gone = withCategory.subtracting(try files(site).keys)
        #expect(gone.filter { $0.hasSuffix(".md") }.count == 2, "\(gone.sorted())")
        for copy in gone where copy.hasSuffix(".md") { #expect(gone.contains(String(copy.dropLast(3)) + ".html"), "\(copy)") }
        #expect(MarkdownSiteLinks(root: site).brokenLinks() == [])
    }

    /// The copies add files and change none: the site's other files are the same bytes with
    /// or without them, and turning them off removes every one.
    @Test func theCopiesChangeNoOtherFile() throws {
        _ = try build()
        let with = try files(site)
        let without = root.appendingPathComponent("without")
        _ = try build(without, markdown: false)
        let plain = try files(without)
        #expect(Set(with.keys.filter { !SiteMarkdownCopies.isCopy($0) }) == Set(plain.keys))
        for (file, bytes) in plain where file != SiteBuilder.marker { #expect(with[file] == bytes, "\(file)") }
        #expect(!plain.keys.contains(where: SiteMarkdownCopies.isCopy))
        // Off on a site that had them: rebuilt whole, without them.
        let off = try build(markdown: false)
        #expect(!off.incremental)
        #expect(!(try files(site)).keys.contains(where: SiteMarkdownCopies.isCopy))
    }
}
