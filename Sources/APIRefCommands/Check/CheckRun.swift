import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref check`'s work: the index's diagnostics with the translations' and the term
/// list's, the fix-its applied with `--fix`, the report in its format, and the exit status
/// it asks for (1 on errors, on warnings with `--strict`, or on a fix-it left unapplied).
public struct CheckRun {
    /// `--format`: where the report goes and how it reads.
    public enum Format: String, CaseIterable, Sendable {
        /// The source line, a caret, notes and a summary, on standard error.
        case text
        /// One document on standard output.
        case json
        /// `file:line:col: severity: message [id]` lines on standard output, for editors.
        case gnu
    }

    public var folder: ContentFolder
    public var format: Format
    /// `--strict`: warnings fail the check too (undocumented symbols do not).
    public var strict: Bool
    /// `--fix`: apply the fix-its, then check again.
    public var fix: Bool

    public init(folder: ContentFolder, format: Format, strict: Bool, fix: Bool) {
        self.folder = folder
        self.format = format
        self.strict = strict
        self.fix = fix
    }

    public func run() throws {
        // The diagnostics come from the compiled index, built or brought up to date here, so
        // that a check of unchanged content costs nothing and warms the index for lookups.
        var report = try Self.report(try folder.openIndex(announcingErrors: false), folder: folder)
        var notEverythingFixed = false
        if fix {
            // Every fix-it, the translations' too, then a check of what is left.
            let fixIts = report.diagnostics.flatMap(\.fixIts)
            let outcome = try ToolError.whileWriting("the fixed content files, so none was written") {
                try FixItApplier.apply(fixIts, in: folder)
            }
            FileHandle.standardError.write(Data(Self.fixText(outcome).utf8))
            if !outcome.applied.isEmpty { report = try Self.report(try folder.openIndex(announcingErrors: false), folder: folder) }
            notEverythingFixed = outcome.skippedCount > 0
        }
        // The JSON report is the result (standard output); the text report is diagnostics.
        switch format {
        case .json:
            FileHandle.standardOutput.write(Data(try report.json().utf8))
        case .gnu:
            FileHandle.standardOutput.write(Data(report.gnu().utf8))
        case .text:
            let printer = DiagnosticPrinter.reading(folder, usesColour: TerminalSettings.diagnosticColour)
            FileHandle.standardError.write(Data(printer.text(of: report).utf8))
        }
        // A fix-it skipped because its file changed is work left undone, as an error is.
        if Self.fails(report, strict: strict) || notEverythingFixed {
            throw ToolError.reported(.notFound)
        }
    }

    /// Whether `report` ends the check with status 1.
    static func fails(_ report: DiagnosticReport, strict: Bool) -> Bool {
        report.errorCount > 0 || (strict && report.warningCount > 0)
    }

    /// What `--fix` did, for standard error: each change, each file that changed since it
    /// was checked, and a summary line.
    static func fixText(_ outcome: FixItApplier.Outcome) -> String {
        var lines: [String] = []
        for change in outcome.applied {
            let fixIt = change.fixIt
            lines.append(
                "\(fixIt.location): fixed: '\(TerminalSafety.strip(change.original))' → '\(TerminalSafety.strip(fixIt.replacement))'")
        }
        for path in outcome.changedFiles {
            lines.append("\(TerminalSafety.strip(path)): changed since it was checked; fix-it not applied, run check --fix again")
        }
        let applied = outcome.applied
        var summary =
            "applied \(applied.count) fix-it\(applied.count == 1 ? "" : "s") in \(Set(applied.map(\.fixIt.location.path)).count) file(s)"
        if outcome.skippedCount > 0 { summary += "; \(outcome.skippedCount) not applied" }
        lines.append(summary)
        return lines.map { $0 + "\n" }.joined()
    }

    /// The index's diagnostics, the translations' (checked against the originals the index
    /// holds) and the report's notes.
    static func report(_ index: SymbolIndex, folder: ContentFolder) throws -> DiagnosticReport {
        var report = try DiagnosticReport(
            diagnostics: index.diagnostics(), fileCount: index.fileCount,
            symbolCount: index.symbolCount)
        // The term list is not indexed: it is read, and its own problems reported, here.
        var termProblems = DiagnosticBag()
        let terms = TermList.load(from: folder, diagnostics: &termProblems)
        report.diagnostics += folder.pinpoint(termProblems.diagnostics)
        if try index.translationCount > 0 {
            var discarded = DiagnosticBag()
            let languages = LibraryConfiguration.load(from: folder, diagnostics: &discarded).knownLanguages
            let translations = try index.reading { try TranslationSet.load(folder, index: $0, languages: languages, terms: terms) }
            report.diagnostics += folder.pinpoint(translations.diagnostics)
            report.notes.append("\(translations.pages.count) translation file(s) checked")
        }
        if report.undocumentedCount > 0 {
            report.notes.append(
                "undocumented symbols have facts and no prose yet: `apiref list --undocumented` lists them; --strict does not fail on them")
        }
        return report
    }

    /// `--explain ID`: the catalog's entry, as text or as JSON, on standard output.
    public static func explain(_ id: String, json: Bool) throws {
        let entry = try explained(id)
        if json {
            struct Explanation: Encodable { var id, severity, reportedBy, meaning, example, fix: String }
            try JSONOutput.write(
                Explanation(
                    id: entry.id, severity: entry.severity.rawValue, reportedBy: entry.reportedBy,
                    meaning: entry.meaning, example: entry.example, fix: entry.fix))
        } else {
            print(DiagnosticCatalog.text(entry), terminator: "")
        }
    }

    /// The catalog's entry for `id`; a usage error with the nearest id otherwise.
    static func explained(_ id: String) throws -> DiagnosticCatalog.Entry {
        guard let entry = DiagnosticCatalog.entry(id) else {
            let near = EditDistance.nearest(to: id, in: DiagnosticCatalog.all.map(\.id), limit: 1, generous: true)
            throw ToolError.usage(
                "no diagnostic '\(id)'" + (near.first.map { "; did you mean '\($0)'?" } ?? "") + " (docs/diagnostics.md lists every id)")
        }
        return entry
    }
}
