import APIRefCore
import APIRefIndex
import Foundation

/// `docSet.dsidx`: the SQLite table Dash and Zeal search, one row per class, protocol,
/// category, member and article, each pointing at its page, and a member at its anchor;
/// and a second row for a symbol Swift spells another way, under its Swift path and
/// Swift's entry type, pointing at the same place.
enum DocsetIndex {
    struct Entry: Equatable, Comparable {
        var name: String
        var type: String
        var path: String

        static func < (a: Entry, b: Entry) -> Bool { (a.name, a.type, a.path) < (b.name, b.type, b.path) }
    }

    /// Every symbol with a page or an anchor. Members are named with their container
    /// (`UITableViewCell.accessoryType`), so that two classes' `style` stay apart in the
    /// results; in Swift with their Swift path
    /// (`UITableView.dequeueReusableCell(withIdentifier:for:)`), which a search for
    /// `dequeueReusableCell` finds as it finds the selector.
    static func entries(_ table: SymbolTable, paths: SitePaths) -> [Entry] {
        var entries: [Entry] = []
        for symbol in table.symbols {
            guard let url = paths.url(for: symbol, in: table) else { continue }
            let path = url.replacingOccurrences(of: " ", with: "%20")
            let own = Entry(name: symbol.qualifiedName, type: DashEntryType.of(symbol.kind), path: path)
            if symbol.spellings != .swift { entries.append(own) }
            if let swift = symbol.swiftPath {
                let entry = Entry(name: swift, type: DashEntryType.ofSwift(symbol, in: table), path: path)
                if entry != own || symbol.spellings == .swift { entries.append(entry) }
            }
        }
        return entries.sorted()
    }

    /// Writes the index at `url` (a new file), rows in sorted order, so the same library
    /// gives the same rows with the same ids.
    static func write(_ entries: [Entry], to url: URL) throws {
        try SQLiteTableFile.write(
            to: url,
            schema: [
                "CREATE TABLE searchIndex(id INTEGER PRIMARY KEY, name TEXT, type TEXT, path TEXT)",
                "CREATE UNIQUE INDEX anchor ON searchIndex (name, type, path)"
            ],
            insert: "INSERT OR IGNORE INTO searchIndex(name, type, path) VALUES (?, ?, ?)",
            rows: entries.map { [$0.name, $0.type, $0.path] })
    }
}
