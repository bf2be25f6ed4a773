import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefIndex
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref check`: every problem in the content, with file, line and column.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Report every problem in the content; exit 1 on errors.")

    @OptionGroup var options: ContentOptions

    @Flag(help: "Treat warnings as errors for the exit status, except undocumented symbols (facts without prose yet).")
    var strict = false

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, gnu }

    @Option(
        help:
            "text (with the source line, a caret under the problem, notes and a summary, on standard error), json (one document on standard output), or gnu (`file:line:col: severity: message [id]` lines, with note and fix-it lines, on standard output, for editors)."
    )
    var format: Format = .text

    @Flag(help: "The same as --format json.")
    var json = false

    @Option(
        help: ArgumentHelp(
            "Explain a diagnostic id: what it means, an example and the fix (docs/diagnostics.md lists them all).", valueName: "id"))
    var explain: String?

    @Flag(
        help:
            "Apply the fix-its (a misspelt field name or link with one clear candidate, a version written iOS3.0, a translation's word that terms.yml rejects), say what changed, then check again. A fix-it whose text changed since the check is not applied (exit 1); a read-only page is refused."
    )
    var fix = false

    var isJSON: Bool { json || format == .json }

    func run() throws {
        if let explain { return try self.explain(explain) }
        // The diagnostics come from the compiled index, built or brought up to date here, so
        // that a check of unchanged content costs nothing and warms the index for lookups.
        let folder = try options.folder()
        var report = try self.report(try options.openIndex(announcingErrors: false), folder: folder)
        var notEverythingFixed = false
        if fix {
            // Every fix-it, the translations' too, then a check of what is left.
            let fixIts = report.diagnostics.flatMap(\.fixIts)
            let outcome = try ToolError.whileWriting("the fixed content files, so none was written") {
                try FixItApplier.apply(fixIts, in: folder)
            }
            let applied = outcome.applied
            for change in applied {
                let fixIt = change.fixIt
                FileHandle.standardError.write(
                    Data(
                        "\(fixIt.location): fixed: '\(TerminalSafety.strip(change.original))' → '\(TerminalSafety.strip(fixIt.replacement))'\n"
                            .utf8))
            }
            for path in outcome.changedFiles {
                FileHandle.standardError.write(
                    Data("\(TerminalSafety.strip(path)): changed since it was checked; fix-it not applied, run check --fix again\n".utf8))
            }
            var summary =
                "applied \(applied.count) fix-it\(applied.count == 1 ? "" : "s") in \(Set(applied.map(\.fixIt.location.path)).count) file(s)"
            if outcome.skippedCount > 0 { summary += "; \(outcome.skippedCount) not applied" }
            FileHandle.standardError.write(Data((summary + "\n").utf8))
            if !applied.isEmpty { report = try self.report(try options.openIndex(announcingErrors: false), folder: folder) }
            notEverythingFixed = outcome.skippedCount > 0
        }
        // The JSON report is the result (standard output); the text report is diagnostics.
        if isJSON {
            FileHandle.standardOutput.write(Data(try report.json().utf8))
        } else if format == .gnu {
            FileHandle.standardOutput.write(Data(report.gnu().utf8))
        } else {
            let printer = DiagnosticPrinter.reading(folder, usesColour: TerminalSettings.diagnosticColour)
            FileHandle.standardError.write(Data(printer.text(of: report).utf8))
        }
        // A fix-it skipped because its file changed is work left undone, as an error is.
        if report.errorCount > 0 || (strict && report.warningCount > 0) || notEverythingFixed {
            throw ToolError.reported(.notFound)
        }
    }

    /// The index's diagnostics, the translations' (checked against the originals the index
    /// holds) and the report's notes.
    private func report(_ index: SymbolIndex, folder: ContentFolder) throws -> DiagnosticReport {
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

    /// `--explain ID`: the catalog's entry, as text or as JSON.
    private func explain(_ id: String) throws {
        guard let entry = DiagnosticCatalog.entry(id) else {
            let near = EditDistance.nearest(to: id, in: DiagnosticCatalog.all.map(\.id), limit: 1, generous: true)
            throw ToolError.usage(
                "no diagnostic '\(id)'" + (near.first.map { "; did you mean '\($0)'?" } ?? "") + " (docs/diagnostics.md lists every id)")
        }
        if isJSON {
            struct Explanation: Encodable { var id, severity, reportedBy, meaning, example, fix: String }
            try JSONOutput.write(
                Explanation(
                    id: entry.id, severity: entry.severity.rawValue, reportedBy: entry.reportedBy,
                    meaning: entry.meaning, example: entry.example, fix: entry.fix))
        } else {
            print(DiagnosticCatalog.text(entry), terminator: "")
        }
    }
}
