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

        public init(context: String, source: String, translation: String, isFuzzy: Bool = false,
                    references: [String] = [], comments: [String] = []) {
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
        for line in ["Project-Id-Version: \(project)", "PO-Revision-Date: \(revisionDate)", "Last-Translator: \(project) translators",
                     "Language-Team: \(language)", "Language: \(language)", "MIME-Version: 1.0",
                     "Content-Type: text/plain; charset=UTF-8", "Content-Transfer-Encoding: 8bit",
                     "Plural-Forms: nplurals=1; plural=0;"] {
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
    private static func field(_ keyword: String, _ value: String) -> String {
        guard value.contains("\n") else { return "\(keyword) \"\(escaped(value))\"\n" }
        var lines = value.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if lines.last == "\n" { lines.removeLast() } else { lines[lines.count - 1].removeLast() }
        return "\(keyword) \"\"\n" + lines.map { "\"\(escaped($0))\"\n" }.joined()
    }

    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    public struct ParseError: Error, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Reads PO text; the header entry (empty msgid) is left out. Throws at the first line
    /// that is not PO, with its number.
    public static func parse(_ text: String) throws -> POCatalog {
        var entries: [Entry] = []
        var language = ""
        var current = Entry(context: "", source: "", translation: "")
        var field: String?
        var started = false
        func finish() {
            if started {
                if current.source.isEmpty {
                    for line in current.translation.split(separator: "\n") where line.hasPrefix("Language:") {
                        language = line.dropFirst("Language:".count).trimmingWhitespace()
                    }
                } else {
                    entries.append(current)
                }
            }
            current = Entry(context: "", source: "", translation: "")
            field = nil
            started = false
        }
        for (offset, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingWhitespace()
            let number = offset + 1
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if field == "msgstr" { finish() }
                if line.hasPrefix("#,") { current.isFuzzy = current.isFuzzy || line.contains("fuzzy") }
                if line.hasPrefix("#:") { current.references.append(line.dropFirst(2).trimmingWhitespace()) }
                if line.hasPrefix("#.") { current.comments.append(line.dropFirst(2).trimmingWhitespace()) }
                continue
            }
            if line.hasPrefix("\"") {
                guard let field else { throw ParseError(line: number, message: "a string continues no msgctxt, msgid or msgstr") }
                let value = try unquoted(line, at: number)
                switch field {
                case "msgctxt": current.context += value
                case "msgid": current.source += value
                default: current.translation += value
                }
                continue
            }
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { throw ParseError(line: number, message: "expected a keyword and a quoted string") }
            var keyword = parts[0]
            if keyword == "msgstr[0]" { keyword = "msgstr" }
            guard ["msgctxt", "msgid", "msgstr"].contains(keyword) else {
                throw ParseError(line: number, message: "unknown keyword '\(parts[0])'")
            }
            if keyword == "msgctxt" || (keyword == "msgid" && field == "msgstr") { if field == "msgstr" { finish() } }
            let value = try unquoted(parts[1], at: number)
            started = true
            field = keyword
            switch keyword {
            case "msgctxt": current.context = value
            case "msgid": current.source = value
            default: current.translation = value
            }
        }
        finish()
        return POCatalog(language: language, entries: entries)
    }

    private static func unquoted(_ text: String, at line: Int) throws -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else {
            throw ParseError(line: line, message: "expected a string in double quotes")
        }
        var out = ""
        var escaping = false
        for character in text.dropFirst().dropLast() {
            if escaping {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                default: out.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                out.append(character)
            }
        }
        guard !escaping else { throw ParseError(line: line, message: "a string ends in a lone backslash") }
        return out
    }
}
