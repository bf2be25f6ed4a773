import Foundation
import TestSupport
import Testing

@testable import APIRefCore

/// Every rewrite of a user's page goes through `FileBatch`: mode kept, a read-only page
/// refused (by root too), a link written through to its target inside the folder, and a
/// file saved since it was read left as the user saved it.
@Suite struct FileRewriteTests {
    let root = Scratch.directory.appendingPathComponent("apiref-rewrite-\(UUID().uuidString)")
    var content: URL { root.appendingPathComponent("Content") }
    var folder: ContentFolder { ContentFolder(url: content, displayPath: "Content") }

    init() throws {
        try FileManager.default.createDirectory(at: content.appendingPathComponent("Kit"), withIntermediateDirectories: true)
    }

    private func page(_ path: String, _ text: String, mode: Int = 0o644) throws -> URL {
        let url = content.appendingPathComponent(path)
        try Data(text.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        return url
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }
    private func mode(_ url: URL) throws -> Int { try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as! Int }
    /// What is in the page's folder besides the pages: a staged or backup file left behind.
    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: content.appendingPathComponent("Kit").path).filter { $0.hasPrefix(".") }
    }

    @Test func aPrivatePageStaysPrivate() throws {
        let url = try page("Kit/Gauge.md", "old", mode: 0o600)
        // As root (CI), also another user's page keeps its owner.
        let owner: [FileAttributeKey: Any] = getuid() == 0 ? [.ownerAccountID: 4321, .groupOwnerAccountID: 4321] : [:]
        try FileManager.default.setAttributes(owner, ofItemAtPath: url.path)
        let before = try FileManager.default.attributesOfItem(atPath: url.path)
        var batch = FileBatch(within: folder)
        batch.add(url, Data("new".utf8), expecting: Data("old".utf8))
        try batch.commit()
        #expect(try text(url) == "new")
        #expect(try mode(url) == 0o600)
        let after = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect(after[.ownerAccountID] as? Int == before[.ownerAccountID] as? Int)
        #expect(after[.groupOwnerAccountID] as? Int == before[.groupOwnerAccountID] as? Int)
    }

    @Test func aReadOnlyPageIsRefusedAndNothingOfTheBatchIsWritten() throws {
        let writable = try page("Kit/A.md", "old A")
        let readOnly = try page("Kit/B.md", "old B", mode: 0o444)
        var batch = FileBatch(within: folder)
        batch.add(writable, Data("new A".utf8))
        batch.add(readOnly, Data("new B".utf8))
        #expect(throws: FileBatch.Refusal("Content/Kit/B.md", .readOnly)) { try batch.commit() }
        #expect(try text(writable) == "old A")
        #expect(try text(readOnly) == "old B")
        #expect(try leftovers().isEmpty)
        #expect("\(FileBatch.Refusal("Content/Kit/B.md", .readOnly))".contains("Content/Kit/B.md is read-only"))
    }

    @Test func aLinkedPageIsWrittenAtItsTargetAndStaysALink() throws {
        try FileManager.default.createDirectory(at: content.appendingPathComponent("Shared"), withIntermediateDirectories: true)
        let target = try page("Shared/Gauge.md", "old", mode: 0o640)
        let link = content.appendingPathComponent("Kit/Gauge.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../Shared/Gauge.md")
        var batch = FileBatch(within: folder)
        batch.add(link, Data("new".utf8), expecting: Data("old".utf8))
        try batch.commit()
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../Shared/Gauge.md")
        #expect(try text(target) == "new")
        #expect(try mode(target) == 0o640)
    }

    @Test func aLinkLeadingOutsideTheFolderIsRefused() throws {
        let outside = root.appendingPathComponent("outside.md")
        try Data("theirs".utf8).write(to: outside)
        let link = content.appendingPathComponent("Kit/Gauge.md")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: outside.path)
        var batch = FileBatch(within: folder)
        batch.add(link, Data("new".utf8))
        #expect {
            try batch.commit()
        } throws: { error in
            guard let refusal = error as? FileBatch.Refusal, case .outside = refusal.reason else { return false }
            return refusal.path == "Content/Kit/Gauge.md"
        }
        #expect(try text(outside) == "theirs")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == outside.path)
    }

    @Test func aPageSavedMeanwhileIsLeftAsSaved() throws {
        let edited = try page("Kit/A.md", "old A")
        let other = try page("Kit/B.md", "old B")
        var batch = FileBatch(within: folder)
        batch.add(edited, Data("new A".utf8), expecting: Data("old A".utf8))
        batch.add(other, Data("new B".utf8), expecting: Data("old B".utf8))
        let save = { try? Data("saved A".utf8).write(to: edited) }

        // Pages that belong together: none is written.
        #expect(throws: FileBatch.Refusal("Content/Kit/A.md", .changed)) { try batch.commit(beforeComparing: { save() }) }
        #expect(try text(edited) == "saved A")
        #expect(try text(other) == "old B")
        #expect(try leftovers().isEmpty)

        // Independent edits: the other is.
        try Data("old A".utf8).write(to: edited)
        let skipped = try batch.commit(ifAFileChanged: .skipIt, beforeComparing: { save() })
        #expect(skipped == [edited])
        #expect(try text(edited) == "saved A")
        #expect(try text(other) == "new B")
        #expect(try leftovers().isEmpty)
    }

    @Test func aNewPageIsNotWrittenOverOneCreatedMeanwhile() throws {
        let url = content.appendingPathComponent("Kit/New.md")
        var batch = FileBatch(within: folder)
        batch.add(url, Data("imported".utf8), expecting: nil)
        #expect(throws: FileBatch.Refusal("Content/Kit/New.md", .changed)) {
            try batch.commit(beforeComparing: { try? Data("mine".utf8).write(to: url) })
        }
        #expect(try text(url) == "mine")
    }

    // MARK: check --fix

    private static let gauge = "---\nkind: class\navailability: iOS3.0\n---\n\n# Gauge\n\nA gauge.\n"

    private func fixIts() throws -> [FixIt] {
        try ReferenceLibrary.load(folder).diagnostics.flatMap(\.fixIts)
    }

    @Test func aFixItIsAppliedWhereTheTextStillIsWhatWasChecked() throws {
        let url = try page("Kit/Gauge.md", Self.gauge, mode: 0o600)
        let outcome = try FixItApplier.apply(try fixIts(), in: folder)
        #expect(outcome.applied.map(\.original) == ["iOS3.0"])
        #expect(outcome.changedFiles.isEmpty)
        #expect(try text(url) == Self.gauge.replacingOccurrences(of: "iOS3.0", with: "iOS 3.0"))
        #expect(try mode(url) == 0o600)
    }

    /// The finding: a line saved above the fix-it moved its text, and "iOS 3.0" landed at the
    /// old line and column, mid-word.
    @Test func aFixItWhoseTextMovedIsSkipped() throws {
        let url = try page("Kit/Gauge.md", Self.gauge)
        let fixIts = try fixIts()
        // The old line and column now fall inside `KitFramework`.
        let saved = Self.gauge.replacingOccurrences(of: "kind: class\n", with: "kind: class\nframework: KitFramework\n")
        try Data(saved.utf8).write(to: url)
        let outcome = try FixItApplier.apply(fixIts, in: folder)
        #expect(outcome.applied.isEmpty)
        #expect(outcome.changedFiles == ["Content/Kit/Gauge.md"])
        #expect(outcome.skippedCount == 1)
        #expect(try text(url) == saved)
    }

    /// A save between the read and the write (the hook stands for the editor): the fixed
    /// text is not written over it.
    @Test func aFileSavedWhileFixingIsLeftAsSaved() throws {
        let url = try page("Kit/Gauge.md", Self.gauge)
        let other = try page("Kit/Meter.md", Self.gauge.replacingOccurrences(of: "Gauge", with: "Meter"))
        let saved = Self.gauge + "\nA line the author added.\n"
        let outcome = try FixItApplier.apply(try fixIts(), in: folder, beforeWriting: { try? Data(saved.utf8).write(to: url) })
        #expect(outcome.applied.map(\.fixIt.location.path) == ["Content/Kit/Meter.md"])
        #expect(outcome.changedFiles == ["Content/Kit/Gauge.md"])
        #expect(outcome.skippedCount == 1)
        #expect(try text(url) == saved)
        #expect(try text(other).contains("iOS 3.0"))
        #expect(try leftovers().isEmpty)
    }
}
