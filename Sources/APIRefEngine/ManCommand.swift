import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// `apiref man`: mdoc(7) pages for `man`, `apropos` and `mandoc`.
struct ManCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "man",
        abstract: "Write man pages: one per class, protocol, category and member (section 3objc).",
        discussion: """
            Pages go to DIR/man3objc/ (a translation's to DIR/<lang>/man3objc/), so that \
            `man -M DIR 3objc UITableViewCell`, `man -M DIR UITableViewCell.accessoryType` and, after \
            `mandb DIR`, `apropos -M DIR accessory` find them. A new folder is written whole or not at all; \
            in a folder apiref wrote before, only the pages whose bytes changed are rewritten (each whole) \
            and pages of symbols that are gone are removed.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("Where to write the pages.", valueName: "dir"))
    var output = "man"

    @Option(help: ArgumentHelp("Only this language (default: every language of the library).", valueName: "tag"))
    var lang: String?

    @Option(help: ArgumentHelp("The date every page shows, YYYY-MM-DD (default: $SOURCE_DATE_EPOCH, else when the page's content file was last changed).", valueName: "date"))
    var date: String?

    @Flag(help: "Replace a non-empty output folder that apiref did not write.")
    var force = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        let folder = try content.folder()
        let index = try folder.openIndexForExport("man pages")
        let languages = index.languages
        if let lang, !languages.contains(lang) {
            throw ToolError.usage("unknown language '\(lang)'; this library has \(languages.joined(separator: ", "))")
        }
        let chosen = lang.map { [$0] } ?? languages
        let export = ManExport(date: try ExportDate.given(date), fileDates: try ExportDate.fileDates(folder), libraryTitle: index.title)
        let table = try IndexedSiteSymbols(index: index).table
        var files: [(file: String, bytes: Data)] = []
        for language in chosen {
            if language == languages.first {
                files += try export.files(table: table, source: index, strings: nil, folder: "")
            } else {
                let strings = try TranslationChoice.strings(language, folder: folder)
                let source = LocalizedSymbolSource(base: index, folder: folder, strings: strings, resolver: LinkResolver(table: table))
                files += try export.files(table: table, source: source, strings: strings, folder: language + "/")
            }
        }
        let target = URL(fileURLWithPath: output)
        let isUpdate = ExportFolder.isOwn(target, marker: ManExport.marker)
        var (written, removed) = (files.count, 0)
        do {
            if isUpdate {
                (written, removed) = try ExportFolder.update(files, in: target, marker: ManExport.marker) { $0.hasSuffix(".3objc") }
            } else {
                try ExportFolder.write(files, to: target, marker: ManExport.marker, force: force)
            }
        } catch let error as SiteError {
            throw ToolError(error.needsForce ? .usage : .io, error.message)
        } catch {
            throw ToolError.io("cannot write the man pages to \(output): \(error.localizedDescription)")
        }
        struct Summary: Encodable { var output: String; var pages: Int; var written: Int; var removed: Int; var incremental: Bool; var languages: [String] }
        let text = isUpdate ? "updated \(output): \(written) of \(files.count) man pages rewritten, \(removed) removed"
            : "wrote \(files.count) man pages to \(output)"
        try format.report(Summary(output: output, pages: files.count, written: written, removed: removed, incremental: isUpdate, languages: chosen), text: text)
    }
}
