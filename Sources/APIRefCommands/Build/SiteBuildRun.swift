import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref build`'s work: no site from content with errors (they are reported as `check`
/// reports them), the theme found, then `SiteBuild` (full or incremental) and its summary.
public struct SiteBuildRun {
    public var folder: ContentFolder
    /// `--templates`: the theme's folder, as given (nil: the shipped one).
    public var templates: String?
    /// `--output`: where the site goes.
    public var output: String
    /// `--base-url`: where the site is published (adds sitemap.xml).
    public var baseURL: String?
    /// `--force`.
    public var force: Bool
    /// Each page's Markdown copy and llms.txt (`--no-markdown` leaves them out).
    public var markdownCopies: Bool
    public var json: Bool

    public init(
        folder: ContentFolder, templates: String?, output: String, baseURL: String?, force: Bool, markdownCopies: Bool, json: Bool
    ) {
        self.folder = folder
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.force = force
        self.markdownCopies = markdownCopies
        self.json = json
    }

    /// Builds the site, reports it, and calls `finish`, which ends the process while the
    /// index is still open: freeing it first would only cost time.
    public func run(then finish: () -> Never) throws -> Never {
        let index = try folder.openIndex(announcingErrors: false)
        if try index.errorCount > 0 {
            let report = try DiagnosticReport(
                diagnostics: index.diagnostics().filter { $0.severity == .error },
                fileCount: index.fileCount, symbolCount: index.symbolCount)
            // With --format json the errors are the result on standard output, as `check` gives them.
            if json {
                FileHandle.standardOutput.write(Data(try report.json().utf8))
            } else {
                let printer = DiagnosticPrinter.reading(folder, usesColour: TerminalSettings.diagnosticColour)
                FileHandle.standardError.write(Data(printer.text(of: report).utf8))
            }
            throw ToolError.notFound("not building a site from content with errors")
        }
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io(
                "\(templateFolder.path): no such template folder; give a folder of Mustache templates with --templates, or leave it out for the default ones"
            )
        }
        try OutputPlace.check(output, content: folder, templates: templateFolder)
        let summary = try ToolError.whileWriting("the site to \(output)") {
            var build = SiteBuild(folder: folder, index: index, templateFolder: templateFolder, baseURL: baseURL)
            build.markdownCopies = markdownCopies
            return try build.write(to: URL(fileURLWithPath: output), force: force)
        }
        OutputWarnings.print(summary.diagnostics)
        try report(
            BuildSummary(
                output: output, pages: summary.pages, incremental: summary.incremental, filesChanged: summary.filesChanged,
                restored: summary.incremental ? summary.restored : nil), then: finish)
    }

    /// What a build did: one line, or a JSON object with `--format json`.
    struct BuildSummary: Encodable {
        var output: String
        var pages: Int
        var incremental: Bool
        var filesChanged: Int?
        /// For an update: files that were missing or overwritten and were written again.
        var restored: Int?
    }

    private func report(_ summary: BuildSummary, then finish: () -> Never) throws -> Never {
        if json {
            try JSONOutput.write(summary)
        } else if summary.incremental, let files = summary.filesChanged {
            let pages = summary.pages
            let restored = summary.restored ?? 0
            print(
                "updated \(pages) page\(pages == 1 ? "" : "s") in \(output) (\(files) file\(files == 1 ? "" : "s") changed)"
                    + (restored == 0 ? "" : "; restored \(restored) page\(restored == 1 ? "" : "s")"))
        } else {
            print("wrote \(summary.pages) pages to \(output)")
        }
        finish()
    }
}
