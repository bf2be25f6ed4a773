import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation
import TestSupport
import Testing

/// What the commands decide, called in-process (`APIRefCommands`), without the binaries:
/// a site build's choice between a full build and an update, and where outputs may go.
@Suite final class CommandLogicTests {
    let root = Scratch.directory.appendingPathComponent("apiref-command-logic-\(UUID().uuidString)")
    let folder: ContentFolder

    init() throws {
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Content"), to: content)
        folder = ContentFolder(url: content, displayPath: "Content")
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    private func build(_ site: URL) throws -> SiteBuild.Result {
        let index = try SymbolIndex.open(folder, at: root.appendingPathComponent("index/index.sqlite"))
        return try SiteBuild(
            folder: folder, index: index, templateFolder: Fixtures.repository.appendingPathComponent("Templates"), baseURL: nil
        )
        .write(to: site, force: false)
    }

    @Test func aSiteIsBuiltWholeThenUpdatedForAnEdit() throws {
        let site = root.appendingPathComponent("site")
        let first = try build(site)
        #expect(!first.incremental && first.pages > 20, "\(first)")
        let unchanged = try build(site)
        #expect(unchanged.incremental && unchanged.filesChanged == 0 && unchanged.pages == 0)
        let file = folder.url.appendingPathComponent("UIKit/UITableViewCell.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        // In place, as most editors save: a file renamed over it changes its folder's stamp,
        // which (like an added or removed file) asks for a full build.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(
            contentsOf: Data(text.replacingOccurrences(of: "slides in or out instead.", with: "slides in or out at once.").utf8))
        try handle.close()
        let edited = try build(site)
        #expect(edited.incremental && edited.filesChanged == 1 && edited.pages >= 1, "\(edited)")
        #expect(
            try String(contentsOf: site.appendingPathComponent("UIKit/UITableViewCell.html"), encoding: .utf8).contains(
                "slides in or out at once."))
    }

    @Test func anOutputMayNotHoldTheContent() throws {
        let templates = Fixtures.repository.appendingPathComponent("Templates")
        #expect(throws: ToolError.self) { try OutputPlace.check(self.root.path, content: self.folder, templates: templates) }
        try OutputPlace.check(root.appendingPathComponent("site").path, content: folder, templates: templates)
    }
}
