import APIRefRender
import Foundation
import Testing

@testable import APIRefCore
@testable import APIRefIndex

#if canImport(Glibc)
import Glibc
#endif

/// `SymbolIndex` brought up to date: which changes it sees (`changes(since:)`), when it
/// updates in place (`IndexUpdater`) and when it rebuilds, and that what it then holds is
/// what a build from scratch holds. Each test works on its own copy of the shipped `Content/`.
@Suite final class IndexUpdateTests {
    let root: URL
    let folder: ContentFolder
    let indexURL: URL

    static let cellFile = "UIKit/UITableViewCell.md"
    static let tableFile = "UIKit/UITableView.md"
    static let discussionEnd = "the accessory slides in or out instead."
    /// The summary of UITableViewCell.accessoryType.
    static let summary =
        "The standard accessory the cell shows at its trailing edge while the table view is in its normal, non-editing state."

    init() throws {
        root = Scratch.directory.appendingPathComponent("apiref-index-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let content = root.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: Fixtures.repository.appendingPathComponent("Content"), to: content)
        folder = ContentFolder(url: content, displayPath: "Content")
        indexURL = root.appendingPathComponent("index/index.sqlite")
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    func open() throws -> SymbolIndex { try SymbolIndex.open(folder, at: indexURL) }

    /// Replaces the one occurrence of `old`; in place keeps the inode and the folder's stamp.
    func edit(_ file: String, _ old: String, _ new: String, inPlace: Bool = false) throws {
        let url = folder.url.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)")
        let edited = text.replacingOccurrences(of: old, with: new)
        if inPlace {
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(edited.utf8))
            try handle.close()
        } else {
            try edited.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    var indexInode: UInt64 {
        var info = stat()
        return stat(indexURL.path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    func fromScratch() throws -> [Symbol] { try ReferenceLibrary.load(folder).symbols }

    // MARK: Changes

    @Test func seesEditsAsEditsAndEverythingElseAsARestructuring() throws {
        #expect(try open().wasRebuilt)
        let index = try open()
        #expect(!index.wasRebuilt, "an unchanged folder reuses the index")
        #expect(try index.changes(since: ContentManifest(folder)) == .none)

        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + " More.")
        try edit(Self.tableFile, "selection is cleared.", "selection is cleared. More.", inPlace: true)
        #expect(try index.changes(since: ContentManifest(folder)) == .edited([Self.tableFile, Self.cellFile].sorted()))

        try "# Extra\n\nAn extra article.\n".write(
            to: folder.url.appendingPathComponent("Articles/Extra.md"), atomically: true, encoding: .utf8)
        #expect(try index.changes(since: ContentManifest(folder)) == .restructured, "an added file")
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Articles/Extra.md"))
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Articles/MixingCellClasses.md"))
        #expect(try index.changes(since: ContentManifest(folder)) == .restructured, "a removed file")
    }

    @Test func aLibraryYmlEditIsARestructuring() throws {
        let index = try open()
        try edit("library.yml", "  - UITextInput\n", "  - UITextInput\n  - UIControl\n", inPlace: true)
        #expect(try index.changes(since: ContentManifest(folder)) == .restructured)
        let inode = indexInode
        _ = try open()
        #expect(indexInode != inode, "rebuilt")
    }

    // MARK: Updating in place

    @Test func aDiscussionEditIsWrittenIntoTheIndexInPlace() throws {
        _ = try open()
        let before = try open()
        let signature = try before.publicSignature
        let stamps = try before.fileStamps
        let inode = indexInode

        let sentence = "An accessory drawn by a flibbertigibbet."
        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + " " + sentence)
        let updated = try open()
        #expect(indexInode == inode, "updated in place, not rebuilt")
        let symbol = try #require(try updated.symbol(id: "UIKit/UITableViewCell/accessoryType"))
        #expect(symbol.discussion.map(\.plainText).joined(separator: " ").contains(sentence))
        #expect(try updated.search(["flibbertigibbet"]).map(\.symbol.id) == ["UIKit/UITableViewCell/accessoryType"])

        let after = try open()
        #expect(!after.wasRebuilt, "the updated index is current")
        #expect(try after.publicSignature == signature, "a discussion is no public fact")
        #expect(try after.fileStamps[Self.cellFile] == ContentManifest.stamp(folder.url.path, Self.cellFile))
        #expect(try after.fileStamps.filter { $0.key != Self.cellFile } == stamps.filter { $0.key != Self.cellFile })
        // The imported members still to be described are the only warnings.
        let undocumented = try after.diagnostics().filter { $0.id == Diagnostic.undocumentedID }.count
        #expect(try after.errorCount == 0 && after.warningCount == undocumented)
    }

    @Test func anUpdatedIndexHoldsWhatABuildFromScratchHolds() throws {
        _ = try open()
        let inode = indexInode
        // A new paragraph: every member below it moves down two lines.
        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + "\n\nA new paragraph.")
        let updated = try open()
        #expect(indexInode == inode, "the test must exercise the update in place")
        let ours = try updated.allSymbols()
        let theirs = try fromScratch()
        #expect(ours.map(\.id) == theirs.map(\.id))
        let differing = zip(ours, theirs).filter { $0 != $1 }.map(\.0.id)
        #expect(differing.isEmpty, "\(differing.count) symbols differ from a build from scratch, first \(differing.prefix(3))")
        let moved = zip(ours, theirs).filter { $0.location != $1.location }.map { "\($0.id): \($0.location.line) ≠ \($1.location.line)" }
        #expect(moved.isEmpty, "\(moved.count) stale source lines, first \(moved.prefix(3))")
    }

    /// With the memo on (as in `apiref serve`), the table an update leaves in memory is
    /// the one a read of the updated index gives, positions and line numbers included.
    /// The memo is process-wide; other tests running meanwhile get the same answers from it.
    @Test func theIdentityTableRememberedAcrossAnUpdateIsTheStoredOne() throws {
        _ = try open()
        IdentityMemo.shared.isEnabled = true
        defer { IdentityMemo.shared.isEnabled = false }
        _ = try open().identityTable()
        let inode = indexInode
        // A new paragraph moves every later member of the file down two lines.
        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + "\n\nA paragraph more.")
        let updated = try open()
        #expect(indexInode == inode, "updated in place")
        let remembered = try #require(IdentityMemo.shared.table(for: try updated.identityKey()), "the update left its table in memory")
        let stored = try updated.allSymbols(detail: .identity)
        // Compared by id, so that a failure names the symbols that differ, not the whole table.
        func differing(_ symbols: [Symbol]) -> [String] {
            symbols.count == stored.count ? zip(symbols, stored).filter { $0 != $1 }.map(\.0.id) : ["count \(symbols.count)"]
        }
        #expect(differing(remembered.symbols) == [])
        #expect(differing(try updated.identityTable().symbols) == [])
    }

