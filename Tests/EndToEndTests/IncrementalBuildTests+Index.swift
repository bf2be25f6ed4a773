import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The index follows edits: in place when only a file's own pages change, rebuilt otherwise;
/// lookups that trust it still notice what concerns them.
extension IncrementalBuildTests {
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
        Self.expectSame(
            page.stdout, try fromScratch(["UITableViewCell", "accessoryType", "--no-pager", "--width", "100"]).stdout, "the page")
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
        try edit(
            Self.cell, replacing: Self.accessoryTypeSentence,
            with: Self.accessoryTypeSentence + "\n\nA new paragraph of two lines, so that\nevery member below it moves down.")
        for arguments in [
            ["check", "--format", "json"], ["list", "--json"], ["list", "--container", "UITableViewCell"],
            ["search", "paragraph"], ["deprecated", "--container", "UITableViewCell"],
            ["UITableViewCell", "accessoryView", "--json", "--no-pager"],
            ["UITableViewCell", "--all", "--no-pager", "--width", "100"]
        ] {
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
        let column = try #require(lines[line - 1].range(of: "NoSuchThing")).lowerBound.utf16Offset(in: lines[line - 1]) + 1

        let check = try apiref(["check"])
        #expect(check.status == 0, "a warning alone does not fail a check")
        let warnings = check.stderr.split(separator: "\n").filter { $0.contains("[unresolved-link]") }
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
        try edit(
            Self.view, replacing: "The color that fills the view's bounds before any content is drawn.",
            with: "The glimmerwick color that fills the view's bounds before any content is drawn.", inPlace: true)
        let inherited = try lookup("UITableView", "backgroundColor")
        #expect(inherited.status == 0)
        #expect(Self.flattened(inherited.stdout).contains("backgroundColor — The glimmerwick color that fills"), "\(inherited.stdout)")
        #expect(inherited.stdout.contains("INHERITED FROM"))
        #expect(try indexInode() != built, "a changed summary rebuilds the index")
        #expect(try apiref(["search", "glimmerwick"]).stdout.hasPrefix("UIView.backgroundColor (property)"))

        // UITableView's summary of setEditing:animated: is listed beside UITableViewCell's.
        try edit(
            Self.table, replacing: "Turns editing mode on or off, optionally animating the transition.",
            with: "Switches editing mode on or off, optionally animating the transition.")
        let candidates = try lookup("setEditing:animated:")
        #expect(candidates.stderr.hasPrefix("'setEditing:animated:' names 3 symbols:"))
        #expect(
            Self.flattened(candidates.stderr).contains(
                "UITableView setEditing:animated: · setEditing(_:animated:) — Switches editing mode on or off"))

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
        try edit(
            Self.cell, replacing: "- Availability: iOS 7.0\n- Declared in: UITableViewCell.h\n- See also: ``UITableView/separatorStyle``",
            with: "- Availability: iOS banana\n- Declared in: UITableViewCell.h\n- See also: ``UITableView/separatorStyle``")
        let broken = try apiref(["check"])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("[malformed-availability]"))
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
        #expect(page.stdout.contains("iOS UIKit and Foundation Reference"))
        let built = try indexInode()

        try edit(
            "library.yml", replacing: "title: iOS UIKit and Foundation Reference", with: "title: Tableau Reference Book", inPlace: true)
        let retitled = try lookup("UITableViewCell", "accessoryType")
        #expect(retitled.status == 0)
        #expect(retitled.stdout.contains("Tableau Reference Book"), "\(retitled.stdout)")
        #expect(!retitled.stdout.contains("iOS UIKit and Foundation Reference"))
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
        #expect(scratch.status == 2)
        #expect(scratch.stderr.hasPrefix("'reloadData' names 2 symbols:"))
        let ambiguous = try lookup("reloadData")
        Self.expectSame(ambiguous.stderr, scratch.stderr, "apiref reloadData (answered from a stale index)")
    }
}
