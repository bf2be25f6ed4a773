import APIRefBase
import APIRefCore
import Foundation
import Mustache

/// The Mustache templates of a theme folder (`Templates/`): every `*.mustache` file,
/// registered by its name without the extension, so pages can include partials such as
/// `{{> member}}`. Assets live in `assets/` beside them. Every file is found and read
/// through `ThemeFiles`, so a template that is a link out of the content and theme folders
/// is not read.
public struct TemplateSet: Sendable {
    let library: MustacheLibrary
    public let folder: URL
    /// The theme's files that may reach an output, and the warnings for those left out.
    public let files: ThemeFiles
    /// A hash of every file of the theme, assets included: a site built with another
    /// fingerprint is rebuilt in full.
    public let fingerprint: String
    /// Member entries and other fragments rendered by shape (`FragmentTemplates`).
    private(set) var fragments: FragmentTemplates

    public static let requiredTemplates = [
        "layout", "class", "article", "home", "versions", "search", "not-found", "inherited",
        "member", "task-group", "version-entry", "home-entry"
    ]
    /// The lists whose entries the site renders each with its own template, by shape
    /// (`FragmentTemplates`), and hands to the page as HTML. A theme made before that
    /// still walks the list or includes the entry's partial: its entries would render with
    /// the page's values, so it is refused with what to write instead.
    static let listsRenderedOnTheirOwn: [(page: String, oldTag: String, newTag: String, entry: String)] = [
        ("class", #"\{\{>\s*member\s*\}\}"#, "{{{entries}}}", "member"),
        ("class", #"\{\{>\s*task-group\s*\}\}"#, "{{{tasks}}}", "task-group"),
        ("versions", #"\{\{#\s*items\s*\}\}"#, "{{{items}}}", "version-entry"),
        ("home", #"\{\{#\s*pages\s*\}\}"#, "{{{pages}}}", "home-entry")
    ]

    /// Throws a `TemplateError` naming the file when a template is missing or does not parse.
    /// - Parameters:
    ///   - byShape: false renders every template directly (`FragmentTemplates`).
    ///   - confinement: the folders the theme's links may lead into; nil for the theme alone.
    ///   - display: how diagnostics name the folder (default: its path).
    public init(folder: URL, byShape: Bool = true, confinement: ConfinedFolders? = nil, display: String? = nil) throws {
        self.folder = folder
        MustacheContentTypes.register(FastHTMLContentType(), named: "HTML")
        var library = MustacheLibrary()
        var texts: [String] = []
        do {
            _ = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        } catch {
            throw TemplateError(message: "\(folder.path): cannot be read: \(error.localizedDescription)", isInvalid: false)
        }
        let theme = ThemeFiles(folder: folder, confinement: confinement, display: display)
        files = theme
        for file in theme.templates {
            let url = folder.appendingPathComponent(file.path)
            let text: String
            do {
                guard let decoded = String(data: try file.contents(), encoding: .utf8) else {
                    throw CocoaError(.fileReadInapplicableStringEncoding)
                }
                text = decoded
            } catch {
                throw TemplateError(message: "\(url.path): cannot be read as UTF-8 text: \(error.localizedDescription)", isInvalid: false)
            }
            texts.append(text)
            do {
                try library.register(text, named: String(file.path.dropLast(".mustache".count)))
            } catch {
                throw TemplateError(message: "\(url.path): \(error)", isInvalid: true)
            }
        }
        // Before the missing templates: a theme copied from an earlier apiref lacks the
        // entries' templates too, and what to change in its pages comes first.
        for list in Self.listsRenderedOnTheirOwn {
            guard let text = library.getTemplate(named: list.page)?.description,
                let tag = text.range(of: list.oldTag, options: .regularExpression)
            else { continue }
            throw TemplateError(
                message: "\(folder.appendingPathComponent(list.page + ".mustache").path): \(text[tag]) is gone: "
                    + "each entry is rendered by \(list.entry).mustache on its own and the list comes as HTML; write \(list.newTag) "
                    + "where the entries go, as the default \(list.page).mustache does", isInvalid: true)
        }
        for name in Self.requiredTemplates where library.getTemplate(named: name) == nil {
            if let left = theme.diagnostics.first(where: { $0.location.path == theme.display + "/" + name + ".mustache" }) {
                throw TemplateError(message: "\(left.location.path): \(left.message) [\(left.id)]", isInvalid: true)
            }
            throw TemplateError(
                message: "\(folder.path): missing template \(name).mustache; a theme needs every template of the default one",
                isInvalid: false)
        }
        self.library = library
        fragments = FragmentTemplates(library: library, templateTexts: texts, byShape: byShape)
        fingerprint = theme.fingerprint
    }

    /// Whether the theme has the template `name` (an optional one, such as `coverage`).
    func has(_ name: String) -> Bool { library.getTemplate(named: name) != nil }

    func render(_ name: String, _ values: [String: Any]) -> String {
        fragments.recorder?.record(name, values)
        return library.render(values, withTemplate: name) ?? ""
    }

    /// The same theme, telling `recorder` every value a template is rendered with: what
    /// `ThemeDocumentationTests` checks `docs/themes.md` against.
    func recording(into recorder: TemplateValueRecorder) -> TemplateSet {
        var theme = self
        theme.fragments = fragments.recording(into: recorder)
        return theme
    }
}

/// A theme that cannot be used.
public struct TemplateError: Error, CustomStringConvertible {
    public var message: String
    /// Whether the template was read but does not parse (bad input), rather than missing
    /// or unreadable (an I/O failure).
    public var isInvalid: Bool
    public var description: String { message }
}
