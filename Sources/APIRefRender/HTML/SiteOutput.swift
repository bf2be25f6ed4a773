import APIRefCore
import APIRefProcess
import Foundation

/// The output folder: when it may be replaced, and the swap into place.
enum SiteOutput {
    /// Refuses a file, or a non-empty folder without `marker` (what apiref leaves in what it
    /// writes) unless `force`.
    static func checkReplaceable(_ output: URL, force: Bool, marker: String = SiteBuilder.marker) throws {
        let manager = FileManager.default
        // Whether `output` is a folder, and what it holds: a listing that fails is a file or
        // nothing there, told apart below; a folder that cannot be read fails the rename later.
        guard let contents = try? manager.contentsOfDirectory(atPath: output.path), !contents.isEmpty else {
            if manager.fileExists(atPath: output.path), (try? manager.contentsOfDirectory(atPath: output.path)) == nil {
                throw SiteError(message: "\(output.path) exists and is not a folder; give another --output", needsForce: false)
            }
            return
        }
        if !force, !contents.contains(marker) {
            throw SiteError(
                message: "\(output.path) is not empty and was not written by apiref; use --force to replace it", needsForce: true)
        }
    }

    /// The folders beside `output` that a build writes (`staging`) and moves the old site
    /// to (`previous`), named with this prefix and the build's tag (`LeftoverFiles.tag(of:)`).
    static func stagingPrefix(_ output: URL) -> String { ".\(output.lastPathComponent).building-" }
    static func previousPrefix(_ output: URL) -> String { ".\(output.lastPathComponent).previous-" }

    /// Removes what a build killed halfway left beside `output`: its staging folder, and the
    /// site it was replacing unless that is all there is of a site.
    static func removeLeftovers(beside output: URL) {
        let hasSite = FileManager.default.fileExists(atPath: output.path)
        LeftoverFiles.remove(
            in: output.deletingLastPathComponent(),
            prefixes: [stagingPrefix(output)] + (hasSite ? [previousPrefix(output)] : []))
    }

    /// Moves the staged site into place; the previous site is removed only once the new one is there.
    static func replace(_ output: URL, with staging: URL) throws {
        let manager = FileManager.default
        let previous = output.deletingLastPathComponent()
            .appendingPathComponent(previousPrefix(output) + LeftoverFiles.ownTag)
        // Both renames or neither: an interrupt between them would leave no site at `output`.
        try Interruption.uninterrupted {
            if manager.fileExists(atPath: output.path) {
                try manager.moveItem(at: output, to: previous)
            }
            do {
                try manager.moveItem(at: staging, to: output)
            } catch {
                // Putting the old site back; the error thrown is the move's.
                if manager.fileExists(atPath: previous.path) { try? manager.moveItem(at: previous, to: output) }
                throw error
            }
        }
        // The old site, which nothing reads any more, may be large.
        // Cleanup: one left behind is swept by the next build (`removeLeftovers`).
        Interruption.removing(previous) { try? manager.removeItem(at: previous) }
    }

    /// Writes `bytes` to a temporary file beside `url` and renames it over `url`, so that
    /// a reader sees the old file or the new one, never half of one.
    static func replaceFile(_ url: URL, with bytes: Data) throws {
        try replaceFile(url) { temporary in try bytes.write(to: temporary) }
    }

    /// The same for a file too big to hold (an archive, the model export): `fill` writes the
    /// temporary file it is given, which then replaces `url`, or goes if anything failed.
    static func replaceFile<T>(_ url: URL, filledBy fill: (URL) throws -> T) throws -> T {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            return try Interruption.removing(temporary) {
                let result = try fill(temporary)
                try SystemCallError.renameFile(temporary, over: url)
                return result
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)  // cleanup; the error is thrown
            throw error
        }
    }
}

/// Why a site could not be written.
public struct SiteError: Error, CustomStringConvertible {
    public var message: String
    /// Whether `--force` would let the build go ahead (a usage matter, not an I/O failure).
    public var needsForce: Bool
    public var description: String { message }
}
