import APIRefCore
import APIRefIndex
import Foundation

/// `docSet.dsidx`: the SQLite table Dash and Zeal search, one row per class, protocol,
/// category, member and article, each pointing at its page, and a member at its anchor.
enum DocsetIndex {
    struct Entry: Equatable, Comparable {
        var name: String
        var type: String
        var path: String

        static func < (a: Entry, b: Entry) -> Bool { (a.name, a.type, a.path) < (b.name, b.type, b.path) }
    }

    /// Every symbol with a page or an anchor. Members are named with their container
    /// (`UITableViewCell.accessoryType`), so that two classes' `style` stay apart in the results.
    static func entries(_ table: SymbolTable, paths: SitePaths) -> [Entry] {
        table.symbols.compactMap { symbol -> Entry? in
            guard let url = paths.url(for: symbol, in: table) else { return nil }
            return Entry(name: symbol.qualifiedName, type: DashEntryType.of(symbol.kind),
                         path: url.replacingOccurrences(of: " ", with: "%20"))
        }.sorted()
    }

    /// Writes the index at `url` (a new file), rows in sorted order, so the same library
    /// gives the same rows with the same ids.
    static func write(_ entries: [Entry], to url: URL) throws {
        try SQLiteTableFile.write(
            to: url,
            schema: ["CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT)",
                     "CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path)"],
            insert: "INSERT OR IGNORE INTO searchIndex(name, type, path) VALUES (?, ?, ?)",
            rows: entries.map { [$0.name, $0.type, $0.path] })
    }
}
