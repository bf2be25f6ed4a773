import Foundation
import GRDB

/// Writes a resolved library into a new SQLite file: one row per symbol (its encoded
/// model as the payload), the availability rows the queries filter on, the class
/// hierarchy for member lookup, and an FTS5 table for full-text search.
enum IndexWriter {
    static func write(_ library: ReferenceLibrary, fingerprint: String, to url: URL) throws {
        try? FileManager.default.removeItem(at: url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                CREATE TABLE symbol(
                    rowid INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, container TEXT,
                    kind TEXT NOT NULL, parentID TEXT, summary TEXT NOT NULL, replacementID TEXT,
                    deprecationMessage TEXT);
                -- Payloads apart, so that scans of the symbol table stay small.
                CREATE TABLE payload(rowid INTEGER PRIMARY KEY, data BLOB NOT NULL);
                CREATE INDEX symbol_name ON symbol(name);
                CREATE INDEX symbol_name_nocase ON symbol(name COLLATE NOCASE);
                CREATE INDEX symbol_member ON symbol(container, name);
                CREATE INDEX symbol_member_nocase ON symbol(container COLLATE NOCASE, name COLLATE NOCASE);
                CREATE TABLE availability(
                    symbolRowid INTEGER NOT NULL, platform TEXT NOT NULL,
                    introduced TEXT, introducedKey INTEGER, deprecated TEXT, deprecatedKey INTEGER, obsoleted TEXT);
                CREATE INDEX availability_deprecated ON availability(deprecatedKey);
                CREATE INDEX availability_introduced ON availability(introducedKey);
                CREATE TABLE page(name TEXT NOT NULL, superclass TEXT, protocols TEXT NOT NULL);
                CREATE INDEX page_name ON page(name COLLATE NOCASE);
                CREATE VIRTUAL TABLE search USING fts5(name, summary, body, tokenize = 'unicode61');
                """)
            // Statements compiled once: re-preparing SQL per row costs more than the inserts.
            let insertSymbol = try db.makeStatement(sql: "INSERT INTO symbol VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
            let insertPayload = try db.makeStatement(sql: "INSERT INTO payload VALUES (?, ?)")
            let insertAvailability = try db.makeStatement(sql: "INSERT INTO availability VALUES (?, ?, ?, ?, ?, ?, ?)")
            let insertSearch = try db.makeStatement(sql: "INSERT INTO search(rowid, name, summary, body) VALUES (?, ?, ?, ?)")
            for (row, symbol) in library.symbols.enumerated() {
                let rowid = row + 1
                try insertSymbol.execute(
                    arguments: [rowid, symbol.id, symbol.name, symbol.container, symbol.kind.rawValue, symbol.parentID,
                                symbol.summaryText, symbol.replacement?.resolvedID,
                                symbol.deprecationMessage.map(\.plainText).joined()])
                try insertPayload.execute(arguments: [rowid, Data(symbol.binaryEncoded)])
                for entry in symbol.availability {
                    try insertAvailability.execute(
                        arguments: [rowid, entry.platform, entry.introduced?.description, entry.introduced?.sortKey,
                                    entry.deprecated?.description, entry.deprecated?.sortKey, entry.obsoleted?.description])
                }
                if symbol.kind == .class || symbol.kind == .protocol {
                    try db.execute(sql: "INSERT INTO page VALUES (?, ?, ?)",
                                   arguments: [symbol.name, symbol.superclass, symbol.protocols.joined(separator: "\n")])
                }
                try insertSearch.execute(arguments: [rowid, symbol.searchableName, TerminalSafety.strip(symbol.summaryText), symbol.searchableBody])
            }
            let meta = [
                "format": ContentManifest.formatVersion, "fingerprint": fingerprint,
                "title": library.configuration.title, "errors": String(library.errorCount),
                "warnings": String(library.warningCount),
            ]
            for (key, value) in meta {
                try db.execute(sql: "INSERT INTO meta VALUES (?, ?)", arguments: [key, value])
            }
        }
        try queue.close()
    }
}

extension Symbol {
    /// The name and its words (`accessoryButtonTapped` → `accessory Button Tapped`), so a
    /// search for one word of a long selector finds it.
    var searchableName: String {
        var words = ""
        var previous: Character = " "
        for character in name {
            if character == ":" || character == "_" {
                words.append(" ")
            } else {
                if character.isUppercase, previous.isLowercase { words.append(" ") }
                words.append(character)
            }
            previous = character
        }
        return TerminalSafety.strip("\(name) \(words)")
    }

    /// The discussion, parameters and return value as plain lines, for full-text search.
    var searchableBody: String {
        var lines: [String] = []
        for block in discussion + returnValue {
            block.forEach { node in
                if node.kind == .paragraph { lines.append(node.plainText) }
                if case .tableRow = node.kind { lines.append(node.plainText) }
                if case .codeBlock(_, let code) = node.kind { lines.append(code) }
            }
        }
        lines += parameters.map { "\($0.name): \($0.description.map(\.plainText).joined())" }
        if let declaration { lines.append(declaration) }
        return TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true)
    }
}
