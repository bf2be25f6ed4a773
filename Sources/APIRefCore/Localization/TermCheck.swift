/// What `check` says of a translation's words: prose that uses a variant its language's
/// term list (`terms.yml`) rejects, at the variant, with the preferred term as the fix-it.
///
/// Only prose is read: the text of summaries, discussions, parameter and return-value
/// descriptions, task-group titles and abstracts, and an article's title. Code spans, code
/// blocks, symbol links, inline HTML and link destinations are not prose and are never
/// reported. A variant matches as written (case and all), within one line, except where it
/// is part of the entry's preferred term or of one of its `except` words at that place; a
/// variant that begins or ends with an ASCII letter or digit matches only as a whole word at
/// that end, so that a rejected `App` is not found in `Apple`.
enum TermCheck {
    static func run(_ page: TranslatedPage, terms: [TermList.Entry], diagnostics: inout DiagnosticBag) {
        guard !terms.isEmpty else { return }
        let lines = page.source.map { SourceFileLines([UInt8]($0)) }
        var nodes: [MarkdownNode] = page.titleBlocks + page.taskGroupAbstracts.keys.sorted().flatMap { page.taskGroupAbstracts[$0] ?? [] }
        for key in page.order {
            guard let prose = page.prose[key] else { continue }
            nodes += prose.summary + prose.discussion + prose.parameters.flatMap(\.description) + prose.returnValue
        }
        for node in nodes {
            forEachText(in: node) { text in
                for (offset, entry, variant) in occurrences(in: text.literal, terms: terms) {
                    report(variant, of: entry, in: text, offset: offset, page: page, lines: lines, diagnostics: &diagnostics)
                }
            }
        }
    }

    /// A text node's literal and where it starts.
    struct Text {
        var literal: String
        var line: Int
        var column: Int
    }

    /// Every prose text below `node`, skipping what is code or markup rather than prose.
    static func forEachText(in node: MarkdownNode, _ body: (Text) -> Void) {
        switch node.kind {
        case .text(let literal):
            body(Text(literal: literal, line: node.line, column: node.column))
        case .code, .codeBlock, .symbolLink, .inlineHTML, .htmlBlock:
            return
        default:
            for child in node.children { forEachText(in: child, body) }
        }
    }

    /// The byte offsets in `text` where a rejected variant stands, with its entry, in text
    /// order; overlapping matches keep the earlier (then the longer) one.
    static func occurrences(in text: String, terms: [TermList.Entry]) -> [(offset: Int, entry: TermList.Entry, variant: String)] {
        let bytes = Array(text.utf8)
        var found: [(offset: Int, entry: TermList.Entry, variant: String)] = []
        for entry in terms {
            for variant in entry.rejected {
                let needle = Array(variant.utf8)
                for start in positions(of: needle, in: bytes) where stands(needle, at: start, in: bytes, entry: entry) {
                    found.append((start, entry, variant))
                }
            }
        }
        found.sort { ($0.offset, -$0.variant.utf8.count) < ($1.offset, -$1.variant.utf8.count) }
        var kept: [(offset: Int, entry: TermList.Entry, variant: String)] = []
        for match in found where kept.last.map({ $0.offset + $0.variant.utf8.count <= match.offset }) ?? true {
            kept.append(match)
        }
        return kept
    }

    /// Whether the variant at `start` is itself, not part of the preferred term, of an
    /// exception, or (at an ASCII letter or digit) of a longer word.
    private static func stands(_ needle: [UInt8], at start: Int, in bytes: [UInt8], entry: TermList.Entry) -> Bool {
        let end = start + needle.count
        if isWordByte(needle.first), start > 0, isWordByte(bytes[start - 1]) { return false }
        if isWordByte(needle.last), end < bytes.count, isWordByte(bytes[end]) { return false }
        for word in [entry.preferred] + entry.exceptions {
            let longer = Array(word.utf8)
            for inner in positions(of: needle, in: longer) {
                let from = start - inner
                if from >= 0, from + longer.count <= bytes.count, bytes[from..<from + longer.count].elementsEqual(longer) { return false }
            }
        }
        return true
    }

    private static func isWordByte(_ byte: UInt8?) -> Bool {
        guard let byte, byte < 0x80 else { return false }
        return (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func positions(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard !needle.isEmpty, needle.count <= bytes.count else { return [] }
        return (0...(bytes.count - needle.count)).filter { bytes[$0] == needle[0] && bytes[$0..<$0 + needle.count].elementsEqual(needle) }
    }

    /// One occurrence, at its place in the file. cmark's column for a text node is exact
    /// on its first line; where the file does not hold the variant at the reckoned place
    /// (an entity, a lazy continuation line), the nearest occurrence on that line is taken,
    /// and with none the diagnostic points at the text and offers no fix.
    private static func report(
        _ variant: String, of entry: TermList.Entry, in text: Text, offset: Int, page: TranslatedPage,
        lines: SourceFileLines?, diagnostics: inout DiagnosticBag
    ) {
        var at = SourceLocation(path: page.displayPath, line: text.line, column: text.column + offset)
        var certain = true
        if let lines {
            let needle = Array(variant.utf8)
            let holds =
                lines.range(line: at.line, column: at.column, length: needle.count).map { lines.bytes[$0].elementsEqual(needle) } ?? false
            if !holds {
                let line = lines.bytes(ofLine: at.line).map(Array.init) ?? []
                if let nearest = positions(of: needle, in: line).min(by: { abs($0 + 1 - at.column) < abs($1 + 1 - at.column) }) {
                    at.column = nearest + 1
                } else {
                    (at.column, certain) = (text.column, false)
                }
            }
        }
        let concept = entry.concept.map { " for '\($0)'" } ?? ""
        var diagnostic = Diagnostic(
            .warning, .rejectedTerm, "'\(variant)' is not this library's word\(concept); \(TermList.fileName) says '\(entry.preferred)'",
            at: at, notes: entry.note.map { [DiagnosticNote($0)] } ?? [])
        if certain {
            diagnostic.length = variant.utf8.count
            diagnostic.fixIts = [FixIt(at: at, replacing: variant, with: entry.preferred)]
        }
        diagnostics.append(contentsOf: [diagnostic])
    }
}
