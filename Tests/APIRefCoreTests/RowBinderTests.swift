import Foundation
import GRDB
import Testing

@testable import APIRefIndex

/// The index build binds its rows straight to SQLite (`RowBinder`) rather than through
/// GRDB's arguments: every kind of value must come back as GRDB would have stored it, and
/// a row SQLite refuses must throw, never be skipped.
@Suite struct RowBinderTests {
    static let schema = """
        CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT UNIQUE, maybe TEXT, count INTEGER, data BLOB NOT NULL)
        """

    func withTable<T>(_ body: (Database) throws -> T) throws -> T {
        let queue = try DatabaseQueue()
        return try queue.write { db in
            try db.execute(sql: Self.schema)
            return try body(db)
        }
    }

    @Test func eachKindOfValueIsStoredAsGRDBStoresIt() throws {
        let rows = try withTable { db in
            let insert = try RowBinder(db, sql: "INSERT INTO t VALUES (?, ?, ?, ?, ?)")
            try insert.execute {
                $0.integer(1)
                $0.text("UITableView 表示")
                $0.text(nil as String?)
                $0.integer(Int.max)
                $0.blob(Data([0, 1, 2, 255]))
            }
            // Empty strings and blobs are values, not NULL; a row with a nil integer after a
            // longer row reuses the buffer without leaking its bytes.
            try insert.execute {
                $0.integer(2)
                $0.text("")
                $0.text("set" as String?)
                $0.integer(nil as Int?)
                $0.blob([UInt8]())
            }
            return try Row.fetchAll(db, sql: "SELECT id, name, maybe, count, data, typeof(name), typeof(data) FROM t ORDER BY id")
        }
        #expect(rows.count == 2)
        #expect(rows[0][0] == 1)
        #expect(rows[0][1] == "UITableView 表示")
        #expect(rows[0][2] == DatabaseValue.null)
        #expect(rows[0][3] == Int.max)
        #expect(rows[0][4] == Data([0, 1, 2, 255]))
        #expect(rows[1][1] == "")
        #expect(rows[1][5] == "text")
        #expect(rows[1][2] == "set")
        #expect(rows[1][3] == DatabaseValue.null)
        #expect(rows[1][4] == Data())
        #expect(rows[1][6] == "blob")
    }

    @Test func aRowSQLiteRefusesThrowsAndTheNextRowIsWritten() throws {
        let names = try withTable { db in
            let insert = try RowBinder(db, sql: "INSERT INTO t(name, data) VALUES (?, ?)")
            try insert.execute {
                $0.text("twice")
                $0.blob(Data([1]))
            }
            let error = #expect(throws: DatabaseError.self) {
                try insert.execute {
                    $0.text("twice")
                    $0.blob(Data([2]))
                }
            }
            #expect(error?.resultCode == .SQLITE_CONSTRAINT)
            #expect(error?.message?.contains("UNIQUE") == true)
            // The failed step was reset: the statement runs again.
            try insert.execute {
                $0.text("once")
                $0.blob(Data([3]))
            }
            return try String.fetchAll(db, sql: "SELECT name FROM t ORDER BY rowid")
        }
        #expect(names == ["twice", "once"])
    }

    @Test func aRowOfTheWrongLengthThrows() throws {
        try withTable { db in
            let insert = try RowBinder(db, sql: "INSERT INTO t(name, data) VALUES (?, ?)")
            #expect(throws: DatabaseError.self) { try insert.execute { $0.text("alone") } }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM t") == 0)
        }
    }
}
