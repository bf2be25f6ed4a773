import APIRefBase
import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref build`: the static HTML site.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Write the library as a static HTML site that works from any host or from disk.")

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("The theme: Mustache templates and assets/ (default: the shipped Templates/).", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Where to write the site.", valueName: "dir"))
    var output = "site"

    @Option(help: ArgumentHelp("The address the site is published at; adds sitemap.xml.", valueName: "url"))
    var baseURL: String?

    @Flag(help: "Replace a non-empty output folder that apiref did not write.")
    var force = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        let folder = try content.folder()
        let index = try folder.openIndex(announcingErrors: false)
        if index.errorCount > 0 {
            let report = DiagnosticReport(diagnostics: try index.diagnostics().filter { $0.severity == .error },
                                          fileCount: index.fileCount, symbolCount: index.symbolCount)
            // With --format json the errors are the result on standard output, as `check` gives them.
            if format.isJSON {
                FileHandle.standardOutput.write(Data(try report.json().utf8))
            } else {
                let printer = DiagnosticPrinter.reading(folder, usesColour: TerminalSettings.diagnosticColour)
                FileHandle.standardError.write(Data(printer.text(of: report).utf8))
            }
            throw ToolError.notFound("not building a site from content with errors")
        }
        let templateFolder = try TemplateLocator.locate(explicit: templates, content: folder)
        guard FileManager.default.fileExists(atPath: templateFolder.path) else {
            throw ToolError.io("\(templateFolder.path): no such template folder; give a folder of Mustache templates with --templates, or leave it out for the default ones")
        }
        try ToolError.whileWriting("the site to \(output)") {
            let theme = try TemplateSet(folder: templateFolder)
            let site = URL(fileURLWithPath: output)
            let imageFiles = ContentImages.files(in: folder.url)
            let manifest = SiteManifest(publicSignature: index.publicSignature, stamps: index.fileStamps,
                                        theme: theme, title: index.title, baseURL: baseURL,
                                        images: ContentImages.fingerprint(of: imageFiles, in: folder.url))
            // Identities in memory; page bodies are read from the index a batch at a time.
            let symbols = try IndexedSiteSymbols(index: index)
            let languages = try SiteLanguages(index: index, folder: folder, templates: templateFolder)
            var builder = SiteBuilder(symbols: symbols, title: index.title, templates: theme, baseURL: baseURL,
                                      language: languages.site(for: languages.source))
            builder.images = (folder.url, imageFiles)
            let others = languages.translations.map { variant in
                var other = SiteBuilder(symbols: LocalizedSiteSymbols(base: symbols, source: languages.source(for: variant, index: index, folder: folder, table: symbols.table)),
                                        title: index.title, templates: theme, baseURL: baseURL, language: languages.site(for: variant))
                other.images = (folder.url, imageFiles)
                return other
            }
            if let previous = SiteManifest.read(from: site), let edited = manifest.editedFiles(since: previous) {
                // Same inputs as the site on disk: only the edited files' pages can differ —
                // in a translation's copy, also the pages whose translation was edited.
                let pages = index.pageIDs(inFiles: edited)
                var written = try builder.update(site, pageIDs: pages, manifest: manifest)
                for other in others {
                    let translated = edited.compactMap(TranslationPath.init).filter { $0.language == other.languageCode }
                    let ids = pages.union(index.pageIDs(inFiles: Set(translated.map(\.originalRelativePath))))
                    written += try other.update(site.appendingPathComponent(other.folderName), pageIDs: ids, manifest: nil)
                }
                report(BuildSummary(output: output, pages: written, incremental: true, filesChanged: edited.count))
            }
            let pages = try builder.build(into: site, force: force, manifest: manifest, alongside: others)
            report(BuildSummary(output: output, pages: pages, incremental: false, filesChanged: nil))
        }
    }

    /// What a build did: one line, or a JSON object with `--format json`.
    struct BuildSummary: Encodable {
        var output: String
        var pages: Int
        var incremental: Bool
        var filesChanged: Int?
    }

    private func report(_ summary: BuildSummary) -> Never {
        if format.isJSON {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(((try? encoder.encode(summary)) ?? Data()) + Data("\n".utf8))
        } else if summary.incremental, let files = summary.filesChanged {
            let pages = summary.pages
            print("updated \(pages) page\(pages == 1 ? "" : "s") in \(output) (\(files) file\(files == 1 ? "" : "s") changed)")
        } else {
            print("wrote \(summary.pages) pages to \(output)")
        }
        exitWithoutFreeing()
    }
}

/// Ends the process once the work is done: tearing down a model of tens of thousands of
/// symbols first would only cost time (a tenth of an incremental build).
func exitWithoutFreeing() -> Never {
    fflush(nil)
    exit(0)
}
