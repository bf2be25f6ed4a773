import APIRefCore
import Foundation
internal import GRDB

/// The statements that write one symbol's or diagnostic's rows, compiled once per
/// transaction: re-preparing SQL per row costs more than the inserts.
struct IndexRows {
    private let db: Database
    private let insertSymbol: Statement
    private let insertPayload: Statement
    private let updatePayload: Statement
    private let insertProse: Statement
    private let insertAvailability: Statement
    private let insertPage: Statement
    private let insertDiagnostic: Statement

    init(_ db: Database) throws {
        self.db = db
        insertSymbol = try db.makeStatement(sql: "INSERT INTO symbol VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
        insertPayload = try db.makeStatement(sql: "INSERT INTO payload VALUES (?, ?, ?)")
        updatePayload = try db.makeStatement(sql: "UPDATE payload SET head = ?, body = ? WHERE rowid = ?")
        insertProse = try db.makeStatement(sql: "INSERT OR REPLACE INTO prose VALUES (?, ?, ?)")
        insertAvailability = try db.makeStatement(sql: "INSERT INTO availability VALUES (?, ?, ?, ?, ?, ?, ?)")
        insertPage = try db.makeStatement(sql: "INSERT INTO page VALUES (?, ?, ?, ?, ?)")
        insertDiagnostic = try db.makeStatement(sql: "INSERT INTO diagnostic(file, severity, data) VALUES (?, ?, ?)")
    }

    /// Every row of a new symbol but its full-text entry (`SearchRows`).
    func insert(_ row: IndexRow, rowid: Int) throws {
        try insertSymbol.execute(
            arguments: [
                rowid, row.id, row.name, row.container, row.kind, row.parentID,
                row.summary, row.replacementID, row.deprecationMessage, row.file,
                row.swiftName, row.swiftName.map { String(SwiftDeclarationName.baseName($0)) }, row.swiftPath
            ])
        try insertPayload.execute(arguments: [rowid, row.head, row.body])
        try insertProse.execute(arguments: [rowid, row.proseFingerprint, row.coverage])
        for entry in row.availability {
            try insertAvailability.execute(
                arguments: [
                    rowid, entry.platform, entry.introduced?.description, entry.introduced?.sortKey,
                    entry.deprecated?.description, entry.deprecated?.sortKey, entry.obsoleted?.description
                ])
        }
        if let page = row.page {
            try insertPage.execute(arguments: [row.name, page.superclass, page.protocols, row.file, row.swiftName])
        }
    }

    /// The row an edit that keeps the symbol's public facts can change besides its full-text
    /// entry: its payload (the head too, for the source positions it holds).
    func replacePayload(_ row: IndexRow, rowid: Int) throws {
        try updatePayload.execute(arguments: [row.head, row.body, rowid])
        try insertProse.execute(arguments: [rowid, row.proseFingerprint, row.coverage])
    }

    func insert(_ diagnostic: Diagnostic, file: String) throws {
        try insertDiagnostic.execute(arguments: [file, diagnostic.severity.rawValue, Data(diagnostic.binaryEncoded)])
    }
}
