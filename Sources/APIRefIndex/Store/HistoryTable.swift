import APIRefCore
import Foundation
internal import GRDB

/// The index's copy of the content folder's `history.json`: one row per event, by symbol id
/// (ids, not rowids, so that an incremental update that rewrites a file's symbols keeps
/// them). Kept out of the symbol table and its payload: history is read only by the
/// HISTORY section and `apiref changes`, never by a lookup's matching.
enum HistoryTable {
    static let schema = """
        CREATE TABLE history(
            symbolID TEXT NOT NULL, release TEXT NOT NULL, releaseKey INTEGER NOT NULL,
            -- The version a listing files the event under (the SDK's own, else the release).
            version TEXT NOT NULL, versionKey INTEGER NOT NULL, kind TEXT NOT NULL, language TEXT,
            old TEXT, new TEXT, message TEXT, replacement TEXT, hasVersion INTEGER NOT NULL);
        CREATE INDEX history_symbol ON history(symbolID);
        CREATE INDEX history_version ON history(versionKey);
        """

    /// Reads `history.json` of `folder` (when there is one) into the table; what is wrong
    /// with the file comes back as diagnostics, and the table is left empty.
    static func write(_ db: Database, folder: ContentFolder) throws -> [Diagnostic] {
        try db.execute(sql: schema)
        let url = folder.url.appendingPathComponent(HistoryFile.fileName)
        // No file is no history; one that is there but cannot be read fails the build (3).
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data = try Data(contentsOf: url)
        let path = folder.displayPath.isEmpty ? HistoryFile.fileName : "\(folder.displayPath)/\(HistoryFile.fileName)"
        let (file, diagnostics) = HistoryFile.read(data, path: path)
        guard let file else { return diagnostics }
        let insert = try db.makeStatement(sql: "INSERT INTO history VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        for (id, events) in file.symbols {
            for event in events {
                try insert.execute(arguments: [
                    id, event.release.description, event.release.sortKey, event.shownVersion.description, event.shownVersion.sortKey,
                    event.kind.rawValue, event.language?.rawValue, event.old, event.new, event.message, event.replacement,
                    event.version == nil ? 0 : 1
                ])
            }
        }
        return diagnostics
    }

    /// An event from its row.
    static func event(_ row: Row) -> HistoryEvent? {
        guard let release = Version(row["release"] as String), let kind = HistoryEvent.Kind(rawValue: row["kind"]) else { return nil }
        let hasVersion: Bool = row["hasVersion"]
        return HistoryEvent(
            release: release, version: hasVersion ? Version(row["version"] as String) : nil, kind: kind,
            language: (row["language"] as String?).flatMap(HistoryEvent.Language.init(rawValue:)),
            old: row["old"], new: row["new"], message: row["message"], replacement: row["replacement"])
    }
}
