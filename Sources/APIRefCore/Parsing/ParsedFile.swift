/// What one content file contributed: its symbols and the problems found while reading it.
public struct ParsedFile: Sendable {
    /// The path diagnostics print, e.g. `Content/UIKit/UITableViewCell.md`.
    public var path: String
    public var symbols: [Symbol]
    public var diagnostics: [Diagnostic]
}
