/// What one content file contributed: its symbols and the problems found while reading it.
public struct ParsedFile: Sendable {
    /// The path diagnostics print, e.g. `Content/UIKit/UITableViewCell.md`.
    public var path: String
    /// The path inside the content folder, e.g. `UIKit/UITableViewCell.md`.
    public var relativePath: String
    public var symbols: [Symbol]
    public var diagnostics: [Diagnostic]
    /// A hash of what other pages show of this file's symbols (`PublicFacts`): while it
    /// stays the same, an edit to the file changes nothing outside the file's own pages.
    public let signature: String

    public init(path: String, relativePath: String, symbols: [Symbol], diagnostics: [Diagnostic]) {
        self.path = path
        self.relativePath = relativePath
        self.symbols = symbols
        self.diagnostics = diagnostics
        signature = PublicFacts.signature(of: symbols)
    }
}
