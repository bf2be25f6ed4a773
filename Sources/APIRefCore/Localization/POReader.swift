import APIRefBase

/// Reads PO bytes as gettext's `msgfmt --check` does: what it refuses is refused here with
/// its line and column, what it accepts means here what it means to gettext. A catalog
/// comes from outside (a translation platform, a mail), so nothing in it is trusted.
///
/// Beyond msgfmt: a UTF-8 byte-order mark and CRLF line ends are accepted (Windows editors
/// write them); a NUL — raw or `\0` — is refused rather than cutting the string short as
/// gettext does, since it would silently drop the rest of a translation; text that is not
/// UTF-8 once its escapes are applied is refused, since no page can hold it; so is a string
/// larger than a page may be, and two entries for one context.
struct POReader {
    private let bytes: [UInt8]
    private var line = 1
    private var lineStart = 0
    private var position = 0

    private var entries: [POCatalog.Entry] = []
    private var language = ""
    /// The line of each msgctxt-and-msgid's first definition, and of each context's.
    private var firstDefinition: [String: Int] = [:]
    private var firstContext: [String: Int] = [:]
    private var headerLine: Int?

    /// The entry being read, and the field its strings go to.
    private var current = Pending()
    private var field: Field?

    private enum Field { case msgctxt, msgid, msgstr }

    private struct Pending {
        var entry = POCatalog.Entry(context: "", source: "", translation: "")
        var hasContext = false
        var idLine: Int?
        var strLine: Int?
    }

    static func read(_ bytes: [UInt8]) throws -> POCatalog {
        var reader = POReader(bytes: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes)
        return try reader.read()
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ message: String, column: Int? = nil, line: Int? = nil) -> POCatalog.ParseError {
        POCatalog.ParseError(line: line ?? self.line, column: column ?? (position - lineStart + 1), message: message)
    }

    private mutating func read() throws -> POCatalog {
        try checkBytes()
        while position < bytes.count {
            let byte = bytes[position]
            if Self.isSpace(byte) {
                advance()
            } else if byte == UInt8(ascii: "#") {
                try comment()
            } else if byte == UInt8(ascii: "\"") {
                guard let field else { throw error("a string continues no msgctxt, msgid or msgstr") }
                let value = try string()
                try append(value, to: field)
            } else {
                try keyword()
            }
        }
        try finish()
        return POCatalog(language: language, entries: entries)
    }

    /// A NUL or a byte that is not UTF-8 anywhere in the file, with its line.
    private func checkBytes() throws {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        var line = 1
        var lineStart = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, let byte = encoded.first {
                    if byte == 0 { throw error("a NUL byte; a PO catalog is text", column: offset - lineStart + 1, line: line) }
                    if byte == UInt8(ascii: "\n") {
                        line += 1
                        lineStart = offset + 1
                    }
                }
                offset += encoded.count
            case .error:
                throw error(
                    "not UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); convert the catalog with msgconv --to-code=UTF-8",
                    column: offset - lineStart + 1, line: line)
            case .emptyInput:
                return
            }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    private mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    private var restOfLine: ArraySlice<UInt8> {
        let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        return bytes[position..<end]
    }

    /// `#` lines: translator comments, `#.` notes, `#:` references, `#,` flags, `#|` previous
    /// strings; `#~` obsolete entries are skipped, as msgfmt skips them.
    private mutating func comment() throws {
        let text = String(decoding: restOfLine, as: UTF8.self)
        position += restOfLine.count
        // A comment ends an entry: one that has no msgstr yet is missing it, as msgfmt says.
        if field != nil { try finish() }
        let body = text.dropFirst(2).trimmingWhitespace()
        if text.hasPrefix("#,") {
            let flags = body.split(separator: ",").map { $0.trimmingWhitespace() }
            current.entry.isFuzzy = current.entry.isFuzzy || flags.contains("fuzzy")
        } else if text.hasPrefix("#:") {
            current.entry.references.append(body)
        } else if text.hasPrefix("#.") {
            current.entry.comments.append(body)
        }
    }

