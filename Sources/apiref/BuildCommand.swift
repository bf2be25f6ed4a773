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
        let library = try content.loadLibrary()
        if library.errorCount > 0 {
            let report = DiagnosticReport(diagnostics: library.diagnostics.filter { $0.severity == .error },
                                          fileCount: library.fileCount, symbolCount: library.symbols.count)
            FileHandle.standardError.write(Data(report.text().utf8))
            FileHandle.standardError.write(Data("apiref: not building a site from content with errors\n".utf8))
            throw ExitCode(1)
        }
        let templateFolder = templates.map { URL(fileURLWithPath: $0) } ?? TemplateLocator.shipped(beside: content.folder)
        do {
            let theme = try TemplateSet(folder: templateFolder)
            let builder = SiteBuilder(library: library, templates: theme, baseURL: baseURL)
            let pages = try builder.build(into: URL(fileURLWithPath: output), force: force)
            print("wrote \(pages) pages to \(output)")
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

/// The shipped theme: `Templates/` beside the content folder's repository.
enum TemplateLocator {
    static func shipped(beside folder: ContentFolder) -> URL {
        let besideContent = folder.url.deletingLastPathComponent().appendingPathComponent("Templates")
        if FileManager.default.fileExists(atPath: besideContent.path) { return besideContent }
        return URL(fileURLWithPath: ContentLocator.locate(explicit: nil).url.deletingLastPathComponent().appendingPathComponent("Templates").path)
    }
}
