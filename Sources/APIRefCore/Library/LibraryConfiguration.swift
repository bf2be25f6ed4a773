import APIRefBase
import Foundation
import Yams

/// `library.yml` at the top of the content folder: settings for the whole library.
///
/// `external` names classes and protocols that pages inherit from or adopt but that
/// this library does not document (`UIViewController`, `NSCoding`); naming them tells
/// the hierarchy check they exist.
public struct LibraryConfiguration: Sendable {
    public var title = "API Reference"
    public var external: Set<String> = []
    /// The library's languages, its source language first: `languages: [en, ja]`. Each
    /// other one may have translations (`Name.ja.md`).
    public var languages = ["en"]

    public static let fileName = LibraryFile.name

    public init() {}

    public static func load(from folder: ContentFolder, diagnostics: inout DiagnosticBag) -> LibraryConfiguration {
        var configuration = LibraryConfiguration()
        let url = folder.url.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return configuration }
        let location = SourceLocation(path: "\(folder.displayPath)/\(fileName)", line: 1, column: 1)
        do {
            guard let mapping = try Yams.load(yaml: String(decoding: data, as: UTF8.self)) as? [String: Any] else {
                diagnostics.error("invalid-front-matter", "\(fileName) must be a mapping", at: location)
                return configuration
            }
            if let title = mapping["title"] as? String { configuration.title = title }
            if let external = mapping["external"] as? [String] { configuration.external = Set(external) }
            if let languages = mapping["languages"] {
                let tags = (languages as? [Any])?.compactMap { $0 as? String } ?? []
                if tags.isEmpty || tags.contains(where: { !LanguageTag.isValid($0) }) {
                    diagnostics.error("invalid-front-matter", "'languages' must list language tags, the source language first: languages: [en, ja]", at: location)
                } else {
                    configuration.languages = tags
                }
            }
        } catch {
            diagnostics.error("invalid-front-matter", "\(fileName) is not valid YAML: \(error)", at: location)
        }
        return configuration
    }
}
