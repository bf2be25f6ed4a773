import APIRefCore
import Foundation
internal import GRDB

/// The statements that write one symbol's or diagnostic's rows, compiled once per
/// transaction: re-preparing SQL per row costs more than the inserts. Their values are
/// bound by `RowBinder`, without GRDB's arguments per row.
struct IndexRows {
    private let insertSymbol: RowBinder
    private let insertPayload: RowBinder
    private let updatePayload: RowBinder
    private let insertProse: RowBinder
    private let insertAvailability: RowBinder
    private let insertPage: RowBinder
    private let insertDiagnostic: RowBinder

    init(_ db: Database) throws {
        insertSymbol = try RowBinder(db, sql: "INSERT INTO symbol VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        insertPayload = try RowBinder(db, sql: "INSERT INTO payload VALUES (?, ?, ?)")
        updatePayload = try RowBinder(db, sql: "UPDATE payload SET head = ?, body = ? WHERE rowid = ?")
        insertProse = try RowBinder(db, sql: "INSERT OR REPLACE INTO prose VALUES (?, ?, ?)")
        insertAvailability = try RowBinder(db, sql: "INSERT INTO availability VALUES (?, ?, ?, ?, ?, ?, ?)")
        insertPage = try RowBinder(db, sql: "INSERT INTO page VALUES (?, ?, ?, ?, ?)")
        insertDiagnostic = try RowBinder(db, sql: "INSERT INTO diagnostic(file, severity, data) VALUES (?, ?, ?)")
    }

    /// Every row of a new symbol but its full-text entry (`SearchRows`).
    func insert(_ row: IndexRow, rowid: Int) throws {
        try insertSymbol.execute {
            $0.integer(rowid)
            $0.text(row.id)
            $0.text(row.name)
            $0.text(row.container)
            $0.text(row.kind)
            $0.text(row.parentID)
            $0.text(row.summary)
            $0.text(row.replacementID)
            $0.text(row.deprecationMessage)
            $0.text(row.file)
            $0.text(row.swiftName)
            $0.text(row.swiftName.map { String(SwiftDeclarationName.baseName($0)) })
            $0.text(row.swiftPath)
        }
        try insertPayload.execute {
            $0.integer(rowid)
            $0.blob(row.head)
            $0.blob(row.body)
        }
        try insertProse(row, rowid: rowid)
        for entry in row.availability {
            try insertAvailability.execute {
                $0.integer(rowid)
                $0.text(entry.platform)
                $0.text(entry.introduced?.description)
                $0.integer(entry.introduced?.sortKey)
                $0.text(entry.deprecated?.description)
                $0.integer(entry.deprecated?.sortKey)
                $0.text(entry.obsoleted?.description)
            }
        }
        if let page = row.page {
            try insertPage.execute {
                $0.text(row.name)
                $0.text(page.superclass)
                $0.text(page.protocols)
                $0.text(row.file)
                $0.text(row.swiftName)
            }
        }
    }

    /// The row an edit that keeps the symbol's public facts can change besides its full-text
    /// entry: its payload (the head too, for the source positions it holds).
    func replacePayload(_ row: IndexRow, rowid: Int) throws {
        try updatePayload.execute {
            $0.blob(row.head)
            $0.blob(row.body)
            $0.integer(rowid)
        }
        try insertProse(row, rowid: rowid)
    }

    func insert(_ diagnostic: Diagnostic, file: String) throws {
        try insertDiagnostic.execute {
            $0.text(file)
            $0.text(diagnostic.severity.rawValue)
            $0.blob(diagnostic.binaryEncoded)
        }
    }

    private func insertProse(_ row: IndexRow, rowid: Int) throws {
        try insertProse.execute {
            $0.integer(rowid)
            $0.text(row.proseFingerprint)
            $0.integer(row.coverage)
        }
    }
}
