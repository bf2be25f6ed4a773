/// Where a translation sits: `UIKit/UITableViewCell.ja.md` translates `UIKit/UITableViewCell.md`
/// into `ja`. Beside its original, so that listings, diffs and renames keep the two together.
public struct TranslationPath: Sendable, Hashable {
    /// The translation's path inside the content folder.
    public var relativePath: String
    /// The original's path inside the content folder.
    public var originalRelativePath: String
    /// The language tag between the stem and `.md` (`ja`, `pt-BR`).
    public var language: String

    /// Nil when `relativePath` is not a translation's (`FileParser.isTranslation`).
    public init?(_ relativePath: String) {
        let slash = relativePath.lastIndex(of: "/").map { relativePath.index(after: $0) } ?? relativePath.startIndex
        let fileName = relativePath[slash...]
        guard FileParser.isTranslation(String(fileName)) else { return nil }
        let withoutMD = fileName.dropLast(3)
        guard let dot = withoutMD.lastIndex(of: ".") else { return nil }
        self.relativePath = relativePath
        language = String(withoutMD[withoutMD.index(after: dot)...])
        originalRelativePath = String(relativePath[..<slash]) + String(withoutMD[..<dot]) + ".md"
    }

    /// The translation of `originalRelativePath` into `language`.
    public static func of(_ originalRelativePath: String, in language: String) -> String {
        String(originalRelativePath.dropLast(3)) + "." + language + ".md"
    }
}
