/// A gettext PO catalog, as Weblate, Crowdin and Poedit read and write it: a header, then
/// one entry per translatable unit with its context, source text and translation.
public struct POCatalog: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var context: String
        public var source: String
        public var translation: String
        /// `#, fuzzy`: the translation was made from other source text.
        public var isFuzzy = false
        /// `#:` lines: where the source text is.
        public var references: [String] = []
        /// `#.` lines: notes for translators.
        public var comments: [String] = []
        /// The line of the entry's msgstr in the catalog it was read from (0 when made here).
        public var line = 0

        public init(
            context: String, source: String, translation: String, isFuzzy: Bool = false,
            references: [String] = [], comments: [String] = []
        ) {
            self.context = context
            self.source = source
            self.translation = translation
            self.isFuzzy = isFuzzy
            self.references = references
            self.comments = comments
        }
    }

    public var language: String
    public var entries: [Entry]

    public init(language: String, entries: [Entry]) {
        self.language = language
        self.entries = entries
    }

    /// The catalog as PO text (UTF-8, `msgfmt --check` clean).
    /// - Parameter revisionDate: `YYYY-MM-DD HH:MM+ZZZZ`, as gettext writes it.
    public func text(project: String, revisionDate: String) -> String {
        var out = "# Translation of \(project) into \(language).\n# Written by apiref l10n export; read back by apiref l10n import.\n"
        out += "msgid \"\"\nmsgstr \"\"\n"
        for line in [
            "Project-Id-Version: \(project)", "PO-Revision-Date: \(revisionDate)", "Last-Translator: \(project) translators",
            "Language-Team: \(language)", "Language: \(language)", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
            "Plural-Forms: nplurals=1; plural=0;"
        ] {
            out += "\"\(Self.escaped(line))\\n\"\n"
        }
        for entry in entries {
            out += "\n"
            for comment in entry.comments { out += "#. \(comment)\n" }
            for reference in entry.references { out += "#: \(reference)\n" }
            if entry.isFuzzy { out += "#, fuzzy\n" }
            out += Self.field("msgctxt", entry.context) + Self.field("msgid", entry.source) + Self.field("msgstr", entry.translation)
        }
        return out
    }

    /// A keyword and its string, split after each newline as gettext's tools write it.
    /// By scalars, not characters: "\r\n" is one character, and its "\n" ends a line too.
    private static func field(_ keyword: String, _ value: String) -> String {
        guard value.unicodeScalars.contains("\n") else { return "\(keyword) \"\(escaped(value))\"\n" }
        var lines = value.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0)) + "\n"
        }
        if lines.last == "\n" { lines.removeLast() } else { lines[lines.count - 1].removeLast() }
        return "\(keyword) \"\"\n" + lines.map { "\"\(escaped($0))\"\n" }.joined()
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var column: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Reads PO bytes as `msgfmt --check` does (`POReader`); the header entry (empty msgid)
    /// gives the language and is left out. Throws at the first thing msgfmt would refuse,
    /// with its line and column.
    public static func parse(_ bytes: [UInt8]) throws -> POCatalog {
        try POReader.read(bytes)
    }

    public static func parse(_ text: String) throws -> POCatalog {
        try parse(Array(text.utf8))
    }
}
