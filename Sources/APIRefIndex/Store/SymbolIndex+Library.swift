import APIRefCore
import Foundation
internal import GRDB

extension SymbolIndex {
    /// Every symbol in the order of the files, decoded on all cores as far as `detail`
    /// asks: what the site build and an index update start from, without reading any Markdown.
    public func allSymbols(detail: SymbolDetail = .whole) throws -> [Symbol] {
        // The rows are copied out as they stream by and decoded on the other cores a chunk
        // at a time while the next rows are read: holding every row's bytes until the end
        // cost more memory than the decoded symbols (240 MB of heads at 10,000 classes),
        // and reading while nothing decoded, or the reverse, left cores idle.
        let decoding = BackgroundBatches<[Symbol]>(window: 16)
        var symbols: [Symbol] = []
        var chunk: [(head: Data, body: Data?)] = []
        func submitChunk() throws {
            guard !chunk.isEmpty else { return }
            let rows = chunk
            chunk.removeAll(keepingCapacity: true)
            decoding.submit {
                // Neighbours share what they repeat as they are decoded (`RepeatedIdentity`).
                var repeats = RepeatedIdentity()
                return try rows.map { try Symbol(head: $0.head, body: $0.body ?? Data(), detail: detail, repeats: &repeats) }
                    .sharingChildIDs()
            }
            for decoded in try decoding.takeReady() { symbols += decoded }
        }
        var failure: Error?
        do {
            try read { db in
                // Sized once: growing by doubling would hold two copies of the table at the end.
                // Rows are numbered from 1 without gaps; unlike count(*), max(rowid) reads no table.
                symbols.reserveCapacity(try Int.fetchOne(db, sql: "SELECT max(rowid) FROM payload") ?? 0)
                let body = detail == .whole ? "body" : "NULL"
                let cursor = try Row.fetchCursor(db, sql: "SELECT head, \(body) FROM payload ORDER BY rowid")
                while let row = try cursor.next() {
                    chunk.append((row[0], row[1]))
                    if chunk.count == 512 { try submitChunk() }
                }
                try submitChunk()
            }
        } catch {
            failure = error
        }
        // Every batch is awaited, even after a failure, so none outlives this call.
        let rest = try decoding.finish()
        if let failure { throw failure }
        for decoded in rest { symbols += decoded }
        return symbols
    }

    /// The symbols at `positions` in `allSymbols`' order (rows are numbered from 1 in that
    /// order), decoded on all cores as far as `detail` asks: the site build reads page
    /// bodies a batch at a time this way instead of holding every body at once.
    public func symbols(at positions: some Collection<Int>, detail: SymbolDetail) throws -> [Symbol] {
        let column = detail == .whole ? "body" : "NULL"
        var found: [Int: Symbol] = [:]
        // Each query's rows are decoded before the next is read, so only one query's
        // bytes are ever held, however many symbols are asked for; and they are decoded
        // outside the read, so that the site's other readers (the listings, the next
        // batch) are not kept waiting on the connection while this batch decodes.
        for condition in Self.rowidConditions(positions) {
            let rows = try read { db in
                try Row.fetchAll(db, sql: "SELECT rowid, head, \(column) FROM payload WHERE \(condition)")
                    .map { row in ((row[0] as Int) - 1, row[1] as Data, row[2] as Data?) }
            }
            let decoded = try rows.concurrentMap(chunkSize: 64) { position, head, body in
                (position, try Symbol(head: head, body: body ?? Data(), detail: detail))
            }
            for (position, symbol) in decoded { found[position] = symbol }
        }
        return try positions.map { position in
            guard let symbol = found[position] else { throw BinaryReader.Corrupt() }
            return symbol
        }
    }

    /// The summaries (`Symbol.summaryText`) of the symbols at `positions` in `allSymbols`'
    /// order, from the column the index keeps of them: what `symbols(at:detail:)` would
    /// decode every symbol's facts for. A position the index does not hold was changed under
    /// the reader: `IndexReadError`.
    public func summaryTexts(at positions: some Collection<Int>) throws -> [String] {
        var found: [Int: String] = [:]
        found.reserveCapacity(positions.count)
        for condition in Self.rowidConditions(positions) {
            try read { db in
                let rows = try Row.fetchCursor(db, sql: "SELECT rowid, summary FROM symbol WHERE \(condition)")
                while let row = try rows.next() { found[(row[0] as Int) - 1] = row[1] as String }
            }
        }
        return try positions.map { position in
            guard let summary = found[position] else {
                throw IndexReadError(path: url.path, reason: "it holds no symbol at position \(position)")
            }
            return summary
        }
    }

