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
            var bytes = [UInt8](try Data(contentsOf: url))
            let starts = lineStarts(bytes)
            // Byte ranges, last first, so that each edit leaves the earlier offsets valid.
            var edits: [(range: Range<Int>, fix: FixIt)] = []
            for fix in fixes {
                let line = fix.location.line - 1
                guard starts.indices.contains(line) else { continue }
                let lower = starts[line] + fix.location.column - 1
                let lineEnd = line + 1 < starts.count ? starts[line + 1] : bytes.count
                guard lower >= starts[line], lower + fix.length <= lineEnd else { continue }
                edits.append((lower..<lower + fix.length, fix))
            }
            edits.sort { $0.range.lowerBound > $1.range.lowerBound }
            var made: [Applied] = []
            var floor = Int.max
            for edit in edits where edit.range.upperBound <= floor {
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

    /// Where each line starts, numbered as the parser numbers them: after a byte-order
    /// mark, and with CR LF, LF and a lone CR each ending a line.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }
}
