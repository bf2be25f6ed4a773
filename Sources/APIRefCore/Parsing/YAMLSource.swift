internal import Yams

/// The YAML of a front matter or of `library.yml`, for diagnostics that point into it.
/// Yams' marks count lines within the YAML text and columns in Unicode scalars; a
/// diagnostic counts lines in the file (front matter starts on line 2, after the opening
/// `---`) and columns in UTF-8 bytes.
struct YAMLSource {
    let path: String
    /// Lines of the file before the YAML text: 1 for front matter, 0 for `library.yml`.
    let linesBefore: Int
    private let lines: [Substring]

    init(text: String, path: String, linesBefore: Int) {
        self.path = path
        self.linesBefore = linesBefore
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Where a node starts; the YAML's first line when it has no mark.
    func location(of node: Node?) -> SourceLocation {
        node?.mark.map(location(of:)) ?? SourceLocation(path: path, line: linesBefore + 1, column: 1)
    }

    func location(of mark: Mark) -> SourceLocation {
        var column = mark.column
        if lines.indices.contains(mark.line - 1) {
            let scalars = lines[mark.line - 1].unicodeScalars
            let before = scalars.prefix(max(0, mark.column - 1))
            column = before.reduce(1) { $0 + String($1).utf8.count }
        }
        return SourceLocation(path: path, line: mark.line + linesBefore, column: column)
    }

    /// YAML that does not parse: `message` and the parser's problem at the place it noticed
    /// it, with a note at the construct it was reading when that began elsewhere (an
    /// unclosed `[` is noticed lines later, at the next key).
    func syntaxError(_ error: Error, message: String, extraNotes: [DiagnosticNote] = [], into diagnostics: inout DiagnosticBag) {
        let problem: String
        let mark: Mark?
        let context: YamlError.Context?
        switch error as? YamlError {
        case .scanner(let found, let text, let at, _), .parser(let found, let text, let at, _), .composer(let found, let text, let at, _):
            (problem, mark, context) = (text, at, found)
        case .reader(let text, _, _, _):
            (problem, mark, context) = (text, nil, nil)
        case let other?:
            (problem, mark, context) = ("\(other)", nil, nil)
        case nil:
            (problem, mark, context) = ("\(error)", nil, nil)
        }
        let location = mark.map(location(of:)) ?? SourceLocation(path: path, line: linesBefore + 1, column: 1)
        var notes: [DiagnosticNote] = []
        if let context, !context.text.isEmpty {
            let start = self.location(of: context.mark)
            if start != location { notes.append(DiagnosticNote("\(context.text) that starts here", at: start)) }
        }
        diagnostics.error(.invalidFrontMatter, "\(message): \(problem)", at: location, notes: notes + extraNotes)
    }
}
