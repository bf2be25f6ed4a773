import APIRefBase
internal import Yams

/// The YAML block between `---` lines at the top of a page: its header facts.
struct FrontMatter {
    /// Keys apiref knows, and whether each takes a list.
    static let keys: [String: Bool] = [
        "kind": false, "framework": false, "inherits": false, "conforms": true, "extends": false,
        "availability": false, "deprecated": false, "obsoleted": false, "replacement": false,
        "declared-in": false, "guides": true, "title": false, "summary": false,
        "swift-name": false
    ]

    var strings: [String: String] = [:]
    var lists: [String: [String]] = [:]
    /// The line each key is on, for diagnostics.
    var lines: [String: Int] = [:]

    /// Splits front matter off `text`, blanking its lines so that Markdown line numbers
    /// stay those of the file. Returns nil front matter when the file has none.
    static func extract(from text: inout String, path: String, diagnostics: inout DiagnosticBag) -> FrontMatter? {
        separateYAML(from: &text, path: path, diagnostics: &diagnostics).map { parse($0, path: path, diagnostics: &diagnostics) }
    }

    /// The YAML between the `---` lines at the top of `text`, whose lines are blanked;
    /// nil when there is none (or it is not closed: reported).
    static func separateYAML(from text: inout String, path: String, diagnostics: inout DiagnosticBag) -> String? {
        guard text.utf8.starts(with: "---\n".utf8) else { return nil }
        // Find the closing line on the bytes; only the front matter's lines are split.
        let bytes = Array(text.utf8)
        var lineStart = 4
        var lineCount = 1
        var closing: (start: Int, end: Int)?
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            lineCount += 1
            let line = bytes[lineStart..<lineEnd]
            if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                closing = (lineStart, lineEnd)
                break
            }
            lineStart = lineEnd + 1
        }
        guard let closing else {
            diagnostics.error(
                .invalidFrontMatter, "front matter has no closing '---' line", at: SourceLocation(path: path, line: 1, column: 1))
            return nil
        }
        let yaml = String(decoding: bytes[4..<max(4, closing.start - 1)], as: UTF8.self)
        // Blank lines keep the Markdown's line numbers those of the file.
        text = String(repeating: "\n", count: lineCount - 1) + String(decoding: bytes[min(closing.end, bytes.count)...], as: UTF8.self)
        return yaml
    }

    private static func parse(_ yaml: String, path: String, diagnostics: inout DiagnosticBag) -> FrontMatter {
        var result = FrontMatter()
        let source = YAMLSource(text: yaml, path: path, linesBefore: 1)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch {
            source.syntaxError(error, message: "front matter is not valid YAML", into: &diagnostics)
            return result
        }
        guard let node else { return result }
        guard let mapping = node.mapping else {
            diagnostics.error(.invalidFrontMatter, "front matter must be a mapping of keys to values", at: source.location(of: node))
            return result
        }
        for (keyNode, value) in mapping {
            let key = (keyNode.string ?? "").lowercased()
            let location = source.location(of: keyNode)
            guard let isList = keys[key] else {
                let written = keyNode.string ?? key
                let suggestions = EditDistance.nearest(to: key, in: keys.keys, limit: 1)
                diagnostics.warning(
                    .unknownField, "unknown front matter key '\(written)'", at: location,
                    subject: DiagnosticSubject(written, replacement: EditDistance.certainFix(for: key, suggestions: suggestions)),
                    notes: [
                        DiagnosticNote.didYouMean(suggestions)
                            ?? DiagnosticNote("known keys: \(keys.keys.sorted().joined(separator: ", "))")
                    ])
                continue
            }
            result.lines[key] = location.line
            if isList {
                if let scalar = value.scalar {
                    result.lists[key] = scalar.string.split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
                } else if let sequence = value.sequence, sequence.allSatisfy({ $0.scalar != nil }) {
                    result.lists[key] = sequence.compactMap { $0.scalar?.string }
                } else {
                    diagnostics.error(.invalidFrontMatter, "'\(key)' must be a list of names", at: source.location(of: value))
                }
            } else if let scalar = value.scalar {
                result.strings[key] = scalar.string
            } else {
                diagnostics.error(
                    .invalidFrontMatter, "'\(key)' must be a single value, not a list or mapping", at: source.location(of: value))
            }
        }
        return result
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        // Most text starts and ends with a visible ASCII character: nothing to trim, and no
        // need to walk grapheme clusters (which showed in profiles of the parse).
        var slice = Substring(self)
        if let first = slice.utf8.first, let last = slice.utf8.last, first.isVisibleASCII, last.isVisibleASCII {
            return String(slice)
        }
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
