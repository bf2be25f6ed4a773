import Foundation

/// Applies fix-its to content files (`apiref check --fix`): each file is read once, each
/// fix-it is applied only where the file still holds the text its diagnostic saw, and the
/// files are rewritten through one `FileBatch` that writes a file only if it is still the one
/// read (mode kept, links written through, a read-only file refused).
public enum FixItApplier {
    /// A fix-it made, with the text it replaced.
    public struct Applied: Sendable, Hashable {
        public var fixIt: FixIt
        public var original: String
    }

    /// What `apply` did.
    public struct Outcome: Sendable {
        /// The fix-its made, in file order.
        public var applied: [Applied] = []
        /// The files (as diagnostics name them) that changed since they were checked, so that
        /// some or all of their fix-its were not applied.
        public var changedFiles: [String] = []
        /// How many fix-its were not applied for that.
        public var skippedCount = 0
    }

    /// Applies `fixIts` to the files of `folder` they name. A fix-it that overlaps another is
    /// left out for the next run; one whose place no longer holds its original text is
    /// skipped, and a file saved again before the fixes are written is left untouched. Throws when a file
    /// cannot be read or written, or may not be (`FileBatch.Refusal`): then nothing is written.
    /// - Parameter beforeWriting: runs after every file is read and its fixes staged, just
    ///   before they are compared and renamed into place (a test's concurrent edit).
    public static func apply(_ fixIts: [FixIt], in folder: ContentFolder, beforeWriting: () -> Void = {}) throws -> Outcome {
        var outcome = Outcome()
        var batch = FileBatch(within: folder)
        var made: [URL: (path: String, fixes: [Applied], all: Int)] = [:]
        let prefix = folder.displayPath.isEmpty ? "" : folder.displayPath + "/"
        for (path, fixes) in Dictionary(grouping: fixIts, by: \.location.path).sorted(by: { $0.key < $1.key }) {
            guard path.hasPrefix(prefix) else { continue }
            let url = folder.url.appendingPathComponent(String(path.dropFirst(prefix.count)))
            let read = try Data(contentsOf: url)
            let lines = SourceFileLines([UInt8](read))
            // Only where the file still holds what the diagnostic saw: an editor may have
            // saved it since, and the same line and column may now be mid-word.
            let ranges = fixes.compactMap { fix in
                lines.range(line: fix.location.line, column: fix.location.column, length: fix.length)
                    .flatMap { lines.bytes[$0].elementsEqual(fix.original.utf8) ? (range: $0, fix: fix) : nil }
            }
            if ranges.count < fixes.count {
                outcome.changedFiles.append(path)
                outcome.skippedCount += fixes.count - ranges.count
            }
            var bytes = lines.bytes
            var applied: [Applied] = []
            var floor = Int.max
            // Last first, so that each edit leaves the earlier offsets valid.
            for edit in ranges.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= floor {
                bytes.replaceSubrange(edit.range, with: Array(edit.fix.replacement.utf8))
                applied.append(Applied(fixIt: edit.fix, original: edit.fix.original))
                floor = edit.range.lowerBound
            }
            guard !applied.isEmpty else { continue }
            batch.add(url, Data(bytes), expecting: read)
            made[url] = (path, applied.reversed(), ranges.count)
        }
        let changed = try batch.commit(ifAFileChanged: .skipIt, beforeComparing: beforeWriting)
        for url in batch.files.map(\.url) {
            guard let file = made[url] else { continue }
            if changed.contains(url) {
                if !outcome.changedFiles.contains(file.path) { outcome.changedFiles.append(file.path) }
                outcome.skippedCount += file.all
            } else {
                outcome.applied += file.fixes
            }
        }
        outcome.changedFiles.sort()
        return outcome
    }
}
