import APIRefCore
import Foundation
internal import GRDB

/// Brings an index up to date after files were edited, without reading the rest of the
/// content: the edited files are parsed again and, when their public facts
/// (`PublicFacts`) are unchanged, only their payloads, search entries and diagnostics are
/// replaced. Links are resolved and the library checks run against the other files'
/// symbols as the index holds them. Anything else — an added or renamed symbol, a
/// changed summary, content that has errors — is left to a full rebuild (`update` returns nil).
struct IndexUpdater {
    let index: SymbolIndex
    let folder: ContentFolder
    let manifest: ContentManifest

    /// Past this share of the files, rebuilding everything is about as fast.
    static let maximumShare = 0.1

    func update(_ edited: [String]) throws -> SymbolIndex? {
        guard Double(edited.count) <= max(16, Double(manifest.files.count) * Self.maximumShare),
            try index.errorCount == 0
        else { return nil }
        // An edited translation changes its original's search text: the original is read again.
        let (pages, translations) = FileParser.separateTranslations(edited)
        let originals = translations.compactMap { TranslationPath($0)?.originalRelativePath }
            .filter { manifest.stamps[$0] != nil }
        var configurationProblems = DiagnosticBag()
        let configuration = LibraryConfiguration.load(from: folder, diagnostics: &configurationProblems)
        let parsed = folder.parseAll(Array(Set(pages + originals)).sorted(), unmarked: configuration.unmarkedAvailability)
        let stored = try index.fileSignatures
        guard parsed.allSatisfy({ stored[$0.relativePath] == $0.signature }) else { return nil }

        // The stored symbols' identities stand for the whole library: the edited
        // files' public facts are the same as stored, so links and checks see what a full
        // build would.
        let table = try index.identityTable()
        var diagnostics = DiagnosticBag()
        for file in parsed { diagnostics.append(contentsOf: file.diagnostics) }
        let (fresh, found) = ReferenceLibrary.finish(
            parsed.flatMap(\.symbols), resolver: LinkResolver(table: table), configuration: configuration)
        diagnostics.append(contentsOf: found)

        let translated = TranslationSearch(
            folder,
            translations: manifest.files.filter { path in
                TranslationPath(path).map { parsed.map(\.relativePath).contains($0.originalRelativePath) } ?? false
            })
        let written = try write(
            fresh, diagnostics: ReferenceLibrary.reportOrder(folder.pinpoint(diagnostics.diagnostics)), parsed: parsed, edited: edited,
            translated: translated)
        let updated = try SymbolIndex.reopenWithItsSearchFile(index.url)
        if IdentityMemo.shared.isEnabled {
            if let after = table.replacingSymbols(try Self.identities(table.symbols, replacingRows: written)) {
                IdentityMemo.shared.remember(after, for: try updated.identityKey())
            }
        }
        return updated
    }

    /// The symbols after the update: the rewritten rows' identities as a read of the index
    /// would decode them (from the same head bytes), the others as they were.
    private static func identities(_ before: [Symbol], replacingRows rows: [(rowid: Int, head: Data)]) throws -> [Symbol] {
        var after = before
        var repeats = RepeatedIdentity()
        for (rowid, head) in rows {
            guard after.indices.contains(rowid - 1) else { throw BinaryReader.Corrupt() }
            after[rowid - 1] = try Symbol(head: head, body: Data(), detail: .identity, repeats: &repeats)
        }
        return after
    }

    /// Returns each row written and the head it now holds.
    private func write(
        _ symbols: [Symbol], diagnostics: [Diagnostic], parsed: [ParsedFile], edited: [String],
        translated: TranslationSearch
    ) throws -> [(rowid: Int, head: Data)] {
        let relativePaths = Dictionary(parsed.map { ($0.path, $0.relativePath) }, uniquingKeysWith: { first, _ in first })
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            // The rollback journal keeps the update atomic if the process dies; syncing it to
            // disk would also flush the whole index the build just wrote (unsynced, like any
            // cache that can be rebuilt), a tenth of a second that buys nothing here.
            try db.execute(sql: "PRAGMA synchronous = OFF")
        }
        let queue = try DatabaseQueue(path: index.url.path, configuration: configuration)
        // Attached, the search file is written in the same transaction: SQLite commits the
        // two files atomically (with a rollback journal), so they never hold different edits.
        var written: [(rowid: Int, head: Data)] = []
        try queue.writeWithoutTransaction { db in
            try db.execute(sql: "ATTACH DATABASE ? AS fts", arguments: [SearchFile.url(beside: index.url).path])
            try db.execute(sql: "PRAGMA fts.synchronous = OFF")
            try db.inTransaction {
                written = try write(
                    into: db, symbols, diagnostics: diagnostics, parsed: parsed, edited: edited, relativePaths: relativePaths,
                    translated: translated)
                return .commit
            }
        }
        try queue.close()
        return written
    }

    private func write(
        into db: Database, _ symbols: [Symbol], diagnostics: [Diagnostic], parsed: [ParsedFile],
        edited: [String], relativePaths: [String: String], translated: TranslationSearch
    ) throws -> [(rowid: Int, head: Data)] {
        // A search file of another build is not updated: the index is rebuilt instead.
        let build = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'build'")
        guard build != nil, try String.fetchOne(db, sql: "SELECT value FROM fts.meta WHERE key = 'build'") == build else {
            throw BinaryReader.Corrupt()
        }
        let rows = try IndexRows(db)
        let search = try SearchRows(db, table: "fts.search")
        var written: [(rowid: Int, head: Data)] = []
        for symbol in symbols {
            guard let rowid = try Int.fetchOne(db, sql: "SELECT rowid FROM symbol WHERE id = ?", arguments: [symbol.id]) else {
                throw BinaryReader.Corrupt()
            }
            let row = IndexRow(symbol, file: "")
            try rows.replacePayload(row, rowid: rowid)
            written.append((rowid, row.head))
            let file = relativePaths[symbol.location.path] ?? ""
            try search.replace(translated.adding(to: row.search, symbol: symbol, file: file), rowid: rowid)
        }
        for file in parsed {
            try db.execute(sql: "DELETE FROM diagnostic WHERE file = ?", arguments: [file.relativePath])
        }
        for diagnostic in diagnostics {
            try rows.insert(diagnostic, file: relativePaths[diagnostic.location.path] ?? "")
        }
        for file in edited {
            try db.execute(sql: "UPDATE file SET stamp = ? WHERE path = ?", arguments: [manifest.stamps[file] ?? "-", file])
        }
        // Editors that save by renaming a new file into place change the folder's stamp.
        try db.execute(sql: "DELETE FROM directory")
        for (directory, stamp) in manifest.directories {
            try db.execute(sql: "INSERT INTO directory VALUES (?, ?)", arguments: [directory, stamp])
        }
        return written
    }
}
