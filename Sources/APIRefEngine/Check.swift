import APIRefCore
import ArgumentParser
import Foundation

/// `apiref check`: every problem in the content, with file, line and column.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Report every problem in the content; exit 1 on errors.")

    @OptionGroup var options: ContentOptions

    @Flag(help: "Treat warnings as errors for the exit status, except undocumented symbols (facts without prose yet).")
    var strict = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        // The diagnostics come from the compiled index, built or brought up to date here, so
        // that a check of unchanged content costs nothing and warms the index for lookups.
        let index = try options.openIndex(announcingErrors: false)
        var report = DiagnosticReport(diagnostics: try index.diagnostics(), fileCount: index.fileCount,
                                      symbolCount: index.symbolCount)
        if index.translationCount > 0 {
            // Translations are checked against the originals the index holds.
            let folder = try options.folder()
            var discarded = DiagnosticBag()
            let languages = LibraryConfiguration.load(from: folder, diagnostics: &discarded).languages
            let translations = try TranslationSet.load(folder, index: index, languages: languages)
            report.diagnostics += translations.diagnostics
            report.notes.append("\(translations.pages.count) translation file(s) checked")
        }
        if report.undocumentedCount > 0 {
            report.notes.append("undocumented symbols have facts and no prose yet: `apiref list --undocumented` lists them; --strict does not fail on them")
        }
        // The JSON report is the result (standard output); the text report is diagnostics.
        if format.isJSON {
            FileHandle.standardOutput.write(Data(report.json().utf8))
        } else {
            FileHandle.standardError.write(Data(report.text().utf8))
        }
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ToolError.reported(.notFound)
        }
    }
}
