import APIRefCore
import Foundation
import SymbolKit

/// Reads one symbol graph file, plain or gzip, decoded by SymbolKit, and says precisely why
/// a file is not one: damaged gzip, not JSON (with the line and column where it breaks), JSON
/// of another shape, or a format newer than this apiref reads.
public enum SymbolGraphFile {
    /// The format versions this apiref reads: 0.x, which clang (`-extract-api`) and the
    /// Swift compiler write today.
    public static let supportedMajorVersion = 0

    public enum Failure: Error, CustomStringConvertible {
        /// The file could not be read at all: an I/O failure (status 3).
        case unreadable(path: String, reason: String)
        /// The file is not a symbol graph apiref can read: a content error (status 1).
        case invalid(Diagnostic)
        /// A folder given as graphs holds none, nor do its subfolders (a wrong folder):
        /// nothing to compare or import (status 1). `files` are the names it holds.
        case noGraphs(folder: String, files: [String])

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
            case .invalid(let diagnostic): return diagnostic.description
            case .noGraphs(let folder, let files):
                let held =
                    files.isEmpty
                    ? "it is empty"
                    : "it holds \(files.prefix(5).joined(separator: ", "))\(files.count > 5 ? ", and \(files.count - 5) more" : "")"
                return
                    "\(folder) holds no symbol graph (*.symbols.json or *.symbols.json.gz), nor do its subfolders: \(held); give the folder of an SDK's graphs or the graph files"
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

    /// What one graph file holds: an Objective-C graph (clang's, read into facts) or a Swift
    /// graph (`swift-symbolgraph-extract`'s, read for its spellings), told by the symbols'
    /// `identifier.interfaceLanguage`.
    public enum Contents {
        case objectiveC(Read)
        /// The spellings by precise identifier, the classes its value types bridge, how many
        /// symbols the graph lists, and warnings about single symbols.
        case swift(SwiftGraphRead)
    }

    /// Reads the graph at `url`, inflating it when it is gzip (`*.symbols.json.gz`) to at most
    /// `inflateLimit` bytes.
    public static func load(_ url: URL, displayPath: String? = nil, inflateLimit: Int = GzipData.defaultLimit) throws(Failure) -> Contents {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try contents(ofFile: data, path: path, inflateLimit: inflateLimit)
    }

    /// The graph in a file's bytes, inflated first when `path` ends in `.gz` or the bytes are gzip.
    public static func contents(ofFile data: Data, path: String, inflateLimit: Int = GzipData.defaultLimit) throws(Failure) -> Contents {
        guard path.hasSuffix(".gz") || GzipData.isGzip(data) else { return try contents(data, path: path) }
        return try contents(inflate(data, path: path, limit: inflateLimit), path: path)
    }

    /// The graph in `data`, Objective-C or Swift.
    public static func contents(_ data: Data, path: String) throws(Failure) -> Contents {
        let head = try head(data, path: path)
        guard head.language == "swift" else { return .objectiveC(try listed(data, path: path)) }
        do {
            let graph = try JSONDecoder().decode(SwiftGraphSpellings.self, from: data)
            var read = graph.read(path: path)
            read.pages = SwiftGraphReader.read(try JSONDecoder().decode(SwiftGraph.self, from: data), path: path)
            return .swift(read)
        } catch {
            throw invalid(path, .graphNotSymbolGraph, "not a symbol graph: \(reason(error))")
        }
    }

    public static func decode(_ data: Data, path: String) throws(Failure) -> SymbolGraph {
        try read(data, path: path).graph
    }

    public static func read(_ data: Data, path: String) throws(Failure) -> Read {
        _ = try head(data, path: path)
        return try listed(data, path: path)
    }

    private static func invalid(_ path: String, _ id: DiagnosticID, _ message: String, line: Int = 1, column: Int = 1) -> Failure {
        .invalid(Diagnostic(.error, id, message, at: SourceLocation(path: path, line: line, column: column)))
    }

    /// The inflated graph, or why the compressed file is not one.
    private static func inflate(_ data: Data, path: String, limit: Int) throws(Failure) -> Data {
        do {
            return try GzipData.inflate(data, limit: limit)
        } catch {
            switch error {
            case .notGzip:
                throw invalid(
                    path, .graphBadGzip,
                    "not gzip: a compressed graph (.gz) starts with gzip's header; give the .symbols.json or a gzip file")
            case .truncated:
                throw invalid(path, .graphBadGzip, "the compressed graph is cut short: it ends before its compressed data does")
            case .corrupt(let reason):
                throw invalid(path, .graphBadGzip, "the compressed graph is damaged: \(reason)")
            case .tooLarge(let limit):
                let size = limit >= 1 << 20 ? "\(limit >> 20) MiB" : "\(limit) bytes"
                throw invalid(
                    path, .graphTooLarge, "the compressed graph inflates to more than \(size), more than any symbol graph; refused")
            }
        }
    }

    /// The format version and the language of the first symbol.
    private struct Head: Decodable {
        struct Metadata: Decodable { var formatVersion: SymbolGraph.SemanticVersion }
        struct FirstSymbol: Decodable {
            struct Identifier: Decodable { var interfaceLanguage: String }
            var identifier: Identifier
        }

        /// Only the first symbol is decoded: the graph's language is the one of its symbols.
        struct Symbols: Decodable {
            var firstLanguage: String?
            init(from decoder: any Decoder) throws {
                var list = try decoder.unkeyedContainer()
                firstLanguage = list.isAtEnd ? nil : try list.decode(FirstSymbol.self).identifier.interfaceLanguage
            }
        }

        var metadata: Metadata?
        var symbols: Symbols?
        var language: String? { symbols?.firstLanguage }
    }

    /// The format version first, on its own, so that a newer format is named as such
    /// instead of failing somewhere inside a shape that has changed.
    private static func head(_ data: Data, path: String) throws(Failure) -> Head {
        let head: Head
        do {
            head = try JSONDecoder().decode(Head.self, from: data)
        } catch {
            let bytes = [UInt8](data)
            if let problem = JSONSyntax.firstProblem(in: bytes) {
                let (line, column) = JSONSyntax.lineAndColumn(of: problem.offset, in: bytes)
                throw invalid(path, .graphNotJson, "not a symbol graph: \(problem.message)", line: line, column: column)
            }
            throw invalid(path, .graphNotSymbolGraph, "not a symbol graph: \(reason(error))")
        }
        guard let version = head.metadata?.formatVersion else {
            throw invalid(path, .graphNotSymbolGraph, "not a symbol graph: it has no metadata.formatVersion")
        }
        guard version.major <= supportedMajorVersion else {
            throw invalid(
                path, .graphFormatTooNew,
                "symbol graph format \(version) is newer than this apiref reads (\(supportedMajorVersion).x); update apiref")
        }
        return head
    }

    /// SymbolGraph's own shape, with the symbols kept as a list.
    private static func listed(_ data: Data, path: String) throws(Failure) -> Read {
        struct Listed: Decodable {
            var metadata: SymbolGraph.Metadata
            var module: SymbolGraph.Module
            var symbols: [SymbolGraph.Symbol]
            var relationships: [SymbolGraph.Relationship]
        }
        do {
            let listed = try JSONDecoder().decode(Listed.self, from: data)
            let graph = SymbolGraph(
                metadata: listed.metadata, module: listed.module, symbols: listed.symbols, relationships: listed.relationships)
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
            throw invalid(path, .graphNotSymbolGraph, "not a symbol graph: \(reason(error))")
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
