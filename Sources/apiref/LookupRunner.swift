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

    func run() throws {
        var index = try folder.openIndex(forLookup: true)
        var result = Lookup(source: index).find(words)
        // The quick open trusted the files it did not look at. The answer is worked out
        // again from current content when it may depend on them — no answer, or a bare
        // name that is not a page (any file could add another symbol of that name) — or
        // when it is drawn from an edited file.
        if !index.wasRebuilt, dependsOnEveryFile(result, in: index) || !index.isCurrent(files: sourceFiles(of: result, in: index)) {
            index = try folder.openIndex()
            result = Lookup(source: index).find(words)
        }
        switch result {
        case .found(let id, let inheritedBy):
            guard let symbol = index.symbol(id: id) else { throw ExitCode(2) }
            if output.json { return try output.emitJSON([SymbolRecord(symbol)]) }
            let highlighted = symbol.kind == .constant ? symbol.id : nil
            output.emit(renderer(index).page(for: symbol, inheritedBy: inheritedBy, highlighting: highlighted, includeAllMembers: all))
        case .ambiguous(let ids):
            let symbols = index.symbols(ids: ids)
            if output.json { return try output.emitJSON(symbols.map(SymbolRecord.init)) }
            output.emit(renderer(index).candidates(symbols, query: words.joined(separator: " ")))
        case .notFound(let message):
            FileHandle.standardError.write(Data("apiref: \(TerminalSafety.strip(message))\n".utf8))
            throw ExitCode(1)
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