    private mutating func keyword() throws {
        let start = position
        while position < bytes.count, !Self.isSpace(bytes[position]), bytes[position] != UInt8(ascii: "\"") { position += 1 }
        let word = String(decoding: bytes[start..<position], as: UTF8.self)
        let column = start - lineStart + 1
        switch word {
        case "msgctxt":
            try finish()
            if current.hasContext || current.idLine != nil { throw error("msgctxt after this entry's msgid", column: column) }
            current.hasContext = true
            field = .msgctxt
        case "msgid":
            if field == .msgstr { try finish() }
            if current.idLine != nil { throw error("a second msgid before this entry's msgstr", column: column) }
            current.idLine = line
            field = .msgid
        case "msgstr":
            guard current.idLine != nil else { throw error("msgstr without a msgid before it", column: column) }
            if current.strLine != nil { throw error("a second msgstr for one msgid", column: column) }
            current.strLine = line
            field = .msgstr
        case "msgid_plural", "msgstr[0]", "msgstr[1]":
            throw error("'\(word)': plural forms are not apiref units; each unit is one msgid and one msgstr", column: column)
        default:
            throw error(
                "unknown keyword '\(Self.visible(word))'; expected msgctxt, msgid, msgstr, a quoted string or a # comment", column: column)
        }
        while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw error("expected a string in double quotes after \(word)")
        }
        // Each field is empty until now: an entry's keywords come once each.
        if let field { try append(try string(), to: field) }
    }

    private mutating func append(_ value: String, to field: Field) throws {
        switch field {
        case .msgctxt: current.entry.context += value
        case .msgid: current.entry.source += value
        case .msgstr: current.entry.translation += value
        }
        let total = current.entry.context.utf8.count + current.entry.source.utf8.count + current.entry.translation.utf8.count
        if total > SourceText.maximumBytes {
            throw error("the entry is \(total / 1024) KiB; a page may be at most \(SourceText.maximumBytes / 1024 / 1024) MiB", column: 1)
        }
    }

    /// One `"…"`, its escapes applied as gettext's lexer applies them: `\n \t \b \r \f \v \a
    /// \\ \"`, octal `\ooo` (one to three digits) and hex `\xH…` (every hex digit that
    /// follows), each a byte; anything else after a backslash is refused.
    private mutating func string() throws -> String {
        let startColumn = position - lineStart + 1
        position += 1
        var value: [UInt8] = []
        while true {
            guard position < bytes.count, bytes[position] != UInt8(ascii: "\n") else {
                throw error("the string that starts at column \(startColumn) does not end on its line")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                break
            }
            guard byte == UInt8(ascii: "\\") else {
                value.append(byte)
                position += 1
                continue
            }
            let escapeColumn = position - lineStart + 1
            position += 1
            guard position < bytes.count else { throw error("a backslash ends the file", column: escapeColumn) }
            let next = bytes[position]
            position += 1
            switch next {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "v"): value.append(0x0B)
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "\\"), UInt8(ascii: "\""): value.append(next)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var number = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) else { break }
                    number = number * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                    position += 1
                }
                value.append(UInt8(truncatingIfNeeded: number))
            case UInt8(ascii: "x"):
                var number: UInt8 = 0
                var digits = 0
                while position < bytes.count, let digit = bytes[position].hexDigitValue {
                    number = number &* 16 &+ digit
                    digits += 1
                    position += 1
                }
                guard digits > 0 else { throw error("'\\x' without a hex digit after it", column: escapeColumn) }
                value.append(number)
            default:
                let shown = String(decoding: bytes[(position - 2)..<min(bytes.count, position + 3)], as: UTF8.self).prefix(2)
                throw error(
                    "invalid escape '\(Self.visible(String(shown)))'; gettext knows \\n \\t \\b \\r \\f \\v \\a \\\\ \\\" \\ooo and \\xHH",
                    column: escapeColumn)
            }
            if value.last == 0 {
                throw error("'\\0' makes a NUL, which ends a string for gettext and cannot be in a page", column: escapeColumn)
            }
        }
        guard let text = String(validating: value, as: UTF8.self) else {
            throw error("the string is not UTF-8 once its escapes are applied", column: startColumn)
        }
        return text
    }

    /// `word` with what cannot be seen spelled out (`\u{FEFF}`), so a message names it.
    static func visible(_ word: String) -> String {
        word.unicodeScalars.map { scalar in
            scalar.properties.isWhitespace || scalar.properties.generalCategory == .format || scalar.value < 0x20 || scalar.value == 0x7F
                ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }.joined()
    }

    /// Ends the entry being read: the header's language is kept, any other entry checked
    /// as msgfmt checks it and added.
    private mutating func finish() throws {
        // Comments before an entry's first keyword are the entry's: they stay.
        guard current.hasContext || current.idLine != nil else { return }
        defer {
            current = Pending()
            field = nil
        }
        guard let idLine = current.idLine else { throw error("msgctxt without a msgid after it") }
        guard let strLine = current.strLine else { throw error("missing msgstr for the msgid at line \(idLine)", column: 1, line: idLine) }
        var entry = current.entry
        entry.line = strLine
        if entry.source.isEmpty && !current.hasContext {
            if let first = headerLine {
                throw error("duplicate message definition (a second header); the first is at line \(first)", column: 1, line: idLine)
            }
            headerLine = idLine
            try readHeader(entry.translation, at: strLine)
            return
        }
        if !entry.translation.isEmpty {
            for (end, test) in [("begin", { (text: String) in text.hasPrefix("\n") }), ("end", { (text: String) in text.hasSuffix("\n") })]
            where test(entry.source) != test(entry.translation) {
                throw error("msgid and msgstr do not both \(end) with '\\n'", column: 1, line: strLine)
            }
        }
        // msgfmt refuses a msgctxt and msgid twice; a context twice is one unit translated twice.
        let definition = "\(current.hasContext ? "context" : "none") \(entry.context)\u{0}\(entry.source)"
        if let first = firstDefinition[definition] {
            throw error("duplicate message definition (the same msgctxt and msgid); the first is at line \(first)", column: 1, line: idLine)
        }
        if current.hasContext, let first = firstContext[entry.context] {
            throw error(
                "a second entry for context '\(Self.visible(entry.context))', one unit translated twice; the first is at line \(first)",
                column: 1, line: idLine)
        }
        firstDefinition[definition] = idLine
        if current.hasContext { firstContext[entry.context] = idLine }
        entries.append(entry)
    }

    private mutating func readHeader(_ text: String, at line: Int) throws {
        for field in text.split(separator: "\n") {
            if field.hasPrefix("Language:") {
                language = field.dropFirst("Language:".count).trimmingWhitespace()
            } else if field.lowercased().hasPrefix("content-type:"), let range = field.lowercased().range(of: "charset=") {
                let charset = field.lowercased()[range.upperBound...].trimmingWhitespace()
                guard ["utf-8", "utf8", "charset", "us-ascii", "ascii", ""].contains(charset) else {
                    throw error(
                        "the catalog declares charset \(charset); apiref reads UTF-8: convert it with msgconv --to-code=UTF-8", column: 1,
                        line: line)
                }
            }
        }
    }
}
