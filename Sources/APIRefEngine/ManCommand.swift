import APIRefCommands
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
            `mandb DIR`, `apropos -M DIR accessory` find them. A member Swift sees shows both declarations and \
            is found by its Swift path too (`man -M DIR 3objc 'UITableView.dequeueReusableCell(withIdentifier:for:)'`, \
            a .so page). A new folder is written whole or not at all; \
            in a folder apiref wrote before, only the pages whose bytes changed are rewritten (each whole) \
            and pages of symbols that are gone are removed.
            """)

    @OptionGroup var content: ContentOptions

    @Option(help: ArgumentHelp("Where to write the pages.", valueName: "dir"))
    var output = "man"

    @Option(help: ArgumentHelp("Only this language (default: every language of the library).", valueName: "tag"))
    var lang: String?

    @Option(
        help: ArgumentHelp(
            "The date every page shows, YYYY-MM-DD (default: $SOURCE_DATE_EPOCH, else when the page's content file was last changed).",
            valueName: "date"))
    var date: String?

    @Flag(help: "Replace a non-empty output folder that apiref did not write.")
    var force = false

    @OptionGroup var format: FormatOptions

    func run() throws {
        let folder = try content.folder()
        let index = try folder.openIndexForExport("man pages")
        let chosen = try lang.map { [try index.checkedLanguage($0)] } ?? index.languages
        try index.reading { library in
            let export = try ManExport(date: ExportDate.given(date), fileDates: ExportDate.fileDates(folder), libraryTitle: index.title)
            let symbols = try IndexedSiteSymbols(library: library)
            let table = symbols.table
            // Each language's pages: the symbols they are read from, its strings, its folder.
            let jobs = try chosen.map { language in
                let readable = try index.readable(symbols, in: language, folder: folder)
                return (
                    symbols: readable.symbols, strings: readable.strings,
                    folder: try language == index.languages.first ? "" : language + "/"
                )
            }
            let owners = jobs.map { export.fileNames(table: table, folder: $0.folder) }
            let pages = owners.reduce(0) { $0 + $1.count }
            try OutputPlace.check(output, content: folder)
            let target = URL(fileURLWithPath: output)
            let isUpdate = ExportFolder.isOwn(target, marker: ManExport.marker)
            let written = Locked(0)
            var removed = 0
            try ToolError.whileWriting("the man pages to \(output)") {
                if isUpdate {
                    for (job, owners) in zip(jobs, owners) {
                        try export.write(symbols: job.symbols, strings: job.strings, folder: job.folder, owners: owners) { batch in
                            let count = try ExportFolder.updateFiles(batch, below: target)
                            written.withLock { $0 += count }
                        }
                    }
                    removed = try ExportFolder.removeFiles(below: target, keeping: Set(owners.flatMap(\.keys))) { $0.hasSuffix(".3objc") }
                } else {
                    try ExportFolder.write(to: target, marker: ManExport.marker, force: force) { staging in
                        for (job, owners) in zip(jobs, owners) {
                            try export.write(symbols: job.symbols, strings: job.strings, folder: job.folder, owners: owners) { batch in
                                try ExportFolder.writeFiles(batch, below: staging)
                            }
                        }
                    }
                    written.withLock { $0 = pages }
                }
            }
            let count = written.withLock { $0 }
            struct Summary: Encodable {
                var output: String
                var pages: Int
                var written: Int
                var removed: Int
                var incremental: Bool
                var languages: [String]
            }
            let text =
                isUpdate
                ? "updated \(output): \(count) of \(pages) man pages rewritten, \(removed) removed"
                : "wrote \(pages) man pages to \(output)"
            try format.report(
                Summary(output: output, pages: pages, written: count, removed: removed, incremental: isUpdate, languages: chosen),
                text: text)
        }
    }
}
