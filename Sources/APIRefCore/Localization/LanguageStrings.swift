import Foundation
internal import Yams

/// The labels of one language — terminal section names, the site's headings and buttons,
/// the untranslated and stale markers — from `strings/<lang>.yml` in a template folder,
/// keyed by the English label. A label a file lacks stays English, so a new language
/// needs a file, not code.
public struct LanguageStrings: Sendable {
    public var language: String
    public var labels: [String: String]

    public init(language: String, labels: [String: String] = [:]) {
        self.language = language
        self.labels = labels
    }

    /// The labels of `language` in `templates/strings/`, or none when there is no file.
    /// A file that is not a mapping of strings is an error that names it. The file is read
    /// through `confinement` (by default the theme alone): a link out of it, or a FIFO, is
    /// not read, as if there were no file (a build warns of it, `ThemeFiles`).
    public static func load(language: String, templates: URL, confinement: ConfinedFolders? = nil) throws -> LanguageStrings {
        let file = templates.appendingPathComponent("strings/\(language).yml")
        guard
            case .file(let checked)? = (confinement ?? ConfinedFolders([templates])).file(
                "strings/\(language).yml", below: templates, display: templates.path)
        else {
            return LanguageStrings(language: language)
        }
        // A file that is there but cannot be read is an I/O error, not a theme without labels.
        let data = try checked.contents()
        let parsed: Any?
        do {
            parsed = try Yams.load(yaml: String(decoding: data, as: UTF8.self))
        } catch {
            throw LanguageStringsError(path: file.path, problem: "is not valid YAML: \(error)")
        }
        guard let mapping = parsed as? [String: Any] else {
            throw LanguageStringsError(path: file.path, problem: "must map English labels to \(language) ones")
        }
        var labels: [String: String] = [:]
        for (key, value) in mapping {
            guard let text = value as? String else {
                throw LanguageStringsError(path: file.path, problem: "'\(key)' must be a string")
            }
            labels[key] = text
        }
        return LanguageStrings(language: language, labels: labels)
    }

    /// The label for `english`, or `english` itself.
    public subscript(_ english: String) -> String { labels[english] ?? english }

    /// The label for a pattern such as `Introduced in {platform} {version}.`, with its
    /// placeholders filled in; the English pattern when the file has none.
    public func format(_ english: String, _ values: [String: String]) -> String {
        Self.fill(self[english], values)
    }

    /// `pattern` with each `{name}` that `values` has replaced by its value; other braces
    /// stay as they are. One pass over the pattern: a value is never searched for
    /// placeholders again, and Foundation's `replacingOccurrences`, a tenth of a Markdown
    /// copy's time, is not needed.
    public static func fill(_ pattern: String, _ values: [String: String]) -> String {
        guard pattern.utf8.contains(UInt8(ascii: "{")) else { return pattern }
        var result = ""
        result.reserveCapacity(pattern.utf8.count + 16)
        var rest = pattern[...]
        // Braces found as bytes: a walk by character costs more than the rest of the fill.
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            result += rest[..<open]
            let afterOpen = rest.utf8.index(after: open)
            guard let close = rest[afterOpen...].utf8.firstIndex(of: UInt8(ascii: "}")),
                let value = values[String(rest[afterOpen..<close])]
            else {
                result.append("{")
                rest = rest[afterOpen...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}

public struct LanguageStringsError: Error, CustomStringConvertible {
    public var path: String
    public var problem: String
    public var description: String { "\(path) \(problem)" }
}
