import APIRefBase
import Foundation

/// Local images a page shows (`![alt](images/cell.png)`): each must be a file inside the
/// content folder, found relative to the page that shows it; the site builder copies them
/// beside the pages (`SiteBuilder`), so the same relative path works in the site.
public enum ContentImages {
    /// An image reference that names a local file: no scheme, not absolute, not `data:`.
    static func isLocal(_ source: String) -> Bool {
        !source.isEmpty && !source.contains(":") && !source.hasPrefix("/") && !source.hasPrefix("#")
    }

    /// The content-relative paths of the local images `symbols` show, written in the file at
    /// `relativePath`; nil entries are references that leave the folder.
    public static func references(in symbols: [Symbol], relativePath: String) -> [(source: String, path: String?, node: MarkdownNode)] {
        var found: [(String, String?, MarkdownNode)] = []
        for symbol in symbols {
            let prose = symbol.summary + symbol.discussion + symbol.returnValue + symbol.parameters.flatMap(\.description)
            for node in prose {
                node.forEach { part in
                    guard case .image(let source, _) = part.kind, isLocal(source) else { return }
                    let decoded = source.removingPercentEncoding ?? source
                    let resolved = FileLinks.resolve(decoded, from: relativePath)?.path
                    found.append((source, resolved.flatMap { $0.isEmpty || $0.hasPrefix("/") ? nil : $0 }, part))
                }
            }
        }
        return found
    }

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "avif"]

    /// Every image file in the content folder (hidden files left out), as content-relative
    /// paths, sorted, with where each one's bytes are: what the site copies beside its pages.
    /// Found through `confinement` (the content and theme folders): an image that is a link
    /// out of them, or a FIFO, is left out with a warning.
    public static func files(in folder: URL, confinement: ConfinedFolders, display: String) -> (
        files: [CheckedFile], diagnostics: [Diagnostic]
    ) {
        confinement.files(below: folder, display: display, includingHidden: false) { name in
            extensions.contains((name as NSString).pathExtension.lowercased())
        }
    }

    /// What changes when an image is added, removed or replaced: a site built before is
    /// rebuilt whole (`SiteManifest`), so its copies of the images follow.
    public static func fingerprint(of files: [CheckedFile]) -> String {
        files.map { "\($0.path) \(FileStamp.of($0.source))" }.joined(separator: "\n")
    }

    /// `missing-image` errors for the images of one parsed file that are not in `folder`.
    static func check(_ file: ParsedFile, in folder: URL) -> [Diagnostic] {
        references(in: file.symbols, relativePath: file.relativePath).compactMap { source, path, node in
            let location = SourceLocation(path: file.path, line: max(node.line, 1), column: max(node.column, 1))
            guard let path else {
                return Diagnostic(.error, .missingImage, "image '\(source)' is outside the library folder", at: location)
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            else {
                return Diagnostic(.error, .missingImage, "image '\(source)' is not in the library (looked for \(path))", at: location)
            }
            return nil
        }
    }
}
