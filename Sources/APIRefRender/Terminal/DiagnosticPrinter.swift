import APIRefCore

/// Diagnostics as a compiler prints them: the `path:line:column: severity: message [id]`
/// line, the source line with a caret and tildes under the problem, the fix-it's text
/// under that, then the notes, each on its own `note:` line.
///
///     Content/Kit/Widget.md:15:7: warning: 'acessoryType' is not a member of Widget [unresolved-link]
///        15 | Use ``acessoryType`` to pick the accessory.
///           |       ^~~~~~~~~~~~
///           |       accessoryType
///     Content/Kit/Widget.md:15:7: note: did you mean 'accessoryType'?
public struct DiagnosticPrinter {
    /// Colour escapes (on a terminal without `NO_COLOR`), or plain text.
    public var usesColour: Bool
    /// Line `line` (1-based) of the file diagnostics name `path`, or nil when it cannot be read.
    public var sourceLine: (_ path: String, _ line: Int) -> Substring?

    public init(usesColour: Bool, sourceLine: @escaping (_ path: String, _ line: Int) -> Substring?) {
        self.usesColour = usesColour
        self.sourceLine = sourceLine
    }

    /// A printer that reads lines from a content folder's files, each file once.
    public static func reading(_ folder: ContentFolder, usesColour: Bool) -> DiagnosticPrinter {
        let files = folder.sourceFiles()
        return DiagnosticPrinter(usesColour: usesColour) { files.lines(of: $0)?.text(ofLine: $1) }
    }

    /// Every diagnostic, then the report's notes and its summary line.
    public func text(of report: DiagnosticReport, summary: String? = nil) -> String {
        var text = report.diagnostics.map(self.text(of:)).joined()
        for note in report.notes { text += paint("note:", .note) + " " + note + "\n" }
        return text + (summary ?? report.summaryLine) + "\n"
    }

    /// One diagnostic with its source excerpt and notes, ending in a newline.
    public func text(of diagnostic: Diagnostic) -> String {
        let location = diagnostic.location
        var text =
            paint("\(location):", .location) + " "
            + paint("\(diagnostic.severity.rawValue):", diagnostic.severity == .error ? .error : .warning)
            + " " + paint(TerminalSafety.strip(diagnostic.message), .message) + " [\(diagnostic.id)]\n"
        // No excerpt of a blank line (an empty file) or a binary one.
        if let line = sourceLine(location.path, location.line), line.contains(where: { !$0.isWhitespace }), !line.utf8.contains(0) {
            let gutter = String(location.line)
            let blank = String(repeating: " ", count: gutter.count)
            let (shown, offsets) = Self.displayed(line)
            let start = Self.width(before: location.column - 1, offsets: offsets)
            let end = max(Self.width(before: location.column - 1 + diagnostic.length, offsets: offsets), start + 1)
            let marker = "^" + String(repeating: "~", count: max(end - start - 1, 0))
            text += " \(gutter) | \(shown)\n"
            text += " \(blank) | " + String(repeating: " ", count: start) + paint(marker, .caret) + "\n"
            if let fix = diagnostic.fixIts.first, fix.location.line == location.line {
                let fixStart = Self.width(before: fix.location.column - 1, offsets: offsets)
                text +=
                    " \(blank) | " + String(repeating: " ", count: fixStart) + paint(TerminalSafety.strip(fix.replacement), .fixIt) + "\n"
            }
        }
        for note in diagnostic.notes {
            text +=
                paint("\(note.location ?? location):", .location) + " " + paint("note:", .note) + " " + TerminalSafety.strip(note.message)
                + "\n"
        }
        return text
    }

    /// The line as the terminal should show it (a tab as four spaces, anything that could
    /// act on the terminal as U+FFFD), and for each byte of the original, the display
    /// width before it.
    static func displayed(_ line: Substring) -> (String, [Int]) {
        var shown = String.UnicodeScalarView()
        var offsets: [Int] = []
        var width = 0
        for scalar in line.unicodeScalars {
            let bytes = UTF8.width(scalar)
            offsets += repeatElement(width, count: bytes)
            if scalar == "\t" {
                shown.append(contentsOf: "    ".unicodeScalars)
                width += 4
            } else if TerminalSafety.isUnsafe(scalar) {
                shown.append("\u{FFFD}")
                width += 1
            } else {
                shown.append(scalar)
                width += DisplayWidth.of(scalar)
            }
        }
        offsets.append(width)
        return (String(shown), offsets)
    }

    /// The display width of the line's first `bytes` bytes; past the end, one more column
    /// per byte (a problem at the line's end is shown just after it).
    static func width(before bytes: Int, offsets: [Int]) -> Int {
        guard bytes >= 0 else { return 0 }
        if bytes < offsets.count { return offsets[bytes] }
        return (offsets.last ?? 0) + bytes - (offsets.count - 1)
    }

    private enum Part { case location, error, warning, note, message, caret, fixIt }

    private func paint(_ text: String, _ part: Part) -> String {
        guard usesColour else { return text }
        let code: String
        switch part {
        case .location, .message: code = "1"
        case .error: code = "1;31"
        case .warning: code = "1;35"
        case .note: code = "1;36"
        case .caret: code = "1;32"
        case .fixIt: code = "32"
        }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }
}
