import APIRefBase
import APIRefCore
import Foundation

/// The index as lookups, renderers and translations see it (`CompiledLibrary`), for the
/// length of one `SymbolIndex.reading` call. Those protocols answer without throwing (a
/// library in memory cannot fail, and a lookup asks some twenty questions through them),
/// so here a failed read answers nil or nothing *and* is kept; `reading` throws it when
/// its body returns, whatever the body made of the answer. No caller checks by hand: the
/// only way to this view is through `reading`. It must not outlive that call.
public final class IndexLibrary: CompiledLibrary, @unchecked Sendable {
    /// The index, whose own queries throw.
    public let index: SymbolIndex
    /// The first read that failed; `@unchecked Sendable` rests on this lock and on the
    /// index's own (one connection, one reader at a time).
    private let failure = Locked<(any Error)?>(nil)

    init(index: SymbolIndex) {
        self.index = index
    }

    /// What `read` answers, or `empty` with the failure kept.
    private func answer<T>(_ empty: T, _ read: () throws -> T) -> T {
        do {
            return try read()
        } catch {
            record(error)
            return empty
        }
    }

    /// Keeps `error` unless an earlier failure is kept.
    func record(_ error: any Error) {
        failure.withLock { if $0 == nil { $0 = error } }
    }

    /// Throws the first failed read, if any: `reading` does when its body returns; a writer
    /// that publishes before then (the site, man pages, the model export: `SiteSymbols`)
    /// asks just before it publishes.
    public func throwIfAReadFailed() throws {
        if let error = failure.withLock({ $0 }) { throw error }
    }

    public func symbol(id: String) -> Symbol? { answer(nil) { try index.symbol(id: id) } }
    public func kind(of id: String) -> SymbolKind? { answer(nil) { try index.kind(of: id) } }
    public func ids(named name: String, ignoringCase: Bool) -> [String] {
        answer([]) { try index.ids(named: name, ignoringCase: ignoringCase) }
    }
    public func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String] {
        answer([]) { try index.memberIDs(of: container, named: name, ignoringCase: ignoringCase) }
    }
    public func memberIDs(of container: String, swiftBase base: String, ignoringCase: Bool) -> [String] {
        answer([]) { try index.memberIDs(of: container, swiftBase: base, ignoringCase: ignoringCase) }
    }
    public func ids(swiftPath path: String, ignoringCase: Bool) -> [String] {
        answer([]) { try index.ids(swiftPath: path, ignoringCase: ignoringCase) }
    }
    public func hierarchy(of name: String) -> (superclass: String?, protocols: [String])? { answer(nil) { try index.hierarchy(of: name) } }
    public func containerName(_ name: String) -> String? { answer(nil) { try index.containerName(name) } }
    public func suggestionNames(in container: String?) -> [String] { answer([]) { try index.suggestionNames(in: container) } }
    public func pageIDs(inFiles files: Set<String>) -> Set<String> { answer([]) { try index.pageIDs(inFiles: files) } }
    public func sourceFiles(of ids: [String], pages: [String]) -> [String] { answer([]) { try index.sourceFiles(of: ids, pages: pages) } }
    public func proseFingerprints(inFile file: String) -> [String: String] { answer([:]) { try index.proseFingerprints(inFile: file) } }
    public func identityTable() throws -> SymbolTable { try index.identityTable() }
    /// The HISTORY lines of each of `symbols` (`SymbolIndex.historyLines`), read together, for
    /// renderers that cannot throw.
    public func historyLines(for symbols: [Symbol]) -> [[HistoryLine]] {
        answer(symbols.map { _ in [] }) { try index.historyLines(for: symbols) }
    }
}

extension SymbolIndex {
    /// Runs `body` with this index as a `CompiledLibrary` (`IndexLibrary`), and throws the
    /// first read behind its answers that failed once `body` returns, or in place of the
    /// error `body` threw (made, it may be, from a nil that stood for that failure).
    public func reading<T>(_ body: (IndexLibrary) throws -> T) throws -> T {
        let library = IndexLibrary(index: self)
        let result: T
        do {
            result = try body(library)
        } catch {
            try library.throwIfAReadFailed()
            throw error
        }
        try library.throwIfAReadFailed()
        return result
    }
}
