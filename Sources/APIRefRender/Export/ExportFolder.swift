import APIRefCore
import Foundation

/// A folder an export writes whole or not at all (man pages, a docset): it is filled in a
/// staging folder beside it, which then takes its place, as the site's build does. A
/// folder apiref did not write (no `marker` in it) is replaced only with `force`.
public enum ExportFolder {
    /// Writes `files` (paths below the folder, with their bytes) as the folder's contents.
    public static func write(_ files: [(file: String, bytes: Data)], to output: URL, marker: String, force: Bool) throws {
        try write(to: output, marker: marker, force: force) { staging in
            try writeFiles(files, below: staging)
        }
    }

    /// Whether `output` is a folder this export wrote (it has the export's `marker`).
    public static func isOwn(_ output: URL, marker: String) -> Bool {
        FileManager.default.fileExists(atPath: output.appendingPathComponent(marker).path)
    }

    /// Brings a folder this export wrote before (`isOwn`) up to `files`, as a later site
    /// build does: a file is rewritten (a temporary file, then a rename) only when its bytes
    /// changed, so its time stays put for `mandb -u` and `make`; files of the export's own
    /// kind (`isExported`) that it no longer makes go, and folders left empty with them;
    /// other files (mandb's `index.db`) stay. Returns how many files were written and removed.
    public static func update(_ files: [(file: String, bytes: Data)], in output: URL, marker: String,
                              isExported: (String) -> Bool) throws -> (written: Int, removed: Int) {
        let manager = FileManager.default
        let root = output.standardizedFileURL.path + "/"
        var written = 0, removed = 0
        var kept: Set<String> = [marker]
        for (file, bytes) in files {
            let url = output.appendingPathComponent(file).standardizedFileURL
            guard url.path.hasPrefix(root) else {
                throw SiteError(message: "\(file): a name that would leave the output folder", needsForce: false)
            }
            kept.insert(String(url.path.dropFirst(root.count)))
            if manager.contents(atPath: url.path) == bytes { continue }
            try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try SiteOutput.replaceFile(url, with: bytes)
            written += 1
        }
        var folders: [String] = []
        for case let path as String in manager.enumerator(atPath: output.path) ?? NSEnumerator() {
            var isFolder: ObjCBool = false
            manager.fileExists(atPath: root + path, isDirectory: &isFolder)
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
        return (written, removed)
    }

    /// Fills the folder by `fill`, which is given the staging folder (already made).
    static func write(to output: URL, marker: String, force: Bool, fill: (URL) throws -> Void) throws {
        try SiteOutput.checkReplaceable(output, force: force, marker: marker)
        let staging = output.deletingLastPathComponent()
            .appendingPathComponent(SiteOutput.stagingPrefix(output) + LeftoverFiles.ownTag)
        SiteOutput.removeLeftovers(beside: output)
        if FileManager.default.fileExists(atPath: staging.path) { try FileManager.default.removeItem(at: staging) }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
            try fill(staging)
            try Data().write(to: staging.appendingPathComponent(marker))
            try SiteOutput.replace(output, with: staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw error
        }
    }

    /// Writes each file below `folder`, refusing a name that would leave it.
    static func writeFiles(_ files: [(file: String, bytes: Data)], below folder: URL) throws {
        let root = folder.standardizedFileURL.path + "/"
        for (file, bytes) in files {
            let url = folder.appendingPathComponent(file).standardizedFileURL
            // Names are made safe before they get here; this is the last guard.
            guard url.path.hasPrefix(root) else {
                throw SiteError(message: "\(file): a name that would leave the output folder", needsForce: false)
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url)
        }
    }
}
