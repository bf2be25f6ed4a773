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

    func run() throws {
        let index = try content.openIndex(announcingErrors: false)
        if index.errorCount > 0 {
            let report = DiagnosticReport(diagnostics: try index.diagnostics().filter { $0.severity == .error },
                                          fileCount: index.fileCount, symbolCount: index.symbolCount)
            FileHandle.standardError.write(Data(report.text().utf8))
            FileHandle.standardError.write(Data("apiref: not building a site from content with errors\n".utf8))
            throw ExitCode(1)
        }
        let templateFolder = templates.map { URL(fileURLWithPath: $0) } ?? TemplateLocator.shipped(beside: content.folder)
        do {
            let theme = try TemplateSet(folder: templateFolder)
            let site = URL(fileURLWithPath: output)
            let manifest = SiteManifest(publicSignature: index.publicSignature, stamps: index.fileStamps,
                                        theme: theme, title: index.title, baseURL: baseURL)
            // Identities in memory; page bodies are read from the index a batch at a time.
            let builder = SiteBuilder(symbols: try IndexedSiteSymbols(index: index), title: index.title, templates: theme, baseURL: baseURL)
            if let previous = SiteManifest.read(from: site), let edited = manifest.editedFiles(since: previous) {
                // Same inputs as the site on disk: only the edited files' pages can differ.
                let written = try builder.update(site, pageIDs: index.pageIDs(inFiles: edited), manifest: manifest)
                print("updated \(written) page\(written == 1 ? "" : "s") in \(output) (\(edited.count) file\(edited.count == 1 ? "" : "s") changed)")
                exitWithoutFreeing()
            }
            let pages = try builder.build(into: site, force: force, manifest: manifest)
            print("wrote \(pages) pages to \(output)")
            exitWithoutFreeing()
        } catch let error as TemplateError {
            FileHandle.standardError.write(Data("apiref: \(error)\n".utf8))
            throw ExitCode(1)
        } catch let error as SiteError {
            FileHandle.standardError.write(Data("apiref: \(error)\n".utf8))
            throw ExitCode(1)
        } catch {
            FileHandle.standardError.write(Data("apiref: \(error.localizedDescription)\n".utf8))
            throw ExitCode(2)
        }
    }
}

/// Ends the process once the work is done: tearing down a model of tens of thousands of
/// symbols first would only cost time (a tenth of an incremental build).
func exitWithoutFreeing() -> Never {
    fflush(nil)
    exit(0)
}

/// The shipped theme: `Templates/` beside the content folder's repository.
enum TemplateLocator {
    static func shipped(beside folder: ContentFolder) -> URL {
        let besideContent = folder.url.deletingLastPathComponent().appendingPathComponent("Templates")
        if FileManager.default.fileExists(atPath: besideContent.path) { return besideContent }
        return URL(fileURLWithPath: ContentLocator.locate(explicit: nil).url.deletingLastPathComponent().appendingPathComponent("Templates").path)
    }
}
