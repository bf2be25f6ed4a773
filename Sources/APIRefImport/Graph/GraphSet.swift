import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation

/// The facts of every graph a command names. A folder stands for the `*.symbols.json`
/// files in it. Graphs are decoded on all cores; their facts are merged in the order given.
public struct GraphSet {
    public var facts: APIFacts
    /// Warnings about single symbols (left out), located in the graph's headers.
    public var warnings: [Diagnostic]
    /// Graphs that are not graphs apiref reads: each an error, and nothing is imported.
    public var errors: [Diagnostic]
    /// What went wrong without stopping the command (a cache that could not be written).
    public var notes: [String]
    public var graphCount: Int
    public var skippedSymbols: Int

    /// Reads `paths`; a file that cannot be read at all throws `SymbolGraphFile.Failure.unreadable`.
    /// The facts of each graph are cached in `cacheDirectory` (default: beside the indexes;
    /// nil: no cache, as in the unit tests).
    public static func load(_ paths: [String], cacheDirectory: URL? = GraphFactsCache().directory) throws(SymbolGraphFile.Failure) -> GraphSet {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadable(path: path, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let graphs = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
                guard !graphs.isEmpty else { throw .noGraphs(folder: path, files: names.filter { !$0.hasPrefix(".") }.sorted()) }
                files += graphs.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        let cache = cacheDirectory.map(GraphFactsCache.init(directory:))
        // Each graph is read on its own core (or taken from the cache) into facts of its own,
        // then the facts are laid over each other in the order given.
        let results = files.concurrentMap { path -> Result<(entry: GraphFactsCache.Entry, cacheError: String?), SymbolGraphFile.Failure> in
            if let cached = cache?.load(path) { return .success((cached, nil)) }
            let stamp = FileStamp.of(path)
            do throws(SymbolGraphFile.Failure) {
                let read = try SymbolGraphFile.load(URL(fileURLWithPath: path), displayPath: path)
                var reader = APIFactsReader()
                reader.add(read.graph, path: path, sharedIdentifiers: read.sharedIdentifiers)
                let entry = GraphFactsCache.Entry(format: GraphFactsCache.format, stamp: stamp, facts: reader.facts,
                                                  warnings: reader.diagnostics, skipped: reader.skippedCount)
                do {
                    try cache?.store(entry, for: path)
                    return .success((entry, nil))
                } catch {
                    return .success((entry, "cannot cache the facts of \(path): \((error as NSError).localizedDescription)"))
                }
            } catch {
                return .failure(error)
            }
        }
        var facts = APIFacts()
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        var notes: [String] = []
        var skipped = 0
        for result in results {
            switch result {
            case .success(let read):
                facts = facts.merging(read.entry.facts)
                warnings += read.entry.warnings
                skipped += read.entry.skipped
                if let note = read.cacheError { notes.append(note) }
            case .failure(.invalid(let diagnostic)): errors.append(diagnostic)
            case .failure(let failure): throw failure
            }
        }
        return GraphSet(facts: facts, warnings: warnings, errors: errors, notes: notes, graphCount: files.count, skippedSymbols: skipped)
    }
}
