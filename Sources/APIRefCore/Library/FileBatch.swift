// The one file of the core that imports the process module: a batch's renames are a step
// an interrupt must wait for (`Interruption.uninterrupted`), or a page set could be half written.
import APIRefProcess
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Every rewrite of a user's file (`check --fix`, `import`, `l10n stamp`, `l10n import`):
/// files written all together or not at all, each as the file it replaces was.
///
/// Each file is first resolved (`RewriteTarget`): through a symbolic link to its final
/// target, which must lie inside the folder written into; a file its owner may not write is
/// refused. A refusal writes nothing of the batch. Then each is written beside its target
/// under a temporary name, with the replaced file's mode (and owner where possible), and only
/// when every one is on disk are they renamed into place; a file they replace is kept under a
/// backup name until the last rename, and put back if one fails.
///
/// A file added with the bytes it is expected to hold is compared with them right before the
/// renames, so that an edit saved since it was read is never overwritten. A save that lands
/// between that comparison and the rename (microseconds) is still lost: no lock binds an
/// editor, and git's own compare-and-rename of the index has the same window.
public struct FileBatch {
    public private(set) var files: [(url: URL, data: Data)] = []
    /// Per file: nil when anything may be replaced, else the bytes it must still hold (the
    /// inner nil: that it must still not exist).
    private var expected: [Data??] = []
    private let folder: ContentFolder?

    /// A batch that may write anywhere; messages name files by their full paths.
    public init() { folder = nil }

    /// A batch that writes only inside `folder` (a link leading outside it is refused) and
    /// names files as its diagnostics do.
    public init(within folder: ContentFolder) { self.folder = folder }

    /// Adds a file to write whatever it holds by then.
    public mutating func add(_ url: URL, _ data: Data) {
        files.append((url, data))
        expected.append(.none)
    }

    /// Adds a file to write only if it still holds `original` when the batch is renamed into
    /// place (nil: only if there is still no file there).
    public mutating func add(_ url: URL, _ data: Data, expecting original: Data?) {
        files.append((url, data))
        expected.append(.some(original))
    }

    public var isEmpty: Bool { files.isEmpty }

    /// Writes every file, or leaves every target as it was and throws (a `Refusal` when a
    /// file may not be rewritten). A file that changed since it was read is handled as
    /// `ifAFileChanged` says; those left out are returned. `beforeComparing` runs once every
    /// file is staged, just before the comparison: a test's concurrent edit. An interrupt
    /// waits for the batch: a few pages' writes and renames, all or none.
    @discardableResult
    public func commit(ifAFileChanged policy: ChangedFile = .writeNothing, beforeComparing: () -> Void = {}) throws -> [URL] {
        try Interruption.uninterrupted { try commitNow(policy, beforeComparing) }
    }

    /// How messages name `url`: inside the folder, as its diagnostics do.
    private func name(of url: URL) -> String {
        guard let folder else { return url.path }
        let root = folder.url.path.hasSuffix("/") ? folder.url.path : folder.url.path + "/"
        guard url.standardizedFileURL.path.hasPrefix(root) else { return url.path }
        let relative = String(url.standardizedFileURL.path.dropFirst(root.count))
        return folder.displayPath.isEmpty ? relative : folder.displayPath + "/" + relative
    }

    /// What a staged copy's name holds between the page's name and the writer's tag
    /// (`.Gauge.md.new.TAG`): how a later batch finds those a killed one left.
    static let stagedMarker = ".new."

    private func commitNow(_ policy: ChangedFile, _ beforeComparing: () -> Void) throws -> [URL] {
        let root = folder.map { RewriteTarget.resolvedRoot($0.url) }
        // Every target is checked before anything is written: a refusal leaves no trace.
        let targets = try files.map { try RewriteTarget(resolving: $0.url, shownAs: name(of: $0.url), within: root) }
        if let readOnly = targets.first(where: { !$0.isWritable }) { throw Refusal(readOnly.name, .readOnly) }

        let manager = FileManager.default
        // A batch killed while it staged (SIGKILL: interrupts wait for it) left its copies.
        for folder in Set(targets.map { URL(fileURLWithPath: $0.path).deletingLastPathComponent() }) {
            LeftoverFiles.removeStagedRewrites(in: folder)
        }
        let tag = LeftoverFiles.tag(of: getpid())
        var staged: [(temporary: URL, target: URL)] = []
        var createdFolders: [URL] = []
        func temporary(_ url: URL, _ role: String) -> URL {
            url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(role).\(tag)")
        }
        // Cleanup of temporary files after a failure, which is thrown; one left behind is
        // swept by the next batch (`LeftoverFiles.removeStagedRewrites`).
        func discardStaged() {
            for file in staged { try? manager.removeItem(at: file.temporary) }
            for folder in createdFolders.reversed() { try? manager.removeItem(at: folder) }
        }
        do {
            for (target, file) in zip(targets, files) {
                let url = URL(fileURLWithPath: target.path)
                let folder = url.deletingLastPathComponent()
                if !manager.fileExists(atPath: folder.path) {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                    createdFolders.append(folder)
                }
                let staging = temporary(url, String(Self.stagedMarker.dropFirst().dropLast()))
                try file.data.write(to: staging)
                staged.append((staging, url))
                try target.keepAttributes(on: staging.path)
            }
        } catch {
            discardStaged()
            throw error
        }

        // The comparison comes last, right before the renames, to keep the window small.
        beforeComparing()
        var changed: [Int] = []
        var seen = Set<String>()
        for (index, target) in targets.enumerated() {
            // A second entry for the same file (a page and a link to it) was made from bytes
            // the first replaces.
            let isRepeat = !seen.insert(target.path).inserted
            if isRepeat || expected[index].map(target.holds) == false { changed.append(index) }
        }
        if let first = changed.first, policy == .writeNothing {
            discardStaged()
            throw Refusal(targets[first].name, .changed)
        }
        for index in changed { try? manager.removeItem(at: staged[index].temporary) }  // temporary files, swept if left
        let kept = staged.indices.filter { !changed.contains($0) }.map { staged[$0] }
        try renameIntoPlace(kept, temporary: temporary)
        return changed.map { files[$0].url }
    }

    /// Renames the staged files over their targets, or puts every target back and throws.
    private func renameIntoPlace(_ staged: [(temporary: URL, target: URL)], temporary: (URL, String) -> URL) throws {
        let manager = FileManager.default
        // Backups of the files being replaced, so that a failed rename can be undone.
        var backups: [(backup: URL, target: URL)] = []
        var renamed: [URL] = []
        do {
            for file in staged where manager.fileExists(atPath: file.target.path) {
                let backup = temporary(file.target, "old")
                try SystemCallError.linkFile(file.target, as: backup)
                backups.append((backup, file.target))
            }
            for file in staged {
                try SystemCallError.renameFile(file.temporary, over: file.target)
                renamed.append(file.target)
            }
        } catch {
            // Putting the targets back; the error thrown is the rename's or the link's.
            for target in renamed where !backups.contains(where: { $0.target == target }) { try? manager.removeItem(at: target) }
            for backup in backups {
                // A target not yet replaced still is its backup (a hard link): drop the link.
                if renamed.contains(backup.target) {
                    _ = rename(backup.backup.path, backup.target.path)
                } else {
                    unlink(backup.backup.path)
                }
            }
            for file in staged { try? manager.removeItem(at: file.temporary) }
            throw error
        }
        for backup in backups { try? manager.removeItem(at: backup.backup) }  // temporary links, swept if left
    }
}
