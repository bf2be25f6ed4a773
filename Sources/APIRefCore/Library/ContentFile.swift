/// One content file the library was built from, as the index records it.
public struct ContentFile: Sendable, Hashable {
    /// The path inside the content folder: `UIKit/UITableViewCell.md`.
    public var relativePath: String
    /// The path diagnostics and symbol locations print: `Content/UIKit/UITableViewCell.md`.
    public var path: String
    /// `PublicFacts` of the file's symbols.
    public var signature: String

    public init(relativePath: String, path: String, signature: String) {
        self.relativePath = relativePath
        self.path = path
        self.signature = signature
    }
}