    @Test func aSummaryEditRebuildsTheIndex() throws {
        let before = try open()
        let signature = try before.publicSignature
        let inode = indexInode
        try edit(Self.cellFile, Self.summary, Self.summary.replacingOccurrences(of: "shows", with: "draws"))
        let rebuilt = try open()
        #expect(indexInode != inode, "rebuilt, not updated")
        #expect(try rebuilt.publicSignature != signature)
        #expect(
            try rebuilt.symbol(id: "UIKit/UITableViewCell/accessoryType")?.summaryText.hasPrefix("The standard accessory the cell draws")
                == true)
        #expect(try rebuilt.allSymbols() == (try fromScratch()))
    }

    @Test func aRenamedMemberRebuildsTheIndex() throws {
        _ = try open()
        let inode = indexInode
        let url = folder.url.appendingPathComponent(Self.cellFile)
        let text = try String(contentsOf: url, encoding: .utf8)
        try text.replacingOccurrences(of: "indentationWidth", with: "indentationStep").write(to: url, atomically: true, encoding: .utf8)
        let rebuilt = try open()
        #expect(indexInode != inode)
        #expect(try rebuilt.symbol(id: "UIKit/UITableViewCell/indentationWidth") == nil)
        #expect(try rebuilt.symbol(id: "UIKit/UITableViewCell/indentationStep") != nil)
    }

    // MARK: Trusting the index for lookups

    @Test func anIndexBroughtUpToDateIsTrustedAgain() throws {
        _ = try open()
        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + " Again.")
        _ = try open()
        // The content is exactly what the index now says, so the quick open may trust it.
        let index = try SymbolIndex.openForLookup(folder, at: indexURL)
        #expect(try index.changes(since: ContentManifest(folder)) == .none)
        #expect(
            try index.isCurrent(directories: true, files: [LibraryConfiguration.fileName]),
            "after an update the folders' stamps in the index are stale, so lookups never take the quick path again")
    }

    /// A read that fails once the index is open (the file damaged under the reader) is an
    /// error, never "not found": the snapshot the answer was made in throws it.
    @Test func aFailedReadIsAnErrorNotAnEmptyAnswer() throws {
        let index = try open()
        #expect(try index.snapshot { try $0.symbol(id: "UIKit/UITableViewCell/accessoryType") } != nil)
        // Every page after SQLite's first becomes noise, and the file change counter in the
        // header moves, so the open connection drops its cache and reads them again.
        let handle = try FileHandle(forUpdating: indexURL)
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 24)
        try handle.write(contentsOf: Data([0x7F, 0x7F, 0x7F, 0x7F]))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(size) - 4096))
        try handle.close()
        #expect(throws: IndexReadError.self) {
            _ = try index.snapshot { try $0.symbol(id: "UIKit/UITableViewCell/accessoryType") }
        }
        // Outside a snapshot too: every query throws, none answers "nothing".
        #expect(throws: IndexReadError.self) { try index.ids(named: "UITableViewCell", ignoringCase: false) }
        // Through the protocols that cannot throw, the failure is thrown when `reading` ends.
        #expect(throws: IndexReadError.self) {
            try index.reading { library in
                #expect(library.ids(named: "UITableViewCell", ignoringCase: false).isEmpty)
                #expect(Lookup(source: library).find(["UITableViewCell"]) != .found(id: "UIKit/UITableViewCell", inheritedBy: nil))
            }
        }
    }

    /// Two processes rebuilding one index at once each rename a search file and then an
    /// index into place: a search must keep the search file of its own index's build,
    /// not take the other's (it answered "cannot read the index" in the tests once).
    @Test func aSearchKeepsItsOwnBuildsSearchFileWhenAnotherBuildLands() throws {
        _ = try open()
        let index = try open()
        let other = root.appendingPathComponent("other/index.sqlite")
        _ = try SymbolIndex.open(folder, at: other)
        #expect(rename(SearchFile.url(beside: other).path, SearchFile.url(beside: indexURL).path) == 0)
        #expect(try index.search(["trailing"], limit: 100).contains { $0.symbol.name == "accessoryType" })
        // An index opened now gets the pair once the other build's index has followed.
        #expect(rename(other.path, indexURL.path) == 0)
        let later = try SymbolIndex.openForLookup(folder, at: indexURL)
        #expect(later.holdsItsSearchFile())
    }

    @Test func isCurrentChecksOnlyTheFilesItIsGiven() throws {
        _ = try open()
        let index = try open()
        #expect(try index.isCurrent(directories: true, files: [Self.cellFile, Self.tableFile, LibraryConfiguration.fileName]))
        try edit(Self.tableFile, "selection is cleared.", "selection is cleared. Changed.", inPlace: true)
        #expect(try index.isCurrent(directories: true, files: [Self.cellFile, LibraryConfiguration.fileName]))
        #expect(try !index.isCurrent(files: [Self.tableFile]))
        #expect(try !index.isCurrent(files: [Self.cellFile, Self.tableFile]))
        #expect(try !index.isCurrent(files: ["UIKit/NoSuchFile.md"]))
        // A new file changes its folder's stamp.
        try "# Extra\n\nAn extra article.\n".write(
            to: folder.url.appendingPathComponent("Articles/Extra.md"), atomically: true, encoding: .utf8)
        #expect(try !index.isCurrent(directories: true, files: []))
    }

    @Test func sourceFilesAreTheAnswersFilesAndItsLookupChain() throws {
        let index = try open()
        let inherited = Set(try index.sourceFiles(of: ["UIKit/UIView/backgroundColor"], pages: ["UITableView"]))
        #expect(
            inherited == [
                "UIKit/UIView.md", "UIKit/UITableView.md", "UIKit/UIScrollView.md", "UIKit/UIResponder.md",
                "Foundation/NSObject.md", "Foundation/NSCoding.md"
            ])
        let member = Set(try index.sourceFiles(of: ["UIKit/UITableViewCell/accessoryType"]))
        #expect(member.contains(Self.cellFile) && member.contains("UIKit/UIView.md"))
        #expect(!member.contains(Self.tableFile))
        let adopted = Set(
            try index.sourceFiles(of: ["UIKit/UITableViewDataSource/tableView:cellForRowAtIndexPath:"], pages: ["UITableViewController"]))
        #expect(adopted.isSuperset(of: ["UIKit/UITableViewDataSource.md", "UIKit/UITableViewController.md"]))
    }

    @Test func pageIDsAreThePagesOfTheFiles() throws {
        let index = try open()
        #expect(try index.pageIDs(inFiles: [Self.cellFile]) == ["UIKit/UITableViewCell"])
        #expect(
            try index.pageIDs(inFiles: [Self.cellFile, "Articles/CustomCellFromNib.md"]) == [
                "UIKit/UITableViewCell", "Articles/CustomCellFromNib"
            ])
        #expect(try index.pageIDs(inFiles: ["UIKit/NSIndexPath+UIKitAdditions.md"]).count == 1)
        #expect(try index.pageIDs(inFiles: []) == [])
    }

    // MARK: Reading the library back

    @Test func theIndexHoldsTheWholeLibrary() throws {
        let index = try open()
        let library = try ReferenceLibrary.load(folder)
        #expect(try index.allSymbols() == library.symbols)
        #expect(try index.symbolCount == library.symbols.count)
        #expect(try index.fileCount == library.fileCount)
        #expect(try index.diagnostics().filter { $0.id != Diagnostic.undocumentedID } == [])
        let facts = try index.allSymbols(detail: .facts)
        #expect(facts.count == library.symbols.count)
        #expect(facts.allSatisfy { $0.discussion.isEmpty && $0.taskGroups.isEmpty && $0.parameters.isEmpty })
        #expect(zip(facts, library.symbols).allSatisfy { $0.summary == $1.summary && $0.declaration == $1.declaration })
        // Identities are decoded with what neighbours repeat shared (`RepeatedIdentity`):
        // the values must still be each symbol's own.
        #expect(try index.allSymbols(detail: .identity) == library.symbols.map(\.identity))
        // What the site build holds: identities, and articles whole.
        let site = try IndexedSiteSymbols(library: index.unscopedLibrary).table.symbols
        #expect(site == library.symbols.map { $0.kind == .article ? $0 : $0.identity })
        #expect(site.contains { $0.kind == .article })
    }

    @Test func diagnosticsComeBackFromTheIndexInReportOrder() throws {
        let content = Fixtures.root.appendingPathComponent("Malformed/semantic-checks/content")
        let malformed = ContentFolder(url: content, displayPath: "Content")
        let index = try SymbolIndex.open(malformed, at: root.appendingPathComponent("malformed.sqlite"))
        let library = try ReferenceLibrary.load(malformed)
        #expect(!library.diagnostics.isEmpty)
        #expect(try index.diagnostics() == library.diagnostics)
        #expect(try index.errorCount == library.diagnostics.filter { $0.severity == .error }.count)
        #expect(try index.warningCount == library.diagnostics.filter { $0.severity == .warning }.count)
    }

    // MARK: Public facts

    @Test func theSignatureIgnoresDiscussionsAndLinesButNotSummaries() throws {
        func signature() -> String { folder.parseAll([Self.cellFile])[0].signature }
        let original = signature()
        try edit(Self.cellFile, Self.discussionEnd, Self.discussionEnd + "\n\nA paragraph that moves every line below it.")
        #expect(signature() == original, "a discussion and line numbers are not public")
        try edit(Self.cellFile, "- See also: ``indentationLevel``\n", "- See also: ``indentationLevel``, ``shouldIndentWhileEditing``\n")
        #expect(signature() == original, "see-also links are not public")
        try edit(Self.cellFile, Self.summary, Self.summary.replacingOccurrences(of: "shows", with: "draws"))
        #expect(signature() != original, "a summary is public")
    }
}
