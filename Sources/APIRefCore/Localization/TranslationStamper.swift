import Foundation

/// Writes a translation's `stamps` front matter — what each symbol's prose was translated
/// from — and nothing else: the prose below it is kept byte for byte. The file is replaced
/// atomically (a temporary file beside it, renamed over it).
public enum TranslationStamper {
    /// Sets `stamps` (merged over the file's existing ones) in the translation at `url`.
    public static func write(_ stamps: [String: String], to url: URL) throws {
        let data = try Data(contentsOf: url)
        var text = String(decoding: data, as: UTF8.self)
        var existing: [String: String] = [:]
        var discarded = DiagnosticBag()
        if text.hasPrefix("---\n") {
            let original = text
            if let yaml = FrontMatter.separateYAML(from: &text, path: url.path, diagnostics: &discarded) {
                existing = parseStamps(yaml)
                // separateYAML blanks the front matter's lines; the body starts after them.
                text = String(text.drop(while: { $0 == "\n" }))
            } else {
                text = original
            }
        } else {
            text = String(text.drop(while: { $0 == "\n" }))
        }
        let merged = existing.merging(stamps) { _, new in new }
        let header = "---\nstamps:\n" + merged.keys.sorted().map { "  \(quoted($0)): \"\(merged[$0]!)\"\n" }.joined() + "---\n\n"
        try Data((header + text).utf8).write(to: url, options: .atomic)
    }

    /// The stamps in front matter `yaml`, read as the translation parser reads them.
    static func parseStamps(_ yaml: String) -> [String: String] {
        guard let path = TranslationPath("stamps.ja.md") else { return [:] }
        return TranslationParser.parse(Array(("---\n" + yaml + "\n---\n").utf8), path: path, displayPath: "").0.stamps
    }

    /// A YAML double-quoted scalar: names hold colons (`setEditing:animated:`).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
