/// Finds each diagnostic's subject in its file and moves the diagnostic onto it: exact
/// column, the length to underline, and the fix-it when the subject has a replacement.
///
/// Emitters name the text a problem is about; many (links, hierarchy and coverage checks)
/// run after parsing and have no source text, so the text is looked up here, once per
/// file with diagnostics, before they are stored.
public enum DiagnosticPinpointer {
    /// How far below its line a subject is looked for (a member's fields lie under its heading).
    static let linesAhead = 60

    /// - Parameter text: a file's text by the path diagnostics name it with; nil leaves its
    ///   diagnostics where they are.
    public static func pinpoint(_ diagnostics: [Diagnostic], text: (String) -> String?) -> [Diagnostic] {
        var lines: [String: [Substring]?] = [:]
        return diagnostics.map { diagnostic in
            guard let subject = diagnostic.subject else { return diagnostic }
            var diagnostic = diagnostic
            diagnostic.subject = nil
            let path = diagnostic.location.path
            if lines[path] == nil { lines[path] = text(path).map(Self.lines(of:)) }
            guard let fileLines = lines[path] ?? nil,
                  let (line, column) = find(subject, near: diagnostic.location, in: fileLines) else { return diagnostic }
            diagnostic.location.line = line
            diagnostic.location.column = column
            diagnostic.length = subject.text.utf8.count
            if let replacement = subject.replacement, replacement != subject.text {
                diagnostic.fixIts.append(FixIt(at: diagnostic.location, length: diagnostic.length, replacement: replacement))
            }
            return diagnostic
        }
    }

    /// The lines as the parser numbers them: no byte-order mark, CR LF and CR as line ends.
    public static func lines(of text: String) -> [Substring] {
        var text = Substring(text)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        // "\r\n" is one Character in Swift: split by scalars, so CR LF is one line end.
        var lines: [Substring] = []
        var start = text.startIndex
        var index = text.unicodeScalars.startIndex
        while index < text.unicodeScalars.endIndex {
            let scalar = text.unicodeScalars[index]
            if scalar == "\n" || scalar == "\r" {
                lines.append(text[start..<index])
                var next = text.unicodeScalars.index(after: index)
                if scalar == "\r", next < text.unicodeScalars.endIndex, text.unicodeScalars[next] == "\n" {
                    next = text.unicodeScalars.index(after: next)
                }
                start = next
                index = next
            } else {
                index = text.unicodeScalars.index(after: index)
            }
        }
        lines.append(text[start...])
        return lines
    }

    /// (line, column) of the subject: on its front-matter key's line when it has one; else
    /// on the diagnostic's line from its column, then anywhere on that line, then below it.
    static func find(_ subject: DiagnosticSubject, near location: SourceLocation, in lines: [Substring]) -> (Int, Int)? {
        if let key = subject.frontMatterKey {
            guard lines.first == "---" else { return nil }
            for number in 2...max(2, lines.count) where number <= lines.count {
                let line = lines[number - 1]
                if line == "---" { break }
                let trimmed = line.drop(while: { $0 == " " })
                guard trimmed.hasPrefix(key + ":") else { continue }
                let valueStart = line.utf8.count - trimmed.utf8.count + key.utf8.count + 1
                if let column = column(of: subject.text, in: line, from: valueStart) { return (number, column) }
            }
            return nil
        }
        let index = location.line - 1
        guard lines.indices.contains(index) else { return nil }
        // Whole words first (`theme` the link, not the start of `themes` above it), then any
        // occurrence; each time on the diagnostic's line from its column, then the whole
        // line, then the lines below.
        for wholeWord in [true, false] {
            if let column = column(of: subject.text, in: lines[index], from: location.column - 1, wholeWord: wholeWord) { return (location.line, column) }
            if let column = column(of: subject.text, in: lines[index], from: 0, wholeWord: wholeWord) { return (location.line, column) }
            for below in (index + 1)..<min(lines.count, index + 1 + linesAhead) {
                if let column = column(of: subject.text, in: lines[below], from: 0, wholeWord: wholeWord) { return (below + 1, column) }
            }
        }
        return nil
    }

    /// The 1-based byte column of `text` in `line` at or after byte `offset`; with
    /// `wholeWord`, only where it is not part of a longer word (`nine` in `tvOS nine`, not
    /// in `ninety`).
    static func column(of text: String, in line: Substring, from offset: Int, wholeWord: Bool = false) -> Int? {
        let needle = Array(text.utf8)
        let haystack = Array(line.utf8)
        guard !needle.isEmpty, needle.count <= haystack.count, offset >= 0 else { return nil }
        var start = offset
        while start + needle.count <= haystack.count {
            if haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) {
                let before = start == 0 ? nil : haystack[start - 1]
                let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                if !wholeWord || (!isWordByte(before, next: needle.first) && !isWordByte(after, next: needle.last)) { return start + 1 }
            }
            start += 1
        }
        return nil
    }

    /// Whether `byte` continues a word next to `next` (only a concern when `next` is one).
    private static func isWordByte(_ byte: UInt8?, next: UInt8?) -> Bool {
        guard let byte, let next, isWord(next) else { return false }
        return isWord(byte)
    }

    private static func isWord(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
