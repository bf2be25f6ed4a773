import Foundation

/// `history.json` in a content folder: per documented symbol, what each SDK release changed
/// (`HistoryEvent`). Written by `apiref history import`, read by the index when it builds.
///
/// The text is written one symbol per line and one event per line, symbols by id and events
/// in order, so that a re-import that changes nothing changes no byte and a diff shows
/// one line per change; a bad file is reported at the line of the symbol or event at fault.
public struct HistoryFile: Equatable, Sendable {
    public static let fileName = "history.json"
    public static let format = "apiref-history-1"

    /// The releases compared, oldest first.
    public var releases: [Version]
    /// Events by symbol id (`UIKit/UITableViewCell/textLabel`), each list in order.
    public var symbols: [String: [HistoryEvent]]

    public init(releases: [Version], symbols: [String: [HistoryEvent]]) {
        self.releases = releases
        self.symbols = symbols
    }

    public var eventCount: Int { symbols.values.reduce(0) { $0 + $1.count } }

    /// The file's text: deterministic, one event per line.
    public func text() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        func json(_ value: some Encodable) -> String {
            // Encoding strings, versions and events cannot fail.
            String(decoding: (try? encoder.encode(value)) ?? Data(), as: UTF8.self)
        }
        var lines = ["{", "  \"format\": \(json(Self.format)),", "  \"releases\": \(json(releases)),", "  \"symbols\": {"]
        let ids = symbols.keys.sorted()
        for (index, id) in ids.enumerated() {
            let events = symbols[id, default: []].sorted(by: HistoryEvent.inOrder)
            lines.append("    \(json(id)): [")
            lines += events.enumerated().map { "      \(json($1))\($0 < events.count - 1 ? "," : "")" }
            lines.append("    ]\(index < ids.count - 1 ? "," : "")")
        }
        lines += ["  }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    private struct Document: Decodable {
        var format: String
        var releases: [Version]
        var symbols: [String: [HistoryEvent]]
    }

    /// Reads the file's bytes; `path` names it in diagnostics. A file that is not a history
    /// file gives one located error and no history: the index is built without it.
    public static func read(_ data: Data, path: String) -> (file: HistoryFile?, diagnostics: [Diagnostic]) {
        let bytes = [UInt8](data)
        func failure(_ message: String, line: Int = 1, column: Int = 1) -> (HistoryFile?, [Diagnostic]) {
            (
                nil,
                [
                    Diagnostic(
                        .error, .invalidHistory,
                        "\(fileName): \(message); the history is left out until `apiref history import` writes the file again",
                        at: SourceLocation(path: path, line: line, column: column))
                ]
            )
        }
        do {
            let document = try JSONDecoder().decode(Document.self, from: data)
            guard document.format == format else {
                let at = HistoryFileLocator(bytes: bytes).line(ofKey: "format")
                return failure("format '\(document.format)' is not \(format), the one this apiref reads", line: at)
            }
            return (HistoryFile(releases: document.releases, symbols: document.symbols), [])
        } catch let error as DecodingError {
            if let problem = JSONSyntax.firstProblem(in: bytes) {
                let (line, column) = JSONSyntax.lineAndColumn(of: problem.offset, in: bytes)
                return failure("not JSON: \(problem.message)", line: line, column: column)
            }
            let (path, reason) = HistoryFileLocator.describe(error)
            return failure(
                "\(path.isEmpty ? "" : "at \(path.dottedPath): ")\(reason)", line: HistoryFileLocator(bytes: bytes).line(of: path))
        } catch {
            return failure("not a history file: \(error)")
        }
    }
}

/// Where in a history file's text a decoding error's path is: the line of the symbol's key,
/// or of its n-th event, as `HistoryFile.text` lays them out. Only for messages: a file
/// laid out otherwise is reported at its first line.
struct HistoryFileLocator {
    var bytes: [UInt8]

    /// `symbols."UIKit/UITableViewCell/textLabel"[2].kind` and why, from a decoding error.
    static func describe(_ error: DecodingError) -> (path: [CodingKey], reason: String) {
        switch error {
        case .dataCorrupted(let context): return (context.codingPath, context.debugDescription)
        case .keyNotFound(let key, let context): return (context.codingPath, "'\(key.stringValue)' is missing")
        case .typeMismatch(_, let context), .valueNotFound(_, let context): return (context.codingPath, context.debugDescription)
        @unknown default: return ([], "not a history file")
        }
    }

    func line(ofKey key: String) -> Int {
        lines.firstIndex { $0.contains("\"\(key)\"") }.map { $0 + 1 } ?? 1
    }

    func line(of path: [CodingKey]) -> Int {
        guard path.count >= 2, path[0].stringValue == "symbols" else { return path.first.map { line(ofKey: $0.stringValue) } ?? 1 }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        // Encoding a string cannot fail.
        let key = String(decoding: (try? encoder.encode(path[1].stringValue)) ?? Data(), as: UTF8.self) + ":"
        guard let symbolLine = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key) }) else { return 1 }
        guard path.count >= 3, let event = path[2].intValue, symbolLine + 1 + event < lines.count else { return symbolLine + 1 }
        return symbolLine + 2 + event
    }

    private var lines: [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

extension [CodingKey] {
    /// `symbols.UIKit/UITableViewCell/textLabel[2].kind`.
    var dottedPath: String {
        map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }
}
