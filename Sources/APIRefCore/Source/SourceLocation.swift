/// A position in a content file, printed as `path:line:column` (1-based).
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The file's path as the user named it (relative to the working directory when possible).
    public var path: String
    public var line: Int
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = max(line, 1)
        self.column = max(column, 1)
    }

    public var description: String { "\(path):\(line):\(column)" }

    /// `path:line`, the short form `apiref list` reports.
    public var lineDescription: String { "\(path):\(line)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }
}
