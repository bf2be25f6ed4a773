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
