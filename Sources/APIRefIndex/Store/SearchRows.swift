import APIRefCore
internal import GRDB

/// The statements that write the full-text table, compiled once per transaction. The table
/// is `search` in the search file's own connection (`SearchWriter`), and `fts.search` where
/// the search file is attached to the index's connection (`IndexUpdater`). Their values are
/// bound by `RowBinder`, without GRDB's arguments per row.
struct SearchRows {
    private let insertText: RowBinder
    private let deleteText: RowBinder

    init(_ db: Database, table: String) throws {
        insertText = try RowBinder(db, sql: "INSERT INTO \(table)(rowid, name, summary, body, heads) VALUES (?, ?, ?, ?, ?)")
        deleteText = try RowBinder(db, sql: "DELETE FROM \(table) WHERE rowid = ?")
    }

    /// The text of the symbol stored at `rowid` of the index's symbol table.
    func insert(_ text: SearchText, rowid: Int) throws {
        try insertText.execute {
            $0.integer(rowid)
            $0.text(text.name)
            $0.text(text.summary)
            $0.text(text.body)
            $0.text(text.heads)
        }
    }

    func replace(_ text: SearchText, rowid: Int) throws {
        try deleteText.execute { $0.integer(rowid) }
        try insert(text, rowid: rowid)
    }
}
