import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref changes --from 12.4 --to 16.5`: what the SDK releases between two versions changed
/// about the documented symbols, from the index's history (no graphs needed). Listed by
/// version, then kind, then `Container.member`.
public enum ChangesListing {
    /// One change as `--format json` writes it.
    public struct Record: Encodable, Sendable {
        public var version: String
        public var release: String
        public var kind: String
        public var symbol: String
        public var id: String
        public var container: String?
        public var language: String?
        public var old: String?
        public var new: String?
        public var message: String?
        public var replacement: String?

        init(_ change: HistoryChange) {
            version = change.event.shownVersion.description
            release = change.event.release.description
            kind = change.event.kind.rawValue
            symbol = change.qualifiedName
            id = change.symbolID
            container = change.container
            language = change.event.language?.rawValue
            (old, new, message, replacement) = (change.event.old, change.event.new, change.event.message, change.event.replacement)
        }
    }

    /// The changes, or a usage error when `from` is after `to`; not-found (exit 1) when
    /// nothing matches, saying whether the library has any history at all.
    public static func changes(in index: SymbolIndex, from: Version, to: Version, container: String?, groups: Set<HistoryEvent.Group>)
        throws -> [HistoryChange]
    {
        guard from < to else { throw ToolError.usage("--from \(from) is not before --to \(to)") }
        let changes = try index.changes(from: from, to: to, container: container, groups: groups)
        guard changes.isEmpty else { return changes }
        if try index.historyEventCount == 0 {
            throw ToolError.notFound(
                "the library has no history: `apiref history import` with the SDK folders writes \(HistoryFile.fileName)")
        }
        let kinds = groups.isEmpty ? "" : " of kind \(groups.map(\.rawValue).sorted().joined(separator: ", "))"
        throw ToolError.notFound("no changes\(kinds) after iOS \(from) up to \(to)\(container.map { " in \($0)" } ?? "")")
    }

    public static func records(_ changes: [HistoryChange]) -> [Record] { changes.map(Record.init) }

    /// By version, then kind; one line per symbol, with what changed beneath.
    public static func text(_ changes: [HistoryChange]) -> String {
        var lines: [String] = []
        var version: Version?
        var kind: HistoryEvent.Kind?
        for change in changes {
            let event = change.event
            if event.shownVersion != version {
                if version != nil { lines.append("") }
                lines.append("iOS \(event.shownVersion)")
                version = event.shownVersion
                kind = nil
            }
            if event.kind != kind {
                lines.append("  \(event.kind.words)")
                kind = event.kind
            }
            lines.append("    " + change.qualifiedName + (event.language.map { " (\($0 == .swift ? "Swift" : "Objective-C"))" } ?? ""))
            lines += HistoryText.details(of: event).map { "      " + $0 }
        }
        return TerminalSafety.strip(lines.joined(separator: "\n") + "\n", keepNewlines: true)
    }
}
