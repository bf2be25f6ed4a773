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
        return "\(plural(fileCount, "file")), \(plural(symbolCount, "symbol")), \(undocumented)\(plural(errorCount, "error")), \(plural(warningCount, "warning"))"
    }

    /// The diagnostics, the notes and a last line: `summary`, or the counts.
    public func text(summary: String? = nil) -> String {
        var lines = diagnostics.map(\.description)
        lines += notes.map { "note: \($0)" }
        lines.append(summary ?? summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    public func json() -> String {
        struct Entry: Encodable { var severity, id, message, path: String; var line, column: Int }
        struct Summary: Encodable { var files, symbols, errors, warnings, undocumented: Int }
        struct Document: Encodable { var diagnostics: [Entry]; var notes: [String]?; var summary: Summary }
        let document = Document(
            diagnostics: diagnostics.map {
                Entry(severity: $0.severity.rawValue, id: $0.id, message: $0.message, path: $0.location.path,
                      line: $0.location.line, column: $0.location.column)
            },
            notes: notes.isEmpty ? nil : notes,
            summary: Summary(files: fileCount, symbols: symbolCount, errors: errorCount, warnings: warningCount,
                             undocumented: undocumentedCount))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(document)) ?? Data(), as: UTF8.self) + "\n"
    }

    private func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
