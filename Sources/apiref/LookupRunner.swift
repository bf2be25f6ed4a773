import APIRefCore
import APIRefRender
import ArgumentParser
import Foundation

/// The work of a lookup, shared by `LookupCommand` and the quick path (`QuickLookup`).
struct LookupRunner {
    var words: [String]
    var all = false
    var folder: ContentFolder
    var output: Output

    /// What a lookup prints, worked out inside the index's snapshot and printed after it,
    /// so that a pager left open does not hold the index's read lock.
    private enum Answer {
        case text(String)
        case records([SymbolRecord])
        case notFound(String)
    }

    func run() throws {
        // The quick open trusted the files it did not look at. The answer is worked out
        // again from current content when it may depend on them — no answer, or a bare
        // name that is not a page (any file could add another symbol of that name) — or
        // when it is drawn from an edited file. The snapshot ends before that reopen,
        // which may update the index file.
        let quick = try folder.openIndex(forLookup: true).snapshot { index -> Answer? in
            let result = Lookup(source: index).find(words)
            if !index.wasRebuilt, dependsOnEveryFile(result, in: index) || !index.isCurrent(files: sourceFiles(of: result, in: index)) {
                return nil
            }
            return try answer(result, from: index)
        }
        let reply = try quick ?? folder.openIndex().snapshot { index in try answer(Lookup(source: index).find(words), from: index) }
        switch reply {
        case .text(let text): output.emit(text)
        case .records(let records): try output.emitJSON(records)
        case .notFound(let message):
            FileHandle.standardError.write(Data("apiref: \(TerminalSafety.strip(message))\n".utf8))
            throw ExitCode(1)
        }
    }

    private func answer(_ result: LookupResult, from index: SymbolIndex) throws -> Answer {
        switch result {
        case .found(let id, let inheritedBy):
            guard let symbol = index.symbol(id: id) else { throw ExitCode(2) }
            if output.json { return .records([SymbolRecord(symbol)]) }
            let highlighted = symbol.kind == .constant ? symbol.id : nil
            return .text(renderer(index).page(for: symbol, inheritedBy: inheritedBy, highlighting: highlighted, includeAllMembers: all))
        case .ambiguous(let ids):
            let symbols = index.symbols(ids: ids)
            if output.json { return .records(symbols.map(SymbolRecord.init)) }
            return .text(renderer(index).candidates(symbols, query: words.joined(separator: " ")))
        case .notFound(let message):
            return .notFound(message)
        }
    }

    private func dependsOnEveryFile(_ result: LookupResult, in index: SymbolIndex) -> Bool {
        let qualified = words.count > 1 || words[0].contains("/") || words[0].contains(".") || words[0].hasPrefix("-[")
        switch result {
        case .notFound: return true
        case .found(let id, _): return !qualified && index.kind(of: id)?.isPage != true
        case .ambiguous: return !qualified
        }
    }

    private func sourceFiles(of result: LookupResult, in index: SymbolIndex) -> [String] {
        switch result {
        case .found(let id, let inheritedBy): return index.sourceFiles(of: [id], pages: inheritedBy.map { [$0] } ?? [])
        case .ambiguous(let ids): return index.sourceFiles(of: ids)
        case .notFound: return []
        }
    }

    private func renderer(_ index: SymbolIndex) -> TerminalPageRenderer {
        TerminalPageRenderer(source: index, width: output.resolvedWidth, usesEscapes: output.usesEscapes,
                             libraryTitle: index.title)
    }
}
