/// A file's bytes in lines as the parser numbers them: after a byte-order mark, with CR LF,
/// LF and a lone CR each ending a line. A diagnostic's column is a byte offset (from 1)
/// into one of these lines; the pinpointer, the printer and `check --fix` all read them here.
public struct SourceFileLines: Sendable {
    public let bytes: [UInt8]
    /// Each line's bytes in `bytes`, without its line end.
    private let lines: [Range<Int>]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var lines: [Range<Int>] = []
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                lines.append(start..<index)
                if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                start = index + 1
            }
            index += 1
        }
        lines.append(start..<bytes.count)
        self.lines = lines
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    public var count: Int { lines.count }

    /// Line `number` (from 1) without its line end, or nil past the file.
    public func bytes(ofLine number: Int) -> ArraySlice<UInt8>? {
        lines.indices.contains(number - 1) ? bytes[lines[number - 1]] : nil
    }

    /// Line `number` as text (an invalid byte as U+FFFD).
    public func text(ofLine number: Int) -> Substring? {
        bytes(ofLine: number).map { Substring(String(decoding: $0, as: UTF8.self)) }
    }

    /// Where in `bytes` the `length` bytes at `line`:`column` are, when they lie on that line.
    public func range(line: Int, column: Int, length: Int) -> Range<Int>? {
        guard lines.indices.contains(line - 1), column >= 1, length >= 0 else { return nil }
        let span = lines[line - 1]
        let lower = span.lowerBound + column - 1
        return lower + length <= span.upperBound ? lower..<lower + length : nil
    }
}

/// Content files' lines by the path diagnostics name them with, each file read once.
public final class SourceFiles: @unchecked Sendable {
    private let read: (String) -> [UInt8]?
    private var files: [String: SourceFileLines?] = [:]

    /// - Parameter read: a file's bytes by its diagnostics path; nil when it cannot be read
    ///   now (its diagnostics then keep their place and have no excerpt).
    public init(read: @escaping (String) -> [UInt8]?) { self.read = read }

    public func lines(of path: String) -> SourceFileLines? {
        if let known = files[path] { return known }
        let lines = read(path).map(SourceFileLines.init)
        files[path] = lines
        return lines
    }
}
