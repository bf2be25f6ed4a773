import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Incremental index updates and site builds, end to end on a private copy of the shipped
/// `Content/`: an edit that changes only a file's own pages (a discussion sentence) redoes
/// only that file; anything other pages show (a summary, a name) rebuilds everything; and
/// what the user sees is always what a build from scratch would show.
@Suite(.serialized) final class IncrementalBuildTests {
    let root: URL
    let content: URL
    let index: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("apiref-incremental-\(UUID().uuidString)")
        content = root.appendingPathComponent("Content")
        index = root.appendingPathComponent("index")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.repository.appendingPathComponent("Content"), to: content)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    // MARK: Running

    /// Runs `apiref` on the copy with this test's index.
    func apiref(_ arguments: [String], index: URL? = nil) throws -> BinaryRunner.Output {
        try BinaryRunner.run(arguments + ["--content", content.path], environment: ["APIREF_INDEX_DIR": (index ?? self.index).path])
    }

    func lookup(_ words: String...) throws -> BinaryRunner.Output {
        try apiref(words + ["--no-pager", "--width", "100"])
    }

    /// The same command with an index built from scratch, in a folder of its own.
    func fromScratch(_ arguments: [String]) throws -> BinaryRunner.Output {
        try apiref(arguments, index: root.appendingPathComponent("scratch-\(UUID().uuidString)"))
    }

    func build(into site: URL) throws -> BinaryRunner.Output {
        try apiref(["build", "--output", site.path, "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path],
                   index: index)
    }

    // MARK: Editing

    /// Replaces the one occurrence of `old` in a content file. In place keeps the file's
    /// inode and its folder's stamp, as an editor that saves in place does; otherwise the
    /// file is replaced by a new one, as most editors do.
    func edit(_ file: String, replacing old: String, with new: String, inPlace: Bool = false,
              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = content.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        try #require(text.components(separatedBy: old).count == 2, "'\(old)' must occur once in \(file)", sourceLocation: sourceLocation)
        try write(text.replacingOccurrences(of: old, with: new), to: file, inPlace: inPlace)
    }

    /// Replaces every occurrence of `old` in a content file, in place.
    func renameEverywhere(in file: String, _ old: String, to new: String) throws {
        let text = try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
        try #require(text.contains(old))
        try write(text.replacingOccurrences(of: old, with: new), to: file, inPlace: true)
    }

    func write(_ text: String, to file: String, inPlace: Bool) throws {
        let url = content.appendingPathComponent(file)
        if inPlace {
            let before = Self.stamp(url.path)
            let folder = Self.stamp(url.deletingLastPathComponent().path)
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
            #expect(Self.inode(path: url.path) == Self.inode(before), "an in-place edit keeps the inode")
            #expect(Self.stamp(url.deletingLastPathComponent().path) == folder, "an in-place edit leaves the folder's stamp alone")
        } else {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    func text(of file: String) throws -> String {
        try String(contentsOf: content.appendingPathComponent(file), encoding: .utf8)
    }

    // MARK: Observing

    /// `size mtime inode`, with the nanoseconds.
    static func stamp(_ path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "-" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    static func inode(_ stamp: String) -> String { String(stamp.split(separator: " ").last ?? "") }
    static func inode(path: String) -> String { inode(stamp(path)) }

    /// The one index file of the copy: a full rebuild writes a new file and renames it into
    /// place (a new inode); an incremental update writes into the existing file.
    func indexFile() throws -> String {
        let files = try FileManager.default.contentsOfDirectory(atPath: index.path).filter { $0.hasSuffix(".sqlite") }
        try #require(files.count == 1, "\(files)")
        return index.appendingPathComponent(files[0]).path
    }

    func indexInode() throws -> String { Self.inode(path: try indexFile()) }

    /// Text with every run of white space made one space: terminal pages wrap sentences.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The last line of `apiref check`: "16 files, 311 symbols, 0 errors, 0 warnings".
    static func summaryLine(_ output: BinaryRunner.Output) -> String {
        output.stdout.split(separator: "\n").last.map(String.init) ?? ""
    }

    /// Every regular file below `folder` (relative path) with its stamp and bytes.
    static func snapshot(_ folder: URL) throws -> [String: (stamp: String, bytes: Data)] {
        var result: [String: (stamp: String, bytes: Data)] = [:]
        let base = folder.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return result }
        while let relative = walker.nextObject() as? String {
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            result[relative] = (stamp(path), try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return result
    }

    /// Compares two outputs, reporting the first line that differs rather than both outputs.
    static func expectSame(_ actual: String, _ expected: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let ours = actual.components(separatedBy: "\n")
        let theirs = expected.components(separatedBy: "\n")
        let line = zip(ours, theirs).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(ours.count, theirs.count)
        let detail = "line \(line + 1): \(line < ours.count ? ours[line] : "<end>") — from scratch: \(line < theirs.count ? theirs[line] : "<end>")"
        Issue.record("\(what) differs from a build from scratch at \(detail)", sourceLocation: sourceLocation)
    }

    /// A file of a snapshot as text ("" when it is missing).
    static func text(_ snapshot: [String: (stamp: String, bytes: Data)], _ file: String) -> String {
        guard let bytes = snapshot[file]?.bytes else { return "" }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: The index

    static let cell = "UIKit/UITableViewCell.md"
    static let table = "UIKit/UITableView.md"
    static let view = "UIKit/UIView.md"
    /// The end of a discussion paragraph of UITableViewCell.accessoryType.
    static let accessoryTypeSentence = "the accessory slides in or out instead."
    /// The end of the discussion of UITableViewCell.indentationWidth.
    static let indentationWidthSentence = "The default is 10.0 points."

    @Test func aDiscussionEditUpdatesOnlyThatFileAndEverythingSeesIt() throws {
        let before = try apiref(["check", "--strict"])
        #expect(before.status == 0, "\(before.stdout)")
        #expect(Self.summaryLine(before).hasSuffix(" 0 errors, 0 warnings"))
        #expect(try apiref(["search", "Zorbleflux"]).stdout.isEmpty)
        let built = try indexInode()

        let sentence = "A zorbleflux accessory is never shown by a cell that is being dragged."
        try edit(Self.cell, replacing: Self.accessoryTypeSentence, with: Self.accessoryTypeSentence + " " + sentence)

        let page = try lookup("UITableViewCell", "accessoryType")
        #expect(page.status == 0, "\(page.stderr)")
        #expect(Self.flattened(page.stdout).contains(sentence))
        #expect(try indexInode() == built, "a discussion edit updates the index in place instead of rebuilding it")

        let after = try apiref(["check", "--strict"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(Self.summaryLine(after) == Self.summaryLine(before), "same files and symbols, still clean")

        let search = try apiref(["search", "zorbleflux"])
        #expect(search.status == 0)
        #expect(search.stdout.hasPrefix("UITableViewCell.accessoryType (property)"), "\(search.stdout)")
        #expect(try indexInode() == built)

        // What a build from scratch shows.
        Self.expectSame(page.stdout, try fromScratch(["UITableViewCell", "accessoryType", "--no-pager", "--width", "100"]).stdout, "the page")
        Self.expectSame(search.stdout, try fromScratch(["search", "zorbleflux"]).stdout, "the search")
    }

    @Test func anEditInPlaceIsNoticedByALookupOfThatFile() throws {
        #expect(try lookup("UITableViewCell", "indentationWidth").status == 0)
        let built = try indexInode()
        let sentence = "Quillotine widths are measured from the leading edge."
        try edit(Self.cell, replacing: Self.indentationWidthSentence, with: Self.indentationWidthSentence + " " + sentence, inPlace: true)
        let page = try lookup("UITableViewCell", "indentationWidth")
        #expect(page.status == 0)
        #expect(Self.flattened(page.stdout).contains(sentence))
        #expect(try indexInode() == built)
        #expect(try apiref(["search", "quillotine"]).stdout.hasPrefix("UITableViewCell.indentationWidth (property)"))
    }

    /// An edit that moves the lines below it must leave the index as a full build would
    /// make it: `list --json` prints every symbol's source line.
    @Test func anIncrementalUpdateMatchesABuildFromScratch() throws {
        #expect(try apiref(["check"]).status == 0)
        let built = try indexInode()
        try edit(Self.cell, replacing: Self.accessoryTypeSentence,
                 with: Self.accessoryTypeSentence + "\n\nA new paragraph of two lines, so that\nevery member below it moves down.")
        for arguments in [["check", "--format", "json"], ["list", "--json"], ["list", "--container", "UITableViewCell"],
                          ["search", "paragraph"], ["deprecated", "--container", "UITableViewCell"],
                          ["UITableViewCell", "accessoryView", "--json", "--no-pager"],
                          ["UITableViewCell", "--all", "--no-pager", "--width", "100"]] {
            let updated = try apiref(arguments)
            let scratch = try fromScratch(arguments)
            #expect(updated.status == scratch.status, "\(arguments)")
            Self.expectSame(updated.stdout, scratch.stdout, "apiref \(arguments.joined(separator: " "))")
        }
        #expect(try indexInode() == built, "the test must exercise the incremental update")
    }

    @Test func anUnresolvedLinkInADiscussionIsReportedWhereItIsAndGoesAway() throws {
        let original = try text(of: Self.cell)
        #expect(try apiref(["check", "--strict"]).status == 0)
        let built = try indexInode()

        try edit(Self.cell, replacing: Self.indentationWidthSentence, with: Self.indentationWidthSentence + " See ``NoSuchThing``.")
        let lines = try text(of: Self.cell).components(separatedBy: "\n")
        let line = try #require(lines.firstIndex { $0.contains("``NoSuchThing``") }) + 1
        let column = try #require(lines[line - 1].range(of: "``NoSuchThing``")).lowerBound.utf16Offset(in: lines[line - 1]) + 1

        let check = try apiref(["check"])
        #expect(check.status == 0, "a warning alone does not fail a check")
        let warnings = check.stdout.split(separator: "\n").filter { $0.contains("[unresolved-link]") }
        #expect(warnings.count == 1, "\(check.stdout)")
        #expect(warnings.first?.hasPrefix("\(content.path)/\(Self.cell):\(line):\(column): warning: ") == true, "\(check.stdout)")
        #expect(warnings.first?.contains("NoSuchThing") == true)
        #expect(Self.summaryLine(check).hasSuffix(" 0 errors, 1 warning"))
        #expect(try apiref(["check", "--strict"]).status == 1)
        Self.expectSame(check.stdout, try fromScratch(["check"]).stdout, "apiref check")
        #expect(try indexInode() == built, "a new link in a discussion changes no public fact")

        // An edit of another file keeps this file's warning, once.
        try edit(Self.table, replacing: "selection is cleared.", with: "selection is cleared. Nothing else is.")
        let other = try apiref(["check"])
        #expect(other.stdout == check.stdout)
        #expect(try indexInode() == built)

        try write(original, to: Self.cell, inPlace: false)
        let reverted = try apiref(["check", "--strict"])
        #expect(reverted.status == 0, "\(reverted.stdout)")
        #expect(!reverted.stdout.contains("unresolved-link"))
        #expect(Self.summaryLine(reverted).hasSuffix(" 0 errors, 0 warnings"))
    }

    @Test func aSummaryChangeRebuildsAndShowsOnEveryPageThatShowsIt() throws {
        let before = try apiref(["check", "--strict"])
        #expect(before.status == 0)
        let built = try indexInode()

        // UIView's summary of backgroundColor is what UITableView's inherited page shows.
        try edit(Self.view, replacing: "The color that fills the view's bounds before any content is drawn.",
                 with: "The glimmerwick color that fills the view's bounds before any content is drawn.", inPlace: true)
        let inherited = try lookup("UITableView", "backgroundColor")
        #expect(inherited.status == 0)
        #expect(Self.flattened(inherited.stdout).contains("backgroundColor — The glimmerwick color that fills"), "\(inherited.stdout)")
        #expect(inherited.stdout.contains("INHERITED FROM"))
        #expect(try indexInode() != built, "a changed summary rebuilds the index")
        #expect(try apiref(["search", "glimmerwick"]).stdout.hasPrefix("UIView.backgroundColor (property)"))

        // UITableView's summary of setEditing:animated: is listed beside UITableViewCell's.
        try edit(Self.table, replacing: "Turns editing mode on or off, optionally animating the transition.",
                 with: "Switches editing mode on or off, optionally animating the transition.")
        let candidates = try lookup("setEditing:animated:")
        #expect(candidates.stdout.hasPrefix("'setEditing:animated:' names 2 symbols:"))
        #expect(Self.flattened(candidates.stdout).contains("UITableView setEditing:animated: — Switches editing mode on or off"))

        let after = try apiref(["check", "--strict"])
        #expect(after.status == 0, "\(after.stdout)")
        #expect(Self.summaryLine(after) == Self.summaryLine(before))
        Self.expectSame(try apiref(["list", "--json"]).stdout, try fromScratch(["list", "--json"]).stdout, "apiref list --json")
    }

    @Test func contentWithErrorsIsRebuiltInFullUntilItIsFixed() throws {
        let original = try text(of: Self.cell)
        #expect(try apiref(["check", "--strict"]).status == 0)
        let clean = try indexInode()

        // The availability of UITableViewCell.separatorInset, made unreadable.
        try edit(Self.cell, replacing: "- Availability: iOS 7.0\n- Declared in: UITableViewCell.h\n- See also: ``UITableView/separatorStyle``",
                 with: "- Availability: iOS banana\n- Declared in: UITableViewCell.h\n- See also: ``UITableView/separatorStyle``")
        let broken = try apiref(["check"])
        #expect(broken.status == 1)
        #expect(broken.stdout.contains("[malformed-availability]"))
        let withErrors = try indexInode()
        #expect(withErrors != clean)

        // A discussion edit elsewhere cannot be trusted to an index with errors.
        try edit(Self.table, replacing: "selection is cleared.", with: "selection is cleared. Still broken.")
        let still = try apiref(["check"])
        #expect(still.status == 1)
        #expect(still.stdout == broken.stdout)
        #expect(try indexInode() != withErrors, "an index with errors is rebuilt in full")

        let site = root.appendingPathComponent("site")
        let refused = try build(into: site)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("not building a site from content with errors"))

        try write(original, to: Self.cell, inPlace: false)
        let fixed = try apiref(["check", "--strict"])
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
    }

    @Test func aLibraryTitleChangeRebuildsTheIndexAndTheSite() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let page = try lookup("UITableViewCell", "accessoryType")
        #expect(page.stdout.contains("UIKit Table View Reference"))
        let built = try indexInode()

        try edit("library.yml", replacing: "title: UIKit Table View Reference", with: "title: Tableau Reference Book", inPlace: true)
        let retitled = try lookup("UITableViewCell", "accessoryType")
        #expect(retitled.status == 0)
        #expect(retitled.stdout.contains("Tableau Reference Book"), "\(retitled.stdout)")
        #expect(!retitled.stdout.contains("UIKit Table View Reference"))
        #expect(try indexInode() != built)

        let rebuilt = try build(into: site)
        #expect(rebuilt.stdout.hasPrefix("wrote "), "\(rebuilt.stdout)")
        #expect(Self.text(try Self.snapshot(site), "UIKit/UITableView.html").contains("Tableau Reference Book"))
        try expectSameAsABuildFromScratch(site)
    }

    // MARK: Lookups that trust the index

    @Test func anInPlaceEditOfAnUninvolvedFileNeitherFailsNorSlowsALookup() throws {
        let before = try lookup("UITableViewCell", "accessoryType")
        #expect(before.status == 0)
        let indexBefore = Self.stamp(try indexFile())

        let sentence = "Frobnitz tables keep their selection."
        try edit(Self.table, replacing: "selection is cleared.", with: "selection is cleared. " + sentence, inPlace: true)
        let after = try lookup("UITableViewCell", "accessoryType")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout == before.stdout)
        #expect(after.stderr.isEmpty)
        #expect(Self.stamp(try indexFile()) == indexBefore, "a lookup that does not involve the edited file leaves the index alone")

        // A lookup drawn from the edited file notices the edit.
        let table = try lookup("UITableView", "reloadData")
        #expect(table.status == 0)
        #expect(Self.flattened(table.stdout).contains(sentence))
    }

    @Test func aMemberRenamedInPlaceIsNotFoundUnderItsOldName() throws {
        #expect(try lookup("UITableViewCell", "indentationWidth").status == 0)
        try renameEverywhere(in: Self.cell, "indentationWidth", to: "indentationStep")

        let old = try lookup("UITableViewCell", "indentationWidth")
        #expect(old.status == 1, "\(old.stdout)")
        #expect(old.stdout.isEmpty)
        #expect(old.stderr.hasPrefix("apiref: UITableViewCell has no member 'indentationWidth'"), "\(old.stderr)")
        let new = try lookup("UITableViewCell", "indentationStep")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(Self.flattened(new.stdout).contains("indentationStep — The width, in points, of one level of content indentation."))
        #expect(try lookup("UITableViewCell.indentationWidth").status == 1)
    }

    @Test func aMemberRenamedInPlaceIsFoundUnderItsNewName() throws {
        #expect(try lookup("UITableViewCell", "indentationWidth").status == 0)
        try renameEverywhere(in: Self.cell, "indentationWidth", to: "indentationStep")

        let bare = try lookup("indentationStep")
        #expect(bare.status == 0, "\(bare.stderr)")
        #expect(bare.stdout.contains("UITableViewCell.indentationStep(3)"))
        #expect(try lookup("UITableViewCell", "indentationStep").status == 0)
        let old = try lookup("indentationWidth")
        #expect(old.status == 1)
        #expect(old.stdout.isEmpty)
    }

    /// The edited file holds no part of the answer the index gives, but it makes the name
    /// ambiguous: a build from scratch lists two candidates.
    @Test func anInPlaceEditElsewhereThatMakesANameAmbiguousIsNoticed() throws {
        let unique = try lookup("reloadData")
        #expect(unique.stdout.hasPrefix("UITableView.reloadData(3)"))
        try renameEverywhere(in: "UIKit/UITableViewHeaderFooterView.md", "initWithReuseIdentifier:", to: "reloadData")

        let scratch = try fromScratch(["reloadData", "--no-pager", "--width", "100"])
        #expect(scratch.stdout.hasPrefix("'reloadData' names 2 symbols:"))
        let ambiguous = try lookup("reloadData")
        Self.expectSame(ambiguous.stdout, scratch.stdout, "apiref reloadData (answered from a stale index)")
    }

    // MARK: The site

    @Test func theSiteRewritesOnlyThePagesThatChanged() throws {
        let site = root.appendingPathComponent("site")
        let first = try build(into: site)
        #expect(first.status == 0, "\(first.stderr)")
        let wrote = try #require(first.stdout.wholeMatch(of: /wrote (\d+) pages to (.+)\n/))
        let pageCount = try #require(Int(wrote.1))
        #expect(pageCount >= 21)
        #expect(wrote.2 == site.path)

        let again = try build(into: site)
        #expect(again.status == 0)
        #expect(again.stdout == "updated 0 pages in \(site.path) (0 files changed)\n")

        // A stamp that changes with nothing to show: the file's pages are redone and found unchanged.
        var before = try Self.snapshot(site)
        try write(try text(of: Self.table) + "\n", to: Self.table, inPlace: false)
        let touched = try build(into: site)
        #expect(touched.stdout == "updated 0 pages in \(site.path) (1 file changed)\n")
        let untouched = try Self.snapshot(site)
        for (file, old) in before where file != ".apiref-site" {
            #expect(untouched[file]?.stamp == old.stamp, "\(file) was rewritten")
        }

        // A discussion sentence: one page.
        before = try Self.snapshot(site)
        let sentence = "Gribblewort accessories are rare."
        try edit(Self.cell, replacing: Self.accessoryTypeSentence, with: Self.accessoryTypeSentence + " " + sentence)
        let one = try build(into: site)
        #expect(one.status == 0, "\(one.stderr)")
        #expect(one.stdout == "updated 1 page in \(site.path) (1 file changed)\n")
        let after = try Self.snapshot(site)
        let cellPage = "UIKit/UITableViewCell.html"
        #expect(Self.text(after, cellPage).contains(sentence))
        #expect(after[cellPage]?.stamp != before[cellPage]?.stamp)
        #expect(Set(after.keys) == Set(before.keys))
        for (file, old) in before where file != cellPage && file != ".apiref-site" {
            #expect(after[file]?.stamp == old.stamp, "\(file) was rewritten")
            #expect(after[file]?.bytes == old.bytes, "\(file) changed")
        }
        #expect(after["UIKit/UITableView.html"]?.stamp == before["UIKit/UITableView.html"]?.stamp)
        try expectSameAsABuildFromScratch(site)

        // A summary: every page.
        try edit(Self.view, replacing: "The color that fills the view's bounds before any content is drawn.",
                 with: "The snorklewhite color that fills the view's bounds before any content is drawn.")
        let full = try build(into: site)
        #expect(full.status == 0, "\(full.stderr)")
        #expect(full.stdout == "wrote \(pageCount) pages to \(site.path)\n")
        let rebuilt = try Self.snapshot(site)
        #expect(Self.text(rebuilt, "search-index.js").contains("snorklewhite"))
        #expect(Self.text(rebuilt, "UIKit/UIView.html").contains("snorklewhite"))
        try expectSameAsABuildFromScratch(site)

        // And incremental again from there.
        try edit(Self.cell, replacing: sentence, with: "Gribblewort accessories are very rare.")
        let next = try build(into: site)
        #expect(next.stdout == "updated 1 page in \(site.path) (1 file changed)\n")
        try expectSameAsABuildFromScratch(site)
    }

    @Test func theSiteUpdatesThePagesOfEditedProtocolsCategoriesAndArticles() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let before = try Self.snapshot(site)
        let edits = [
            ("UIKit/UITableViewDataSource.md", "The number of sections in `tableView`. The default is 1.",
             "Plonkety sections are counted too.", "UIKit/UITableViewDataSource.html"),
            ("UIKit/NSIndexPath+UIKitAdditions.md", "Sections are numbered from 0, in the order in which the table view shows them.",
             "Wibbleton sections are numbered too.", "UIKit/NSIndexPath-UIKit-Additions.html"),
            ("Articles/MixingCellClasses.md", "Text notes sit next to photos, and a profile summary heads the list.",
             "Snollygoster rows sit there as well.", "Articles/MixingCellClasses.html"),
        ]
        for (file, old, sentence, _) in edits {
            try edit(file, replacing: old, with: old + " " + sentence)
        }
        #expect(try apiref(["check", "--strict"]).status == 0)
        let updated = try build(into: site)
        #expect(updated.stdout == "updated 3 pages in \(site.path) (3 files changed)\n", "\(updated.stdout)\(updated.stderr)")
        let after = try Self.snapshot(site)
        for (_, _, sentence, page) in edits {
            #expect(Self.flattened(Self.text(after, page)).contains(sentence), "\(page)")
        }
        let rewritten = Set(before.keys.filter { after[$0]?.stamp != before[$0]?.stamp })
        #expect(rewritten == Set(edits.map(\.3) + [".apiref-site"]))
        try expectSameAsABuildFromScratch(site)
    }

    @Test func aSiteBuiltWithOtherInputsIsRebuiltInFull() throws {
        let site = root.appendingPathComponent("site")
        #expect(try build(into: site).stdout.hasPrefix("wrote "))
        let withBase = try apiref(["build", "--output", site.path, "--base-url", "https://example.org/docs/",
                                   "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path])
        #expect(withBase.stdout.hasPrefix("wrote "), "a new base URL changes the pages: \(withBase.stdout)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("sitemap.xml").path))

        // A new page (an added file) rebuilds in full too.
        try "# An Extra Article\n\nA short article that mentions ``UITableViewCell``.\n"
            .write(to: content.appendingPathComponent("Articles/Extra.md"), atomically: true, encoding: .utf8)
        #expect(try apiref(["check", "--strict"]).status == 0)
        let added = try apiref(["build", "--output", site.path, "--base-url", "https://example.org/docs/",
                                "--templates", BinaryRunner.repository.appendingPathComponent("Templates").path])
        #expect(added.stdout.hasPrefix("wrote "), "\(added.stdout) \(added.stderr)")
    }

    /// Every file of `site` is byte for byte what a build from scratch (new index, new
    /// folder) writes.
    func expectSameAsABuildFromScratch(_ site: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let scratch = root.appendingPathComponent("scratch-site-\(UUID().uuidString)")
        let output = try apiref(["build", "--output", scratch.path, "--templates",
                                 BinaryRunner.repository.appendingPathComponent("Templates").path],
                                index: root.appendingPathComponent("scratch-\(UUID().uuidString)"))
        #expect(output.stdout.hasPrefix("wrote "), sourceLocation: sourceLocation)
        let ours = try Self.snapshot(site)
        let theirs = try Self.snapshot(scratch)
        #expect(Set(ours.keys) == Set(theirs.keys), sourceLocation: sourceLocation)
        for (file, expected) in theirs {
            #expect(ours[file]?.bytes == expected.bytes, "\(file) differs from a build from scratch", sourceLocation: sourceLocation)
        }
    }
}
