import Foundation

/// Files written all together or not at all: each is first written beside its target under a
/// temporary name, and only when every one is on disk are they renamed into place; a file
/// they replace is kept under a backup name until the last rename, and put back if one fails.
/// For commands that write several pages at once (`import`, `l10n import`).
public struct FileBatch {
    public private(set) var files: [(url: URL, data: Data)] = []

    public init() {}

    public mutating func add(_ url: URL, _ data: Data) {
        files.append((url, data))
    }

    public var isEmpty: Bool { files.isEmpty }

    /// Writes every file, or leaves every target as it was and throws. An interrupt waits
    /// for it: a few pages' writes and renames, all or none.
    public func commit() throws {
        try Interruption.uninterrupted { try commitNow() }
    }

    private func commitNow() throws {
        let manager = FileManager.default
        let tag = LeftoverFiles.tag(of: getpid())
        var staged: [(temporary: URL, target: URL)] = []
        var createdFolders: [URL] = []
        func temporary(_ url: URL, _ role: String) -> URL {
            url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(role).\(tag)")
        }
        do {
            for (url, data) in files {
                let folder = url.deletingLastPathComponent()
                if !manager.fileExists(atPath: folder.path) {
                    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
                    createdFolders.append(folder)
                }
                let staging = temporary(url, "new")
                try data.write(to: staging)
                staged.append((staging, url))
            }
        } catch {
            for file in staged { try? manager.removeItem(at: file.temporary) }
            for folder in createdFolders.reversed() { try? manager.removeItem(at: folder) }
            throw error
        }
        // Backups of the files being replaced, so that a failed rename can be undone.
        var backups: [(backup: URL, target: URL)] = []
        var renamed: [URL] = []
        do {
            for file in staged where manager.fileExists(atPath: file.target.path) {
                let backup = temporary(file.target, "old")
                guard link(file.target.path, backup.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: backup.path]) }
                backups.append((backup, file.target))
            }
            for file in staged {
                guard rename(file.temporary.path, file.target.path) == 0 else {
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.target.path])
                }
                renamed.append(file.target)
            }
        } catch {
            for target in renamed where !backups.contains(where: { $0.target == target }) { try? manager.removeItem(at: target) }
            for backup in backups {
                // A target not yet replaced still is its backup (a hard link): drop the link.
                if renamed.contains(backup.target) { _ = rename(backup.backup.path, backup.target.path) } else { unlink(backup.backup.path) }
            }
            for file in staged { try? manager.removeItem(at: file.temporary) }
            throw error
        }
        for backup in backups { try? manager.removeItem(at: backup.backup) }
    }
}