    /// `positions` in `allSymbols`' order, each once, as conditions on the rows' ids (rows
    /// are numbered from 1 in that order) that select up to 500 of them each: a run of
    /// neighbours (a batch of pages, a chunk of the table) as one range.
    private static func rowidConditions(_ positions: some Collection<Int>) -> [String] {
        let wanted = Array(Set(positions)).sorted()
        return stride(from: 0, to: wanted.count, by: 500).map { start in
            // Never empty: `start` is below the count.
            let part = wanted[start..<min(wanted.count, start + 500)]
            let (first, last) = (part[part.startIndex], part[part.endIndex - 1])
            return last - first + 1 == part.count
                ? "rowid BETWEEN \(first + 1) AND \(last + 1)" : "rowid IN (\(part.map { String($0 + 1) }.joined(separator: ",")))"
        }
    }

    /// Every diagnostic of the content, in report order.
    public func diagnostics() throws -> [Diagnostic] {
        let payloads = try read { try Data.fetchAll($0, sql: "SELECT data FROM diagnostic") }
        return ReferenceLibrary.reportOrder(try payloads.map { try BinaryReader.decode(Diagnostic.self, from: $0) })
    }

    public var errorCount: Int { get throws { try count("SELECT count(*) FROM diagnostic WHERE severity = 'error'") } }
    public var warningCount: Int { get throws { try count("SELECT count(*) FROM diagnostic WHERE severity = 'warning'") } }
    public var symbolCount: Int { get throws { try count("SELECT count(*) FROM symbol") } }
    /// How many Markdown files the library was read from (translations not counted).
    public var fileCount: Int { get throws { try metadata("files").flatMap(Int.init) ?? 0 } }
    /// How many translation files were found and skipped.
    public var translationCount: Int { get throws { try metadata("translations").flatMap(Int.init) ?? 0 } }
    public var title: String { get throws { try metadata("title") ?? "API Reference" } }
    /// The library's languages, its source language first (`library.yml`'s `languages`).
    public var languages: [String] { get throws { try metadata("languages").map { $0.split(separator: ",").map(String.init) } ?? ["en"] } }
    /// The syntax pages show when the reader says none (`library.yml`'s `syntax`), if it says one.
    public var defaultSyntax: Syntax? { get throws { try metadata("syntax").flatMap(Syntax.init(rawValue:)) } }

    private func count(_ sql: String) throws -> Int {
        try read { try Int.fetchOne($0, sql: sql) } ?? 0
    }
}

extension SymbolIndex {
    /// What each symbol of `table` (this index's symbols in `allSymbols`' order, as
    /// `identityTable` gives them) has written (`MemberCoverage.Facts`), by position: what the
    /// site's coverage page counts, without decoding a body. An index that does not hold as
    /// many symbols as the table was changed under the reader: `IndexReadError`.
    public func coverageFacts(of table: SymbolTable) throws -> [MemberCoverage.Facts] {
        let facts = try read { db in
            var facts = [MemberCoverage.Facts](repeating: [], count: try Int.fetchOne(db, sql: "SELECT count(*) FROM prose") ?? 0)
            let rows = try Row.fetchCursor(db, sql: "SELECT rowid, coverage FROM prose ORDER BY rowid")
            while let row = try rows.next() {
                let rowid: Int = row[0]
                guard facts.indices.contains(rowid - 1) else { return [MemberCoverage.Facts]() }
                facts[rowid - 1] = MemberCoverage.Facts(rawValue: row[1])
            }
            return facts
        }
        guard facts.count == table.symbols.count else {
            throw IndexReadError(path: url.path, reason: "it holds the coverage of \(facts.count) symbols, not of \(table.symbols.count)")
        }
        return facts
    }

    /// The `ProseFingerprint` of every symbol declared in `file`, by the name a translation
    /// keys its prose by (`OriginalSymbols.key`): what a translation's stamps are compared
    /// with, without decoding a body. A symbol with nothing to translate has "".
    public func proseFingerprints(inFile file: String) throws -> [String: String] {
        let rows = try read {
            try Row.fetchAll(
                $0,
                sql: """
                    SELECT symbol.name, symbol.kind, prose.fingerprint FROM symbol JOIN prose ON prose.rowid = symbol.rowid
                    WHERE symbol.file = ?
                    """, arguments: [file])
        }
        return Dictionary(
            rows.map { row in
                let kind: String = row[1]
                return (kind == SymbolKind.article.rawValue ? TranslationParser.articleKey : row[0] as String, row[2] as String)
            }, uniquingKeysWith: { first, _ in first })
    }
}
