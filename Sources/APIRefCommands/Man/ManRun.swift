import APIRefBase
import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref man`'s work: mdoc(7) pages of every language asked, written to a new folder
/// whole or not at all, or, in a folder apiref wrote before, only the pages whose bytes
/// changed (and the pages of symbols that are gone removed); then the summary.
public struct ManRun {
    public var folder: ContentFolder
    /// `--output`: where the pages go.
    public var output: String
    /// `--lang`: only this language (nil: every language of the library).
    public var language: String?
    /// `--date`, YYYY-MM-DD.
    public var date: String?
    /// `--force`.
    public var force: Bool
    public var json: Bool

    public init(folder: ContentFolder, output: String, language: String?, date: String?, force: Bool, json: Bool) {
        self.folder = folder
        self.output = output
        self.language = language
        self.date = date
        self.force = force
        self.json = json
    }

    /// What was written, on standard output as JSON.
    struct Summary: Encodable {
        var output: String
        var pages: Int
        var written: Int
        var removed: Int
        var incremental: Bool
        var languages: [String]
    }

    public func run() throws {
        let index = try folder.openIndexForExport("man pages")
        let chosen = try language.map { [try index.checkedLanguage($0)] } ?? index.languages
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
            let text =
                isUpdate
                ? "updated \(output): \(count) of \(pages) man pages rewritten, \(removed) removed"
                : "wrote \(pages) man pages to \(output)"
            try CommandSummary.write(
                Summary(output: output, pages: pages, written: count, removed: removed, incremental: isUpdate, languages: chosen),
                text: text, json: json)
        }
    }
}
