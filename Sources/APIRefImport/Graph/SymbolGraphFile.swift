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

        public var description: String {
            switch self {
            case .unreadable(let path, let reason): return "\(path): cannot read: \(reason)"
            case .invalid(let diagnostic): return diagnostic.description
            }
        }
    }

    public static func load(_ url: URL, displayPath: String? = nil) throws(Failure) -> SymbolGraph {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        return try decode(data, path: path)
    }

    public static func decode(_ data: Data, path: String) throws(Failure) -> SymbolGraph {
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
        do {
            return try JSONDecoder().decode(SymbolGraph.self, from: data)
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
