import APIRefCore
import APIRefProcess
import Foundation

/// A folder an export writes whole or not at all (man pages, a docset): it is filled in a
/// staging folder beside it, which then takes its place, as the site's build does. A
/// folder apiref did not write (no `marker` in it) is replaced only with `force`.
public enum ExportFolder {
    /// Whether `output` is a folder this export wrote (it has the export's `marker`).
    public static func isOwn(_ output: URL, marker: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(marker).path)
    }

    /// Brings the files of a folder this export wrote before (`isOwn`) up to `files`, as a
    /// later site build does: a file is rewritten (a temporary file, then a rename) only
    /// when its bytes changed, so its time stays put for `mandb -u` and `make`. Safe to call
    /// from many threads with different files. Returns how many files were written.
    public static func updateFiles(_ files: [(file: String, bytes: Data)], below output: URL) throws -> Int {
        let manager = FileManager.default
        var written = 0
        for (file, bytes) in files {
            let url = try inside(output, file)
            if manager.contents(atPath: url.path) == bytes { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteOutput.replaceFile(url, with: bytes)
            written += 1
        }
        return written
    }

    /// Removes the files of the export's own kind (`isExported`) below `output` that are not
    /// in `kept` (paths below it), and folders left empty with them; other files (mandb's
    /// `index.db`) stay. Returns how many files were removed.
    public static func removeFiles(below output: URL, keeping kept: Set<String>, isExported: (String) -> Bool) throws -> Int {
        let manager = FileManager.default
        let root = output.standardizedFileURL.path + "/"
        var removed = 0
        var folders: [String] = []
        for case let path as String in manager.enumerator(atPath: output.path) ?? NSEnumerator() {
            var isFolder: ObjCBool = false
            guard manager.fileExists(atPath: root + path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                folders.append(path)
            } else if !kept.contains(path), isExported(path) {
                try manager.removeItem(atPath: root + path)
                removed += 1
            }
        }
        // Deepest first, so a folder's emptied subfolders are gone before it is looked at.
        for folder in folders.sorted(by: { $0.count > $1.count }) where try manager.contentsOfDirectory(atPath: root + folder).isEmpty {
            try manager.removeItem(atPath: root + folder)
        }
        return removed
    }

    /// Fills the folder by `fill`, which is given the staging folder (already made).
    public static func write(to output: URL, marker: String, force: Bool, fill: (URL) throws -> Void) throws {
        try SiteOutput.checkReplaceable(output, force: force, marker: marker)
        let staging = output.deletingLastPathComponent()
            .appendingPathComponent(SiteOutput.stagingPrefix(output) + LeftoverFiles.ownTag)
        SiteOutput.removeLeftovers(beside: output)
        if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
        do {
            try Interruption.removing(staging) {
                try makeFolder(staging)
                try fill(staging)
                try Data().write(to: staging.appendingPathComponent(marker))
                try SiteOutput.replace(output, with: staging)
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)  // cleanup; swept if left
            throw error
        }
    }

    /// Makes `url` and the folders above it that are missing, for a folder being staged.
    /// An interrupt waits for it (`Interruption.uninterrupted`), and the interrupt's handler
    /// holds the same lock until the process ends: a writer on another thread cannot make
    /// the staging folder again just after the handler removed it.
    static func makeFolder(_ url: URL) throws {
        try Interruption.uninterrupted {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// Writes each file below `folder` (a staging folder no reader sees yet, so no file
    /// needs a temporary name or a sync of its own: the folder's rename publishes them all),
    /// refusing a name that would leave it. Safe to call from many threads with different files.
    public static func writeFiles(_ files: [(file: String, bytes: Data)], below folder: URL) throws {
        var writer = StagingWriter(folder)
        for (file, bytes) in files { try writer.write(file, bytes) }
    }

    /// Writes files below a staging folder one at a time, as `writeFiles` does, for a job
    /// that makes them one after another and should not hold them all (the search index).
    public struct StagingWriter {
        let folder: URL
        private var made: Set<String> = []

        public init(_ folder: URL) { self.folder = folder }

        /// Writes `bytes` to `file` below the folder, making its parent folder the first time.
        public mutating func write(_ file: String, _ bytes: Data) throws {
            let url = try inside(folder, file)
            let parent = url.deletingLastPathComponent()
            if made.insert(parent.path).inserted {
                try ExportFolder.makeFolder(parent)
            }
            try writePlainly(bytes, to: url.path)
        }
    }

    /// `file` below `folder`, or an error when its name would leave it. Names are made safe
    /// before they get here; this is the last guard.
    private static func inside(_ folder: URL, _ file: String) throws -> URL {
        let url = folder.appendingPathComponent(file).standardizedFileURL
        guard url.path.hasPrefix(folder.standardizedFileURL.path + "/") else {
            throw SiteError(message: "\(file): a name that would leave the output folder", needsForce: false)
        }
        return url
    }

    /// A new, empty file at `url` (an existing one is emptied), open for writing: one
    /// `open(2)`. `FileManager.createFile` writes a temporary file and renames it, and
    /// opening it again for writing is a third call: for a site's thousand pages that was a
    /// sixth of the build. Outputs are published by renaming their staging folder or file.
    static func createPlainly(_ url: URL) throws -> FileHandle {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw writeError(url.path) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// open, write, close: Foundation's `Data.write` syncs every file to disk, which for a
    /// few hundred thousand man pages was a third of the time.
    private static func writePlainly(_ bytes: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw writeError(path) }
        defer { close(descriptor) }
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw writeError(path)
                }
                offset += count
            }
        }
    }

    /// The last system call's failure, for `path`.
    private static func writeError(_ path: String) -> CocoaError {
        CocoaError(
            .fileWriteUnknown,
            userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)])
    }
}
