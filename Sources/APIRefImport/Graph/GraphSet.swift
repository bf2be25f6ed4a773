import APIRefCore
import Foundation
import SymbolKit

/// The facts of every graph a command names. A folder stands for the `*.symbols.json`
/// files in it. Graphs are decoded on all cores; their facts are merged in the order given.
public struct GraphSet {
    public var facts: APIFacts
    /// Warnings about single symbols (left out), located in the graph's headers.
    public var warnings: [Diagnostic]
    /// Graphs that are not graphs apiref reads: each an error, and nothing is imported.
    public var errors: [Diagnostic]
    public var graphCount: Int
    public var skippedSymbols: Int

    /// Reads `paths`; a file that cannot be read at all throws `SymbolGraphFile.Failure.unreadable`.
    public static func load(_ paths: [String]) throws(SymbolGraphFile.Failure) -> GraphSet {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .unreadable(path: path, reason: "no such file or folder")
            }
            if isDirectory.boolValue {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
                let graphs = names.filter { $0.hasSuffix(".symbols.json") }.sorted()
                guard !graphs.isEmpty else { throw .unreadable(path: path, reason: "the folder holds no *.symbols.json file") }
                files += graphs.map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        let decoded = files.concurrentMap { path -> Result<SymbolGraphDecoded, SymbolGraphFile.Failure> in
            do throws(SymbolGraphFile.Failure) {
                return .success(SymbolGraphDecoded(graph: try SymbolGraphFile.load(URL(fileURLWithPath: path), displayPath: path), path: path))
            } catch {
                return .failure(error)
            }
        }
        var reader = APIFactsReader()
        var errors: [Diagnostic] = []
        for result in decoded {
            switch result {
            case .success(let graph): reader.add(graph.graph, path: graph.path)
            case .failure(.invalid(let diagnostic)): errors.append(diagnostic)
            case .failure(let failure): throw failure
            }
        }
        return GraphSet(facts: reader.facts, warnings: reader.diagnostics, errors: errors, graphCount: files.count,
                        skippedSymbols: reader.skippedCount)
    }
}

/// A decoded graph handed from the decoding threads back to the caller; SymbolKit's types
/// are plain values but do not declare `Sendable`.
struct SymbolGraphDecoded: @unchecked Sendable {
    var graph: SymbolGraph
    var path: String
}
