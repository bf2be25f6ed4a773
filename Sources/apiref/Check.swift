import APIRefCore
import ArgumentParser
import Foundation

/// `apiref check`: every problem in the content, with file, line and column.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Report every problem in the content; exit 1 on errors.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @OptionGroup var options: ContentOptions

    @Flag(help: "Treat warnings as errors for the exit status.")
    var strict = false

    @Option(help: "text (path:line:column: … lines) or json.")
    var format: Format = .text

    func run() throws {
        let library = try options.loadLibrary()
        var report = DiagnosticReport(diagnostics: library.diagnostics, fileCount: library.fileCount,
                                      symbolCount: library.symbols.count)
        if !library.skippedTranslations.isEmpty {
            report.notes.append("skipped \(library.skippedTranslations.count) translation file(s); translations are read by a later version")
        }
        print(format == .json ? report.json() : report.text(), terminator: "")
        if report.errorCount > 0 || (strict && report.warningCount > 0) {
            throw ExitCode(1)
        }
    }
}
