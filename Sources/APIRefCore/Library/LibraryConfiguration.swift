import APIRefBase
import Foundation
internal import Yams

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
    /// When the API that pages say nothing about became available: `unmarked-availability: iOS 2.0`.
    public var unmarkedAvailability = UnmarkedAvailability([])
    /// The syntax pages show first when the reader says none: `syntax: objc`; nil leaves
    /// it to the built-in default (`SyntaxChoice`).
    public var syntax: Syntax?
    /// The settings `library.yml` has but that could not be read (all of them when it is not
    /// valid YAML). Checks that depend on one of them do not run: against a default they
    /// would report a follow-on of the one error already reported, on every page.
    public var unreadable: Set<String> = []

    public static let fileName = LibraryFile.name

    public init() {}

    /// The keys `library.yml` may have.
    static let keys = ["title", "external", "languages", "unmarked-availability", "syntax"]

    /// Reads `library.yml`, checked like content: a YAML error at its own line and column,
    /// an unknown key (with the nearest known one), a value of the wrong type where it is.
    /// What is wrong is left at its default; the rest is used.
    public static func load(from folder: ContentFolder, diagnostics: inout DiagnosticBag) -> LibraryConfiguration {
        var configuration = LibraryConfiguration()
        let url = folder.url.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return configuration }
        let path = "\(folder.displayPath)/\(fileName)"
        let text = String(decoding: data, as: UTF8.self)
        let source = YAMLSource(text: text, path: path, linesBefore: 0)
        func at(_ node: Node?) -> SourceLocation { source.location(of: node) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            source.syntaxError(error, message: "\(fileName) is not valid YAML", extraNotes: [unreadNote], into: &diagnostics)
            configuration.unreadable = Set(keys)
            configuration.unmarkedAvailability = .unknown
            return configuration
        }
        guard let root else { return configuration }
        guard let mapping = root.mapping else {
            diagnostics.error(
                .invalidFrontMatter, "\(fileName) must be a mapping of settings (title:, external:, languages:)", at: at(root),
                notes: [unreadNote])
            configuration.unreadable = Set(keys)
            configuration.unmarkedAvailability = .unknown
            return configuration
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title":
                guard let title = value.scalar?.string else {
                    diagnostics.error(.invalidFrontMatter, "'title' must be one line of text: title: UIKit Reference", at: at(value))
                    continue
                }
                configuration.title = title
            case "external":
                guard let names = scalars(of: value) else {
                    diagnostics.error(
                        .invalidFrontMatter, "'external' must be a list of class and protocol names: external: [UIView, NSCoding]",
                        at: at(value))
                    configuration.unreadable.insert(key)
                    continue
                }
                configuration.external = Set(names)
            case "languages":
                guard let tags = scalars(of: value), !tags.isEmpty, tags.allSatisfy(LanguageTag.isValid) else {
                    diagnostics.error(
                        .invalidFrontMatter, "'languages' must list language tags, the source language first: languages: [en, ja]",
                        at: at(value))
                    configuration.unreadable.insert(key)
                    continue
                }
                configuration.languages = tags
            case "unmarked-availability":
                var problems = DiagnosticBag()
                guard let text = value.scalar?.string,
                    let list = FieldApplier.versions(text, field: nil, location: at(value), allowMessage: false, diagnostics: &problems),
                    !list.entries.isEmpty
                else {
                    diagnostics.error(
                        .invalidFrontMatter, "'unmarked-availability' must be platforms and versions: unmarked-availability: iOS 2.0",
                        at: at(value))
                    configuration.unreadable.insert(key)
                    configuration.unmarkedAvailability = .unknown
                    continue
                }
                diagnostics.append(contentsOf: problems.diagnostics)
                configuration.unmarkedAvailability = UnmarkedAvailability(list.entries.map { (platform: $0.0, version: $0.1) })
            case "syntax":
                guard let word = value.scalar?.string, let syntax = Syntax(argument: word) else {
                    diagnostics.error(.invalidFrontMatter, "'syntax' must be swift or objc: syntax: swift", at: at(value))
                    continue
                }
                configuration.syntax = syntax
            default:
                let suggestions = EditDistance.nearest(to: key, in: keys, limit: 1, generous: true)
                diagnostics.warning(
                    .unknownField, "unknown key '\(key)' in \(fileName)", at: at(keyNode),
                    subject: .misspelt(key, suggestions: suggestions),
                    notes: [DiagnosticNote.didYouMean(suggestions), DiagnosticNote("\(fileName) has \(keys.joined(separator: ", "))")])
            }
        }
        return configuration
    }

    /// Said with an error that leaves the whole file unread.
    private static var unreadNote: DiagnosticNote {
        DiagnosticNote("the checks that depend on \(fileName) (external, languages, unmarked-availability) did not run")
    }

    /// The list `external` names, or nil when it could not be read: then no check can tell
    /// an unknown superclass or protocol from one the file meant to name.
    public var knownExternal: Set<String>? { unreadable.contains("external") ? nil : external }

    /// The languages `languages` names, or nil when it could not be read.
    public var knownLanguages: [String]? { unreadable.contains("languages") ? nil : languages }

    /// A YAML list's items, when every one is a non-empty scalar; nil for anything else.
    private static func scalars(of node: Node) -> [String]? {
        guard let items = node.sequence?.map({ $0.scalar?.string ?? "" }), !items.contains(where: \.isEmpty) else { return nil }
        return items
    }
}
