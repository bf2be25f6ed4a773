import Foundation

/// Parses one content file: bytes → text → front matter + Markdown tree → symbols.
public enum FileParser {
    /// - Parameters:
    ///   - relativePath: the path inside the content folder (`UIKit/UITableViewCell.md`);
    ///     its first folder names the framework, or `Articles`.
    ///   - path: the path diagnostics print.
    public static func parse(_ bytes: [UInt8], relativePath: String, path: String) -> ParsedFile {
        var diagnostics = DiagnosticBag()
        guard var text = SourceText.decode(bytes, path: path, into: &diagnostics) else {
            return ParsedFile(path: path, relativePath: relativePath, symbols: [], diagnostics: diagnostics.diagnostics)
        }
        let errorsBefore = diagnostics.errorCount
        let frontMatter = FrontMatter.extract(from: &text, path: path, diagnostics: &diagnostics)
        if diagnostics.errorCount > errorsBefore {
            // The header facts are unknown; reporting every consequence would bury the cause.
            return ParsedFile(path: path, relativePath: relativePath, symbols: [], diagnostics: diagnostics.diagnostics)
        }
        let parsed = CmarkConverter.parse(text)
        if let (line, column) = parsed.truncatedAt {
            diagnostics.warning(
                .nestingTooDeep, "content nested more than \(CmarkConverter.maximumDepth) levels deep is ignored",
                at: SourceLocation(path: path, line: line, column: column))
        }
        var document = parsed.document
        LinkMarker.mark(&document)
        let components = relativePath.split(separator: "/").map(String.init)
        let stem = String(components.last?.dropLast(3) ?? "")
        var symbols: [Symbol]
        if components.count > 1, components[0] == "Articles" {
            symbols = ArticleParser.parse(document, stem: stem, path: path, diagnostics: &diagnostics)
        } else {
            var parser = PageParser(path: path, folderFramework: components.count > 1 ? components[0] : "")
            symbols = parser.parse(document, frontMatter: frontMatter)
            diagnostics.append(contentsOf: parser.diagnostics.diagnostics)
        }
        return ParsedFile(path: path, relativePath: relativePath, symbols: symbols, diagnostics: diagnostics.diagnostics)
    }

    /// `UITableViewCell.ja.md` and the like: translations, read by a later version.
    public static func isTranslation(_ fileName: String) -> Bool {
        let parts = fileName.split(separator: ".")
        guard parts.count >= 3, parts.last == "md" else { return false }
        let language = parts[parts.count - 2]
        return (2...7).contains(language.count) && language.allSatisfy { $0.isLetter || $0 == "-" }
    }

    /// Content files (relative paths) split into the pages to read and the translations to skip.
    public static func separateTranslations(_ relativePaths: [String]) -> (pages: [String], translations: [String]) {
        var pages: [String] = []
        var translations: [String] = []
        for path in relativePaths {
            if isTranslation((path as NSString).lastPathComponent) { translations.append(path) } else { pages.append(path) }
        }
        return (pages, translations)
    }
}
