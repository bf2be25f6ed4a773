import APIRefCore
internal import GRDB

/// The statements that write the full-text table, compiled once per transaction. The table
/// is `search` in the search file's own connection (`SearchWriter`), and `fts.search` where
/// the search file is attached to the index's connection (`IndexUpdater`).
struct SearchRows {
    private let insertText: Statement
    private let deleteText: Statement

    init(_ db: Database, table: String) throws {
        insertText = try db.makeStatement(sql: "INSERT INTO \(table)(rowid, name, summary, body, heads) VALUES (?, ?, ?, ?, ?)")
        deleteText = try db.makeStatement(sql: "DELETE FROM \(table) WHERE rowid = ?")
    }

    /// The text of the symbol stored at `rowid` of the index's symbol table.
    func insert(_ text: SearchText, rowid: Int) throws {
        try insertText.execute(arguments: [rowid, text.name, text.summary, text.body, text.heads])
    }

    func replace(_ text: SearchText, rowid: Int) throws {
        try deleteText.execute(arguments: [rowid])
        try insert(text, rowid: rowid)
    }
}
