import Foundation
internal import GRDB
internal import GRDBSQLite

/// One prepared INSERT, UPDATE or DELETE run row after row with its values bound straight
/// to SQLite. GRDB's `execute(arguments:)` builds an array of existential values for every
/// row and converts each to a `DatabaseValue` before it binds: about 5 % of an index build,
/// on the writer thread the build waits for (issue 41).
///
/// A row's strings and blobs are copied into one buffer that is kept from row to row, and
/// bound from there without a copy of SQLite's own (`SQLITE_STATIC`); the bindings are
/// cleared before `execute` returns, so that none points into the buffer afterwards.
/// Statements of a GRDB `Database`, used only inside its `write` (the thread of the connection).
final class RowBinder {
    private let statement: Statement
    private let parameterCount: Int
    private var row = BoundRow()

    init(_ db: Database, sql: String) throws {
        statement = try db.makeStatement(sql: sql)
        parameterCount = Int(sqlite3_bind_parameter_count(statement.sqliteStatement))
    }

    /// Runs the statement once with the values `values` adds, in the order of its parameters;
    /// throws GRDB's `DatabaseError` when SQLite refuses the row (a constraint, a full disk).
    func execute(_ values: (inout BoundRow) -> Void) throws {
        row.clear()
        values(&row)
        let handle = statement.sqliteStatement
        let (code, message) = try row.whileBound(to: statement, parameterCount: parameterCount) {
            let code = sqlite3_step(handle)
            // Read before the reset, which may replace the connection's message.
            let message = code == SQLITE_DONE ? nil : String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
            sqlite3_reset(handle)  // the step's error, if any, is the one thrown below
            sqlite3_clear_bindings(handle)  // always SQLITE_OK
            return (code, message)
        }
        guard code == SQLITE_DONE else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
        }
    }
}

/// The values of one row for a `RowBinder`, added in the order of the statement's parameters.
struct BoundRow {
    fileprivate enum Value {
        case null
        case integer(Int64)
        /// Bytes of the buffer.
        case text(Range<Int>)
        case blob(Range<Int>)
    }

    fileprivate var values: [Value] = []
    /// The row's strings and blobs, after one byte that is always there: an empty string is
    /// bound as a pointer into it, since SQLite takes a NULL pointer for a NULL.
    fileprivate var bytes: [UInt8] = [0]

    fileprivate mutating func clear() {
        values.removeAll(keepingCapacity: true)
        bytes.removeSubrange(1...)
    }

    mutating func integer(_ value: Int) {
        values.append(.integer(Int64(value)))
    }

    /// NULL for nil.
    mutating func integer(_ value: Int?) {
        values.append(value.map { .integer(Int64($0)) } ?? .null)
    }

    /// The string's UTF-8 bytes, all of them (GRDB's binding stopped at a NUL character,
    /// which parsed Markdown never holds: cmark replaces it).
    mutating func text(_ value: String) {
        let start = bytes.count
        bytes.append(contentsOf: value.utf8)
        values.append(.text(start..<bytes.count))
    }

    /// NULL for nil.
    mutating func text(_ value: String?) {
        guard let value else { return values.append(.null) }
        text(value)
    }

    mutating func blob(_ value: some ContiguousBytes) {
        let start = bytes.count
        value.withUnsafeBytes { bytes.append(contentsOf: $0) }
        values.append(.blob(start..<bytes.count))
    }

    /// Binds every value to `statement`'s parameters, 1 to `parameterCount`, and runs `body`
    /// while the buffer the bindings point into is held; `body` must clear the bindings.
    fileprivate func whileBound<Result>(to statement: Statement, parameterCount: Int, _ body: () -> Result) throws -> Result {
        let handle = statement.sqliteStatement
        guard values.count == parameterCount else {
            throw DatabaseError(
                resultCode: .SQLITE_RANGE, message: "\(values.count) values for \(parameterCount) parameters", sql: statement.sql)
        }
        return try bytes.withUnsafeBufferPointer { buffer in
            // Never nil: the buffer always holds its first byte.
            guard let base = buffer.baseAddress else { throw DatabaseError(resultCode: .SQLITE_MISUSE, sql: statement.sql) }
            for (offset, value) in values.enumerated() {
                let index = CInt(offset + 1)
                let code: CInt
                switch value {
                case .null:
                    code = sqlite3_bind_null(handle, index)
                case .integer(let integer):
                    code = sqlite3_bind_int64(handle, index, integer)
                case .text(let range):
                    code = (base + range.lowerBound).withMemoryRebound(to: CChar.self, capacity: range.count) {
                        // nil: SQLITE_STATIC; 64-bit lengths, so that SQLite refuses a huge
                        // value (SQLITE_TOOBIG) where a conversion to CInt would trap.
                        sqlite3_bind_text64(handle, index, $0, UInt64(range.count), nil, UInt8(SQLITE_UTF8))
                    }
                case .blob(let range):
                    code = sqlite3_bind_blob64(handle, index, base + range.lowerBound, UInt64(range.count), nil)
                }
                guard code == SQLITE_OK else {
                    let message = String(cString: sqlite3_errmsg(sqlite3_db_handle(handle)))
                    sqlite3_clear_bindings(handle)
                    throw DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
                }
            }
            return body()
        }
    }
}
