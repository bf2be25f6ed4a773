import APIRefIndex
import APIRefProcess
import Foundation
import TestSupport
import Testing

@testable import APIRefCommands
@testable import APIRefCore

/// The checks and reports of the command actions in `APIRefCommands` (docset, check,
/// cache, changes, the listings, drift, sdk-diff, l10n export), called in-process: the
/// engine's files only hand them their arguments.
@Suite struct CommandActionTests {
    @Test func aDocsetKeywordIsOneWordWithoutAColon() throws {
        #expect(try DocsetRun.checkedKeyword("uikit") == "uikit")
        for bad in ["ui:kit", "ui kit", "", "ui\nkit"] {
            #expect(
                refusal { try DocsetRun.checkedKeyword(bad) } == "usage: '\(bad)' cannot be a search keyword: one word, without ':'",
                "\(bad)")
        }
    }

    @Test func aDocsetNameIsAFileName() throws {
        #expect(try DocsetRun.checkedName("UIKit-ja") == "UIKit-ja")
        #expect(refusal { try DocsetRun.checkedName("a/b") } == "usage: 'a/b' has a slash; a docset's name is a file name, not a path")
        #expect(refusal { try DocsetRun.checkedName(".hidden") } == "usage: '.hidden' starts with a dot, which hides the docset")
        #expect(refusal { try DocsetRun.checkedName("") } == "usage: a docset needs a name")
    }

    @Test func checkReportsTheTranslationsItCheckedAndFailsOnErrors() throws {
        let folder = ContentFolder(url: Fixtures.root.appendingPathComponent("Freshness"), displayPath: "Freshness")
        let index = try SymbolIndex.open(
            folder, at: Scratch.directory.appendingPathComponent("apiref-check-action-\(UUID().uuidString).sqlite"))
        let report = try CheckRun.report(index, folder: folder)
        #expect(report.notes.contains("1 translation file(s) checked"), "\(report.notes)")
        #expect(report.errorCount == 0, "\(report.diagnostics)")
        #expect(!CheckRun.fails(report, strict: false))

        let here = SourceLocation(path: "Kit/Gizmo.md", line: 3, column: 1)
        var warned = report
        warned.diagnostics.append(Diagnostic(.warning, .unresolvedLink, "no such symbol", at: here))
        #expect(!CheckRun.fails(warned, strict: false))
        #expect(CheckRun.fails(warned, strict: true))
        var undocumented = report
        undocumented.diagnostics.append(Diagnostic(.warning, .undocumented, "no prose yet", at: here))
        #expect(!CheckRun.fails(undocumented, strict: true), "--strict does not fail on undocumented symbols")
        var failed = report
        failed.diagnostics.append(Diagnostic(.error, .unresolvedLink, "no such symbol", at: here))
        #expect(CheckRun.fails(failed, strict: false))
    }

    @Test func checkFixSaysWhatItChangedAndWhatItLeft() throws {
        let here = SourceLocation(path: "Kit/Gizmo.md", line: 3, column: 5)
        var outcome = FixItApplier.Outcome()
        outcome.applied = [.init(fixIt: FixIt(at: here, replacing: "UITabelView", with: "UITableView"), original: "UITabelView")]
        #expect(
            CheckRun.fixText(outcome)
                == "Kit/Gizmo.md:3:5: fixed: 'UITabelView' → 'UITableView'\napplied 1 fix-it in 1 file(s)\n")
        outcome.changedFiles = ["Kit/Other.md"]
        outcome.skippedCount = 2
        #expect(
            CheckRun.fixText(outcome).hasSuffix(
                "Kit/Other.md: changed since it was checked; fix-it not applied, run check --fix again\napplied 1 fix-it in 1 file(s); 2 not applied\n"
            ))
    }

    @Test func checkExplainsAnIdOrSuggestsTheNearestOne() throws {
        #expect(try CheckRun.explained("unresolved-link").id == "unresolved-link")
        #expect(
            refusal { try CheckRun.explained("unresolved-lnk") }
                == "usage: no diagnostic 'unresolved-lnk'; did you mean 'unresolved-link'? (docs/diagnostics.md lists every id)")
    }

    @Test func theCacheListsItsIndexesAndCleansTheStaleOnes() throws {
        let directory = Scratch.directory.appendingPathComponent("apiref-cache-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(count: 2_500).write(to: directory.appendingPathComponent("index-a.sqlite"))
        try Data("/no/such/folder".utf8).write(to: directory.appendingPathComponent("index-a.folder"))
        try Data(count: 10).write(to: directory.appendingPathComponent("index-b.sqlite"))
        try Data(directory.path.utf8).write(to: directory.appendingPathComponent("index-b.folder"))
        let cache = IndexCache(directory: directory)

        let (info, text) = try CacheListing(cache: cache).info()
        #expect(info.indexes.map(\.name) == ["index-a.sqlite", "index-b.sqlite"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text)")
        #expect(lines.first?.hasSuffix("2 index(es)") == true, "\(text)")
        // A gone folder's index is stale whatever its age; a used one only after 30 days.
        #expect(lines[1] == "  3 KB      /no/such/folder (gone), used today  [clean removes it]", "\(text)")
        #expect(lines[2].hasSuffix("\(directory.path), used today"), "\(text)")

        let later = CacheListing(cache: cache, now: Date().addingTimeInterval(40 * 86_400))
        #expect(try later.info().1.contains("last used 40 days ago  [clean removes it]"))
        let (dry, dryText) = try later.clean(all: false, dryRun: true)
        #expect(dry.removed.count == 2 && dry.bytesFreed > 2_500)
        #expect(dryText.hasSuffix("would remove 2 index(es), 3 KB, from \(directory.path)"), "\(dryText)")
        #expect(try cache.entries().count == 2, "a dry run removes nothing")
        let (gone, goneText) = try CacheListing(cache: cache).clean(all: false, dryRun: false)
        #expect(gone.removed.map(\.name) == ["index-a.sqlite"])
        #expect(goneText.hasSuffix("removed 1 index(es), 3 KB, from \(directory.path)"), "\(goneText)")
        #expect(try CacheListing(cache: cache).clean(all: true, dryRun: false).0.removed.map(\.name) == ["index-b.sqlite"])
        #expect(try cache.entries().isEmpty)
    }

    @Test func sizesReadAsPeopleReadThem() {
        #expect(CacheListing.readable(999) == "999 B")
        #expect(CacheListing.readable(340_000) == "340 KB")
        #expect(CacheListing.readable(1_250_000) == "1.2 MB")
        #expect(CacheListing.readable(3_000_000_000) == "3.0 GB")
    }

    @Test func theQueriesRefuseAVersionOrKindThatCannotBeOne() {
        #expect(
            refusal { try ChangesRun(from: "12.4", to: "latest", container: nil, kinds: [], output: Output()) }
                == "usage: 'latest' is not a version; write it like 3.0")
        #expect(
            refusal { try ChangesRun(from: "12.4", to: "16.5", container: nil, kinds: ["added", "moved"], output: Output()) }
                == "usage: 'moved' is not a kind of change; use added, deprecated, removed, changed")
        #expect(
            refusal { try VersionedQuery(deprecatedIn: "three", filter: SymbolFilter(), output: Output()) }
                == "usage: 'three' is not a version; write it like 3.0")
        #expect(
            refusal { try VersionedQuery(introduced: "5.0", since: true, filter: SymbolFilter(), output: Output()) } == nil)
        #expect(refusal { try SymbolListing.checkedKind("widget") }?.hasPrefix("usage: unknown kind 'widget'; use one of ") == true)
        #expect(refusal { try SymbolListing.checkedKind("instanceMethod") } == nil)
    }

    @Test func theGraphCommandsCheckTheirArguments() throws {
        #expect(try DriftRun.since("13.1") == Version("13.1"))
        #expect(refusal { try DriftRun.since("soon") } == "usage: 'soon' is not a version; write it like 9.0 or 13.1")
        #expect(
            refusal { try SDKDiffRun(old: ["a"], new: [], platform: "iOS", json: false).check() }
                == "usage: give the graphs of both releases: --old GRAPH… --new GRAPH…")
        #expect(
            refusal { try SDKDiffRun(old: ["a"], new: ["b"], platform: "Amiga", json: false).check() }?.hasPrefix(
                "usage: unknown platform 'Amiga'") == true)
        #expect(refusal { try SDKDiffRun(old: ["a"], new: ["b"], platform: "ios", json: false).check() } == nil)
    }

    @Test func anUnknownCatalogFormatIsRefusedBeforeTheLibraryIsRead() {
        var read = false
        let refused = refusal {
            try TranslationCatalogs.export(format: "xliff", output: nil) {
                read = true
                throw ToolError.io("the library was read")
            }
        }
        #expect(refused == "usage: unknown catalog format 'xliff'; use po")
        #expect(!read)
    }

    @Test func completionReadsTheLookupsWordsPastOptionsAndTheCommand() {
        let completion = SymbolCompletion(commandNames: ["lookup", "search"], optionsTakingValues: { ["--content", "--width"] })
        #expect(
            completion.positionalWords(["--content", "Kit", "lookup", "--all", "UITableViewCell", "--width=90", "acc"])
                == ["UITableViewCell", "acc"])
        #expect(completion.positionalWords(["-[UIView", "layoutSubviews]"]) == ["-[UIView", "layoutSubviews]"])
        #expect(completion.positionalWords(["UITableViewCell", "search"]) == ["UITableViewCell", "search"], "a command name only first")
        #expect(SymbolCompletion.option("--content", in: ["apiref", "--content", "Kit", "UIV"]) == "Kit")
        #expect(SymbolCompletion.option("--library", in: ["apiref", "--library=ios", "UIV"]) == "ios")
        #expect(SymbolCompletion.option("--content", in: ["apiref", "--content"]) == nil)
    }
}
