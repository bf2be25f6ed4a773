import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref export json`'s work: the resolved model of one language (`ModelExport`) written
/// to a file whole or not at all, or to standard output, then the summary.
public struct ModelExportRun {
    public var folder: ContentFolder
    /// `--output`: the file, or `-` for standard output.
    public var output: String
    /// `--lang` (nil: the library's source language).
    public var language: String?
    public var json: Bool

    public init(folder: ContentFolder, output: String, language: String?, json: Bool) {
        self.folder = folder
        self.output = output
        self.language = language
        self.json = json
    }

    /// What was written, on standard output as JSON.
    struct Summary: Encodable {
        var output: String
        var symbols: Int
        var language: String
        var schemaVersion: Int
    }

    public func run() throws {
        let index = try folder.openIndexForExport("an export")
        let code = try index.checkedLanguage(language ?? index.languages.first ?? "en")
        if output != "-" {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isFolder), isFolder.boolValue {
                throw ToolError.io("\(output) is a folder; give the file to write")
            }
        }
        try index.reading { library in
            let symbols = try index.readable(IndexedSiteSymbols(library: library), in: code, folder: folder).symbols
            let export = try ModelExport(
                symbols: symbols, title: index.title, language: code, languages: index.languages, contentFolder: folder.url)
            let count = try ToolError.whileWriting(output) {
                output == "-" ? try export.writeToStandardOutput() : try export.write(to: URL(fileURLWithPath: output))
            }
            guard output != "-" else { return }
            try CommandSummary.write(
                Summary(output: output, symbols: count, language: code, schemaVersion: ModelExport.schemaVersion),
                text: "wrote \(count) symbols to \(output)", json: json)
        }
    }
}
