import Foundation

/// Applies fix-its to content files (`apiref check --fix`): each file is rewritten at once
/// (temporary file, then rename) with only the fix-its' bytes changed.
public enum FixItApplier {
    /// A fix-it made, with the text it replaced.
    public struct Applied: Sendable, Hashable {
        public var fixIt: FixIt
        public var original: String
    }

    /// Applies `fixIts` to the files of `folder` they name, and returns those applied in
    /// file order. A fix-it that overlaps another, or whose range is not in the file as it
    /// is now, is left out. Throws when a file cannot be read or written.
    public static func apply(_ fixIts: [FixIt], in folder: ContentFolder) throws -> [Applied] {
        var applied: [Applied] = []
        let prefix = folder.displayPath.isEmpty ? "" : folder.displayPath + "/"
        for (path, fixes) in Dictionary(grouping: fixIts, by: \.location.path).sorted(by: { $0.key < $1.key }) {
            guard path.hasPrefix(prefix) else { continue }
            let url = folder.url.appendingPathComponent(String(path.dropFirst(prefix.count)))
            let lines = SourceFileLines([UInt8](try Data(contentsOf: url)))
            var bytes = lines.bytes
            let edits = fixes.compactMap { fix in
                lines.range(line: fix.location.line, column: fix.location.column, length: fix.length).map { (range: $0, fix: fix) }
            }
            var made: [Applied] = []
            var floor = Int.max
            // Last first, so that each edit leaves the earlier offsets valid.
            for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) where edit.range.upperBound <= floor {
                let original = String(decoding: bytes[edit.range], as: UTF8.self)
                bytes.replaceSubrange(edit.range, with: Array(edit.fix.replacement.utf8))
                made.append(Applied(fixIt: edit.fix, original: original))
                floor = edit.range.lowerBound
            }
            guard !made.isEmpty else { continue }
            try Data(bytes).write(to: url, options: .atomic)
            applied += made.reversed()
        }
        return applied
    }
}
