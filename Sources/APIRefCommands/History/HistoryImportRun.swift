import APIRefCore
import APIRefImport
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref history import FOLDER…`: reads each SDK release's graphs, compares consecutive
/// releases for the symbols the library documents, and writes `history.json` in the
/// content folder (or, with `dryRun`, only says what it would hold).
public enum HistoryImportRun {
    /// What the command reports.
    public struct Summary: Encodable, Sendable {
        public var file: String
        public var releases: [String]
        public var graphs: Int
        public var documentedSymbols: Int
        public var symbolsWithEvents: Int
        public var events: [String: Int]
        public var bytes: Int
        public var written: Bool
        public var seconds: Double

        public var text: String {
            let kinds = HistoryEvent.Kind.allCases.map { "\(events[$0.rawValue] ?? 0) \($0.words)" }.joined(separator: ", ")
            let total = events.values.reduce(0, +)
            return """
                \(written ? "wrote" : "would write") \(file) (\(bytes) bytes): \(total) event(s) for \(symbolsWithEvents) of \(documentedSymbols) documented symbol(s) found in the graphs
                releases \(releases.joined(separator: ", ")) (\(graphs) graph(s), \(String(format: "%.1f", seconds)) s): \(kinds)
                """
        }
    }

    /// The releases the arguments name: `iOS-14.5` (the version read from the folder's name)
    /// or `14.5=FOLDER`. Two folders for one version, or a folder whose name holds no
    /// version, are usage errors.
    public static func releases(_ arguments: [String]) throws -> [HistoryImport.Release] {
        var releases: [HistoryImport.Release] = []
        for argument in arguments {
            let release: HistoryImport.Release
            if let equals = argument.firstIndex(of: "="), let version = Version(argument[..<equals]) {
                release = HistoryImport.Release(version: version, folder: String(argument[argument.index(after: equals)...]))
            } else if let version = version(inFolderName: argument) {
                release = HistoryImport.Release(version: version, folder: argument)
            } else {
                throw ToolError.usage("cannot tell the release of '\(argument)': name the folder like iOS-14.5, or write 14.5=\(argument)")
            }
            if let same = releases.first(where: { $0.version == release.version }) {
                throw ToolError.usage(
                    "\(same.folder) and \(release.folder) are both release \(release.version); give one folder per release")
            }
            releases.append(release)
        }
        guard releases.count >= 2 else {
            throw ToolError.usage("history compares releases: give at least two SDK folders (e.g. iOS-9.3 iOS-10.3)")
        }
        return releases.sorted { $0.version < $1.version }
    }

    /// `…/iOS-14.5/` → 14.5: the last run of digits and dots in the folder's own name.
    static func version(inFolderName path: String) -> Version? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let runs = name.split { !($0.isNumber || $0 == ".") }.filter { $0.contains(where: \.isNumber) }
        return runs.last.flatMap { Version($0.trimmingCharacters(in: CharacterSet(charactersIn: "."))) }
    }

    /// Compares the releases for the symbols of `folder`'s index, writes `history.json`
    /// unless `dryRun`, and says what it holds on standard output.
    public static func run(_ releases: [HistoryImport.Release], folder: ContentFolder, dryRun: Bool, json: Bool) throws {
        let summary = try run(releases, index: folder.openIndex(), folder: folder, dryRun: dryRun)
        try CommandSummary.write(summary, text: summary.text, json: json)
    }

    /// Compares the releases for the symbols of `index` and writes `history.json` in
    /// `folder` (atomically: the old file or the new one), unless `dryRun`.
    public static func run(_ releases: [HistoryImport.Release], index: SymbolIndex, folder: ContentFolder, dryRun: Bool) throws -> Summary {
        let start = Date()
        let symbols = try index.allSymbols()
        let result: HistoryImport.Result
        do {
            result = try HistoryImport.run(releases, documented: symbols)
        } catch .noGraphs(let folder, let files) {
            throw ToolError.notFound(SymbolGraphFile.Failure.noGraphs(folder: folder, files: files).description)
        } catch .invalid(let diagnostic) {
            throw ToolError.notFound("\(diagnostic); nothing was written")
        } catch {
            throw ToolError.io(error.description)
        }
        let data = Data(result.file.text().utf8)
        let url = folder.url.appendingPathComponent(HistoryFile.fileName)
        // An unchanged file is left as it is, with its time stamp: the index stays current.
        // A file that cannot be read (or none) is written; the write then says what is wrong.
        if !dryRun, (try? Data(contentsOf: url)) != data {
            var batch = FileBatch(within: folder)
            batch.add(url, data)
            do {
                try batch.commit()
            } catch {
                throw ToolError.io("cannot write \(HistoryFile.fileName): \((error as NSError).localizedDescription)")
            }
        }
        var counts: [String: Int] = [:]
        for event in result.file.symbols.values.joined() { counts[event.kind.rawValue, default: 0] += 1 }
        let display = folder.displayPath.isEmpty ? HistoryFile.fileName : "\(folder.displayPath)/\(HistoryFile.fileName)"
        return Summary(
            file: display, releases: releases.map(\.version.description), graphs: result.graphCount,
            documentedSymbols: result.matchedSymbols, symbolsWithEvents: result.file.symbols.count,
            events: counts, bytes: data.count, written: !dryRun,
            seconds: Date().timeIntervalSince(start))
    }
}
