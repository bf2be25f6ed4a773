/// The front matter `l10n stamp` and `l10n import` write: `stamps`, what each symbol's prose
/// was translated from, and `sources`, that English itself, which `l10n diff` compares with
/// today's. Tool-written; a translator never edits it.
public enum TranslationFrontMatter {
    static func text(stamps: [String: String], sources: [String: String]) -> String {
        guard !stamps.isEmpty else { return "" }
        var out = "---\nstamps:\n"
        for name in stamps.keys.sorted() { out += "  \(quoted(name)): \"\(stamps[name]!)\"\n" }
        let recorded = sources.keys.filter { stamps[$0] != nil }.sorted()
        if !recorded.isEmpty {
            out += "sources:\n"
            for name in recorded {
                // A literal block keeps the Markdown as it is; `|-` drops the final newline.
                out +=
                    "  \(quoted(name)): |-\n"
                    + sources[name]!.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "\n" : "    \($0)\n" }.joined()
            }
        }
        return out + "---\n"
    }

    /// A YAML double-quoted scalar: names hold colons (`setEditing:animated:`).
    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The English a translation of `symbol` is made from, as `sources` records it. A task
    /// group's paragraphs are left out, as they were before the catalog had them: the
    /// records already stamped stay comparable with today's English (`l10n diff`).
    public static func english(of symbol: Symbol) -> String {
        TranslationCatalog.units(of: symbol, translation: nil).filter { !$0.context.contains("|task-abstract:") }
            .map(\.english).joined(separator: "\n\n")
    }
}
