import Foundation
internal import Yams

/// `terms.yml` beside `library.yml`: the library's vocabulary in each translation
/// language, one word per concept. `TermCheck` holds every translation's prose to it.
///
/// ```yaml
/// ja:
///   - use: 画像                 # the preferred term
///     not: [イメージ]           # the variants a translation may not use
///     except: [イメージビュー]  # longer words that hold a variant and stay as they are
///     concept: image            # the English concept (optional)
///     note: why this word       # (optional)
/// ```
public struct TermList: Sendable, Equatable {
    /// One concept's word: the preferred term and the variants it replaces.
    public struct Entry: Sendable, Equatable {
        public var preferred: String
        public var rejected: [String]
        /// Longer words or phrases that contain a rejected variant and are right as they are
        /// (`イメージビュー`, the name of a view, where `イメージ` alone is rejected).
        public var exceptions: [String] = []
        public var concept: String?
        public var note: String?

        public init(preferred: String, rejected: [String], exceptions: [String] = [], concept: String? = nil, note: String? = nil) {
            self.preferred = preferred
            self.rejected = rejected
            self.exceptions = exceptions
            self.concept = concept
            self.note = note
        }
    }

    /// The entries by language tag (`ja`), in file order.
    public var entries: [String: [Entry]] = [:]

    public static let fileName = "terms.yml"

    public init(entries: [String: [Entry]] = [:]) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.values.allSatisfy(\.isEmpty) }

    public func entries(for language: String) -> [Entry] { entries[language] ?? [] }

    /// The keys an entry may have.
    static let keys = ["use", "not", "except", "concept", "note"]

    /// Reads `terms.yml` of `folder`, if it has one (confined as pages are read). What is
    /// wrong is reported where it is and left out; the rest is used.
    public static func load(from folder: ContentFolder, diagnostics: inout DiagnosticBag) -> TermList {
        switch folder.read(fileName) {
        case .bytes(let data):
            let path = folder.displayPath.isEmpty ? fileName : "\(folder.displayPath)/\(fileName)"
            return parse(String(decoding: data, as: UTF8.self), path: path, diagnostics: &diagnostics)
        case .refused(let diagnostic):
            diagnostics.append(contentsOf: [diagnostic])
            return TermList()
        case .unreadable:
            return TermList()
        }
    }

    /// Parses the text of a term list; `path` names it in diagnostics.
    public static func parse(_ text: String, path: String, diagnostics: inout DiagnosticBag) -> TermList {
        let source = YAMLSource(text: text, path: path, linesBefore: 0)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            source.syntaxError(error, message: "\(fileName) is not valid YAML", into: &diagnostics)
            return TermList()
        }
        guard let root else { return TermList() }
        guard let languages = root.mapping else {
            diagnostics.error(
                .invalidFrontMatter, "\(fileName) must map language tags to lists of terms: ja: [{use: 画像, not: [イメージ]}]",
                at: source.location(of: root))
            return TermList()
        }
        var list = TermList()
        for (tagNode, value) in languages {
            guard let tag = tagNode.string, LanguageTag.isValid(tag) else {
                diagnostics.error(
                    .invalidFrontMatter,
                    "'\(tagNode.string ?? "")' is not a language tag; \(fileName) maps language tags (ja) to lists of terms",
                    at: source.location(of: tagNode))
                continue
            }
            guard let items = value.sequence else {
                diagnostics.error(
                    .invalidFrontMatter, "'\(tag)' must be a list of terms, each `- use: …` with `not: […]`", at: source.location(of: value)
                )
                continue
            }
            list.entries[tag] = items.compactMap { entry($0, source: source, diagnostics: &diagnostics) }
            list.checkContradictions(tag, source: source, items: Array(items), diagnostics: &diagnostics)
        }
        return list
    }

    private static func entry(_ node: Node, source: YAMLSource, diagnostics: inout DiagnosticBag) -> Entry? {
        guard let mapping = node.mapping else {
            diagnostics.error(.invalidFrontMatter, "a term is a mapping: - use: 画像, not: [イメージ]", at: source.location(of: node))
            return nil
        }
        var fields: [String: Node] = [:]
        for (key, value) in mapping {
            let name = key.string ?? ""
            guard keys.contains(name) else {
                let suggestions = EditDistance.nearest(to: name, in: keys, limit: 1, generous: true)
                diagnostics.warning(
                    .unknownField, "unknown key '\(name)' in a term of \(fileName)", at: source.location(of: key),
                    subject: .misspelt(name, suggestions: suggestions),
                    notes: [DiagnosticNote.didYouMean(suggestions), DiagnosticNote("a term has \(keys.joined(separator: ", "))")])
                continue
            }
            fields[name] = value
        }
        guard let preferred = fields["use"]?.scalar?.string, !preferred.isEmpty else {
            diagnostics.error(
                .invalidFrontMatter, "a term needs `use:`, the preferred word", at: source.location(of: fields["use"] ?? node))
            return nil
        }
        guard let rejected = fields["not"].flatMap(words), !rejected.isEmpty else {
            diagnostics.error(
                .invalidFrontMatter, "a term needs `not:`, the variants it replaces: not: [イメージ]",
                at: source.location(of: fields["not"] ?? node))
            return nil
        }
        if rejected.contains(preferred) {
            diagnostics.error(
                .invalidFrontMatter, "'\(preferred)' is both the word to use and a variant to reject",
                at: source.location(of: fields["not"]))
            return nil
        }
        var exceptions: [String] = []
        if let node = fields["except"] {
            guard let list = words(node) else {
                diagnostics.error(
                    .invalidFrontMatter, "'except' must list words that hold a rejected variant: except: [イメージビュー]",
                    at: source.location(of: node))
                return nil
            }
            exceptions = list
        }
        return Entry(
            preferred: preferred, rejected: rejected, exceptions: exceptions,
            concept: fields["concept"]?.scalar?.string, note: fields["note"]?.scalar?.string)
    }

    /// A rejected variant that another entry prefers would make `check --fix` undo one fix
    /// with the next: reported, and the later entry dropped.
    private mutating func checkContradictions(_ tag: String, source: YAMLSource, items: [Node], diagnostics: inout DiagnosticBag) {
        var kept: [Entry] = []
        for entry in entries[tag] ?? [] {
            let clash = kept.first { earlier in
                earlier.rejected.contains(entry.preferred) || entry.rejected.contains(earlier.preferred)
            }
            guard let clash else {
                kept.append(entry)
                continue
            }
            let node = items.first { $0.mapping?["use"]?.string == entry.preferred }
            diagnostics.error(
                .invalidFrontMatter,
                "the terms '\(clash.preferred)' and '\(entry.preferred)' each reject the other's word; this one is ignored",
                at: source.location(of: node))
        }
        entries[tag] = kept
    }

    /// A scalar or a list of non-empty scalars, as words.
    private static func words(_ node: Node) -> [String]? {
        if let word = node.scalar?.string { return word.isEmpty ? nil : [word] }
        guard let items = node.sequence?.map({ $0.scalar?.string ?? "" }), !items.contains(where: \.isEmpty) else { return nil }
        return items
    }
}
