import Foundation

/// Prints a run's diagnostics for people (`path:line:column: …` lines and a summary) or
/// for tools (one JSON document).
public struct DiagnosticReport {
    public var diagnostics: [Diagnostic]
    public var fileCount: Int
    public var symbolCount: Int
    public var notes: [String] = []

    public init(diagnostics: [Diagnostic], fileCount: Int, symbolCount: Int) {
        self.diagnostics = diagnostics
        self.fileCount = fileCount
        self.symbolCount = symbolCount
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    /// Warnings other than `undocumented`, which are counted apart: facts without prose
    /// yet are a to-do list, not a fault, and `check --strict` does not fail on them.
    public var warningCount: Int { diagnostics.count - errorCount - undocumentedCount }
    public var undocumentedCount: Int { diagnostics.filter { $0.id == Diagnostic.undocumentedID }.count }

    public var summaryLine: String {
        let undocumented = undocumentedCount > 0 ? "\(undocumentedCount) undocumented, " : ""
        return
            "\(plural(fileCount, "file")), \(plural(symbolCount, "symbol")), \(undocumented)\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
    }

    /// The diagnostics, the notes and a last line: `summary`, or the counts.
    public func text(summary: String? = nil) -> String {
        var lines = diagnostics.map(\.description)
        lines += notes.map { "note: \($0)" }
        lines.append(summary ?? summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One JSON document: every diagnostic with its range (`endColumn` is the column after
    /// the problem's last byte), notes and fix-its, then the report's notes and counts.
    /// `docs/diagnostics.md` describes it.
    public func json() throws -> String {
        struct Position: Encodable {
            var path: String
            var line, column: Int
        }
        struct Note: Encodable {
            var message: String
            var path: String
            var line, column: Int
        }
        struct Fix: Encodable {
            var path: String
            var line, column, endLine, endColumn: Int
            var replacement: String
        }
        struct Entry: Encodable {
            var severity, id, message, path: String
            var line, column, endLine, endColumn: Int
            var notes: [Note]
            var fixIts: [Fix]
        }
        struct Summary: Encodable { var files, symbols, errors, warnings, undocumented: Int }
        struct Document: Encodable {
            var diagnostics: [Entry]
            var notes: [String]?
            var summary: Summary
        }
        let document = Document(
            diagnostics: diagnostics.map { diagnostic in
                let location = diagnostic.location
                return Entry(
                    severity: diagnostic.severity.rawValue, id: diagnostic.id, message: diagnostic.message, path: location.path,
                    line: location.line, column: location.column, endLine: location.line, endColumn: diagnostic.endColumn,
                    notes: diagnostic.notes.map { note in
                        let at = note.location ?? location
                        return Note(message: note.message, path: at.path, line: at.line, column: at.column)
                    },
                    fixIts: diagnostic.fixIts.map {
                        Fix(
                            path: $0.location.path, line: $0.location.line, column: $0.location.column, endLine: $0.location.line,
                            endColumn: $0.location.column + $0.length, replacement: $0.replacement)
                    })
            },
            notes: notes.isEmpty ? nil : notes,
            summary: Summary(
                files: fileCount, symbols: symbolCount, errors: errorCount, warnings: warningCount,
                undocumented: undocumentedCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self) + "\n"
    }

    /// For editors: per diagnostic, `path:line:column:{line:column-line:endColumn}: severity:
    /// message [id]` (the range in braces as clang's `-fdiagnostics-print-source-range-info`
    /// writes it, left out for a point), a `path:line:column: note: …` line per note, and a
    /// `fix-it:"path":{line:column-line:endColumn}:"replacement"` line per fix-it, as clang's
    /// `-fdiagnostics-parseable-fixits` writes them.
    public func gnu() -> String {
        var text = ""
        for diagnostic in diagnostics {
            let location = diagnostic.location
            let range = diagnostic.length > 0 ? "{\(location.line):\(location.column)-\(location.line):\(diagnostic.endColumn)}:" : ""
            text += "\(location):\(range) \(diagnostic.severity.rawValue): \(TerminalSafety.strip(diagnostic.message)) [\(diagnostic.id)]\n"
            for note in diagnostic.notes {
                text += "\(note.location ?? location): note: \(TerminalSafety.strip(note.message))\n"
            }
            for fix in diagnostic.fixIts {
                let start = fix.location
                text +=
                    "fix-it:\"\(Self.quoted(start.path))\":{\(start.line):\(start.column)-\(start.line):\(start.column + fix.length)}:\"\(Self.quoted(fix.replacement))\"\n"
            }
        }
        return text
    }

    /// Backslash, quote and control characters escaped as C escapes, as clang's fix-it lines do.
    private static func quoted(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            default:
                if TerminalSafety.isUnsafe(scalar) {
                    for byte in String(scalar).utf8 {
                        let octal = String(byte, radix: 8)
                        result += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
