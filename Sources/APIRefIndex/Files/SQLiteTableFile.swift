import Foundation
internal import GRDB

/// A new SQLite file of one table, for an export that hands its readers SQLite (a
/// docset's `docSet.dsidx`): here so that this module stays the only one that reaches
/// SQLite, and GRDB stays out of every other module's sight.
public enum SQLiteTableFile {
    /// Creates the file at `url` with `schema` (statements run first), then runs `insert`
    /// once per row, all in one transaction, and closes it.
    public static func write(to url: URL, schema: [String], insert: String, rows: [[String]]) throws {
        let database = try DatabaseQueue(path: url.path)
        try database.write { db in
            for statement in schema { try db.execute(sql: statement) }
            let statement = try db.makeStatement(sql: insert)
            for row in rows { try statement.execute(arguments: StatementArguments(row)) }
        }
        try database.close()
    }
}
