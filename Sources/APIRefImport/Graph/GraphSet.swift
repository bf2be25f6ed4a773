import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation

/// The facts of every graph a command names. A folder stands for every graph in it and its
/// subfolders, plain or compressed (`GraphFileList`). Graphs are decoded on all cores; the
/// facts of the Objective-C graphs are merged in the order given. Swift graphs are read and
/// checked but kept aside, as spellings by precise identifier, which `SpellingJoin` joins to
/// the facts: the facts are Objective-C's.
public struct GraphSet {
    public var facts: APIFacts
    /// Warnings about single symbols (left out), located in the graph's headers.
    public var warnings: [Diagnostic]
    /// Graphs that are not graphs apiref reads: each an error, and nothing is imported.
    public var errors: [Diagnostic]
    /// What went wrong without stopping the command (a cache that could not be written), and
    /// what a folder held that was passed over.
    public var notes: [String]
    /// The Objective-C graphs, whose facts these are.
    public var graphCount: Int
    public var skippedSymbols: Int
    /// Every graph file read, of either language.
    public var fileCount: Int
    /// How Swift spells each symbol of the Swift graphs, by precise identifier (the first
    /// graph's, where two hold one).
    public var swiftSpellings: [String: SwiftSpelling] = [:]
    /// The Swift path of the value type each Objective-C class bridges to, by the class's
    /// precise identifier (`IndexPath` for `c:objc(cs)NSIndexPath`).
    public var swiftBridges: [String: String] = [:]
    public var swiftGraphCount = 0
    /// The symbols the Swift graphs list (as each graph counts them).
    public var swiftSymbolCount = 0
    /// The Swift spellings whose identifier an Objective-C graph also holds.
    public var swiftJoinedToObjectiveC = 0

    /// Reads `paths`; a file that cannot be read at all throws `SymbolGraphFile.Failure.unreadable`.
    /// The facts of each graph are cached in `cacheDirectory` (default: beside the indexes;
    /// nil: no cache, as in the unit tests). A compressed graph inflates to at most `inflateLimit` bytes.
    public static func load(
        _ paths: [String], cacheDirectory: URL? = GraphFactsCache().directory,
        inflateLimit: Int = GzipData.defaultLimit
    ) throws(SymbolGraphFile.Failure) -> GraphSet {
        let list = try GraphFileList(paths)
        let cache = cacheDirectory.map(GraphFactsCache.init(directory:))
        // Each graph is read on its own core (or taken from the cache) into facts of its own,
        // then the facts are laid over each other in the order given.
        let results = list.files.concurrentMap {
            path -> Result<(entry: GraphFactsCache.Entry, cacheError: String?), SymbolGraphFile.Failure> in
            if let cached = cache?.load(path) { return .success((cached, nil)) }
            let stamp = FileStamp.of(path)
            do throws(SymbolGraphFile.Failure) {
                var entry = GraphFactsCache.Entry(format: GraphFactsCache.format, stamp: stamp, facts: APIFacts(), warnings: [], skipped: 0)
                switch try SymbolGraphFile.load(URL(fileURLWithPath: path), displayPath: path, inflateLimit: inflateLimit) {
                case .objectiveC(let read):
                    var reader = APIFactsReader()
                    reader.add(read.graph, path: path, sharedIdentifiers: read.sharedIdentifiers)
                    (entry.facts, entry.warnings, entry.skipped) = (reader.facts, reader.diagnostics, reader.skippedCount)
                    entry.identifiers = read.graph.symbols.keys.sorted()
                case .swift(let read):
                    entry.swift = read
                }
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
        var set = GraphSet(
            facts: APIFacts(), warnings: [], errors: [], notes: list.notes, graphCount: 0, skippedSymbols: 0, fileCount: list.files.count)
        var objectiveC: Set<String> = []
        var swiftGraphs: [(path: String, read: SwiftGraphRead)] = []
        var swiftPages: [SwiftGraphPages] = []
        for (path, result) in zip(list.files, results) {
            switch result {
            case .success(let read):
                if let note = read.cacheError { set.notes.append(note) }
                if let swift = read.entry.swift {
                    set.swiftGraphCount += 1
                    set.swiftSymbolCount += swift.symbolCount
                    set.swiftSpellings.merge(swift.spellings) { first, _ in first }
                    set.swiftBridges.merge(swift.bridges) { first, _ in first }
                    set.warnings += swift.warnings
                    swiftGraphs.append((path, swift))
                    if let pages = swift.pages { swiftPages.append(pages) }
                    continue
                }
                set.graphCount += 1
                set.facts = set.facts.merging(read.entry.facts)
                set.warnings += read.entry.warnings
                set.skippedSymbols += read.entry.skipped
                objectiveC.formUnion(read.entry.identifiers ?? [])
            case .failure(.invalid(let diagnostic)): set.errors.append(diagnostic)
            case .failure(let failure): throw failure
            }
        }
        set.swiftJoinedToObjectiveC = set.swiftSpellings.keys.count { objectiveC.contains($0) }
        if set.graphCount > 0 {
            set.warnings += SpellingJoin.unmatchedGraphs(
                swiftGraphs, objectiveC: objectiveC,
                modules: Set(set.facts.containers.values.map(\.framework)))
        }
        set.addSwiftPages(swiftPages)
        return set
    }
}
