/// Finds each diagnostic's subject in its file and moves the diagnostic onto it: exact
/// column, the length to underline, and the fix-it when the subject has a replacement.
///
/// Emitters name the text a problem is about; many (links, hierarchy and coverage checks)
/// run after parsing and have no source text, so the text is looked up here, once per
/// file with diagnostics, before they are stored.
public enum DiagnosticPinpointer {
    /// How far below its line a subject is looked for (a member's fields lie under its heading).
    static let linesAhead = 60

    /// - Parameter files: the files' lines by the paths diagnostics name; a file without
    ///   lines leaves its diagnostics where they are.
    public static func pinpoint(_ diagnostics: [Diagnostic], in files: SourceFiles) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard let subject = diagnostic.subject else { return diagnostic }
            var diagnostic = diagnostic
            diagnostic.subject = nil
            guard let lines = files.lines(of: diagnostic.location.path),
                let (line, column) = find(subject, near: diagnostic.location, in: lines)
            else { return diagnostic }
            diagnostic.location.line = line
            diagnostic.location.column = column
            diagnostic.length = subject.text.utf8.count
            if let replacement = subject.replacement, replacement != subject.text {
                diagnostic.fixIts.append(FixIt(at: diagnostic.location, replacing: subject.text, with: replacement))
            }
            return diagnostic
        }
    }

    /// (line, column) of the subject: on its front-matter key's line when it has one; else
    /// on the diagnostic's line from its column, then anywhere on that line, then below it.
    static func find(_ subject: DiagnosticSubject, near location: SourceLocation, in lines: SourceFileLines) -> (Int, Int)? {
        let dashes = Array("---".utf8)
        if let key = subject.frontMatterKey {
            guard lines.bytes(ofLine: 1)?.elementsEqual(dashes) == true else { return nil }
            let prefix = Array((key + ":").utf8)
            for number in 2...max(2, lines.count) {
                guard let line = lines.bytes(ofLine: number), !line.elementsEqual(dashes) else { break }
                let indent = line.prefix { $0 == UInt8(ascii: " ") }.count
                guard line.dropFirst(indent).starts(with: prefix) else { continue }
                if let column = column(of: subject.text, in: line, from: indent + prefix.count) { return (number, column) }
            }
            return nil
        }
        guard let here = lines.bytes(ofLine: location.line) else { return nil }
        // Whole words first (`theme` the link, not the start of `themes` above it), then any
        // occurrence; each time on the diagnostic's line from its column, then the whole
        // line, then the lines below.
        for wholeWord in [true, false] {
            if let column = column(of: subject.text, in: here, from: location.column - 1, wholeWord: wholeWord) {
                return (location.line, column)
            }
            if let column = column(of: subject.text, in: here, from: 0, wholeWord: wholeWord) { return (location.line, column) }
            for below in (location.line + 1)..<min(lines.count + 1, location.line + 1 + linesAhead) {
                if let line = lines.bytes(ofLine: below), let column = column(of: subject.text, in: line, from: 0, wholeWord: wholeWord) {
                    return (below, column)
                }
            }
        }
        return nil
    }

    /// The 1-based byte column of `text` in `line` at or after byte `offset`; with
    /// `wholeWord`, only where it is not part of a longer word (`nine` in `tvOS nine`, not
    /// in `ninety`).
    static func column(of text: String, in line: ArraySlice<UInt8>, from offset: Int, wholeWord: Bool = false) -> Int? {
        let needle = Array(text.utf8)
        let haystack = Array(line)
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
