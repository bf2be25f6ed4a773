import APIRefCore
import Foundation
import SymbolKit

/// Reads one symbol graph file, decoded by SymbolKit, and says precisely why a file is not
/// one: not JSON (with the line and column where it breaks), JSON of another shape, or a
/// format newer than this apiref reads.
public enum SymbolGraphFile {
    /// The format versions this apiref reads: 0.x, which clang (`-extract-api`) and the
    /// Swift compiler write today.
    public static let supportedMajorVersion = 0

    public enum Failure: Error, CustomStringConvertible {
        /// The file could not be read at all: an I/O failure (status 3).
        case unreadable(path: String, reason: String)
        /// The file is not a symbol graph apiref can read: a content error (status 1).
        case invalid(Diagnostic)
        /// A folder given as graphs holds none (a wrong folder, or compressed graphs):
        /// nothing to compare or import (status 1). `files` are the names it holds.
        case noGraphs(folder: String, files: [String])

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
            case .invalid(let diagnostic): return diagnostic.description
            case .noGraphs(let folder, let files):
                let compressed = files.filter { $0.hasSuffix(".symbols.json.gz") }
                if !compressed.isEmpty {
                    return "\(folder) holds no symbol graph (*.symbols.json), only \(compressed.count) compressed one(s) (\(compressed.prefix(3).joined(separator: ", "))); decompress them first (gunzip -k)"
                }
                let held = files.isEmpty ? "it is empty" : "it holds \(files.prefix(5).joined(separator: ", "))\(files.count > 5 ? ", and \(files.count - 5) more" : "")"
                return "\(folder) holds no symbol graph (*.symbols.json): \(held); give the folder of an SDK's graphs or the graph files"
            }
        }
    }

    /// A graph with the symbols that share a precise identifier: SymbolKit keeps one of
    /// each such set and drops the others without a word, so they are found here, from
    /// the list as the file has it.
    public struct Read {
        public var graph: SymbolGraph
        /// Each set of two or more symbols with one precise identifier, in file order.
        public var sharedIdentifiers: [[SymbolGraph.Symbol]]
    }

    public static func load(_ url: URL, displayPath: String? = nil) throws(Failure) -> Read {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try read(data, path: path)
    }

    public static func decode(_ data: Data, path: String) throws(Failure) -> SymbolGraph {
        try read(data, path: path).graph
    }

    public static func read(_ data: Data, path: String) throws(Failure) -> Read {
        func invalid(_ id: DiagnosticID, _ message: String, line: Int = 1, column: Int = 1) -> Failure {
            .invalid(Diagnostic(.error, id, message, at: SourceLocation(path: path, line: line, column: column)))
        }
        // The format version first, on its own, so that a newer format is named as such
        // instead of failing somewhere inside a shape that has changed.
        struct Head: Decodable {
            struct Metadata: Decodable { var formatVersion: SymbolGraph.SemanticVersion }
            var metadata: Metadata?
        }
        let head: Head
        do {
            head = try JSONDecoder().decode(Head.self, from: data)
        } catch {
            let bytes = [UInt8](data)
            if let problem = JSONSyntax.firstProblem(in: bytes) {
                let (line, column) = JSONSyntax.lineAndColumn(of: problem.offset, in: bytes)
                throw invalid(.graphNotJson, "not a symbol graph: \(problem.message)", line: line, column: column)
            }
            throw invalid(.graphNotSymbolGraph, "not a symbol graph: \(reason(error))")
        }
        guard let version = head.metadata?.formatVersion else {
            throw invalid(.graphNotSymbolGraph, "not a symbol graph: it has no metadata.formatVersion")
        }
        guard version.major <= supportedMajorVersion else {
            throw invalid(.graphFormatTooNew, "symbol graph format \(version) is newer than this apiref reads (\(supportedMajorVersion).x); update apiref")
        }
        // SymbolGraph's own shape, with the symbols kept as a list.
        struct Listed: Decodable {
            var metadata: SymbolGraph.Metadata
            var module: SymbolGraph.Module
            var symbols: [SymbolGraph.Symbol]
            var relationships: [SymbolGraph.Relationship]
        }
        do {
            let listed = try JSONDecoder().decode(Listed.self, from: data)
            let graph = SymbolGraph(metadata: listed.metadata, module: listed.module, symbols: listed.symbols, relationships: listed.relationships)
            var shared: [[SymbolGraph.Symbol]] = []
            if graph.symbols.count < listed.symbols.count {
                let byIdentifier = Dictionary(grouping: listed.symbols, by: \.identifier.precise)
                var seen: Set<String> = []
                for symbol in listed.symbols where seen.insert(symbol.identifier.precise).inserted {
                    if let group = byIdentifier[symbol.identifier.precise], group.count > 1 { shared.append(group) }
                }
            }
            return Read(graph: graph, sharedIdentifiers: shared)
        } catch {
            throw invalid(.graphNotSymbolGraph, "not a symbol graph: \(reason(error))")
        }
    }

    /// A decoding error as one line that names the key path, not Foundation's dump.
    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop(while: { $0 == "." }))
        }
        switch error {
        case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing at \(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return "\(path(context)): \(context.debugDescription)"
        case .dataCorrupted(let context): return "\(path(context)): \(context.debugDescription)"
        @unknown default: return String(describing: error)
        }
    }
}
