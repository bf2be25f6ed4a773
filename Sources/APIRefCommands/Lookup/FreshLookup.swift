import APIRefCore
import APIRefIndex
import Foundation

/// A lookup's answer from an index that is current for it, without checking the whole
/// library first: the index is opened for lookups (`SymbolIndex.openForLookup`, which
/// trusts the files while no folder changed), and the answer is worked out again from a
/// fresh `SymbolIndex.open` when it may depend on files that open did not look at — no
/// answer, or a bare name that is not a page (any file could add another symbol of that
/// name) — or when it is drawn from an edited file. The terminal lookup (`LookupRunner`),
/// the MCP server's `lookup` tool and its page resources answer this way.
public struct FreshLookup {
    /// Finds the symbol in an index.
    private let find: (IndexLibrary) throws -> LookupResult
    /// Whether the question names where the symbol is (a container, a path, an id), so that
    /// a symbol found does not depend on every other file.
    private let qualified: Bool

    /// The lookup of what a user typed (`Lookup.find`).
    public init(words: [String]) {
        find = { Lookup(source: $0).find(words) }
        qualified = words.count > 1 || words[0].contains("/") || words[0].contains(".") || words[0].hasPrefix("-[")
    }

    /// The symbol with this id (`UIKit/UITableViewCell`), or not found.
    public init(id: String) {
        find = { library in
            try library.index.kind(of: id) == nil
                ? .notFound(message: "no page or symbol with the id '\(id)'") : .found(id: id, inheritedBy: nil)
        }
        qualified = true
    }

    /// What `make` makes of the lookup's result, from an index current for it. `make` runs
    /// inside the index's snapshot, seen as a library (`SymbolIndex.reading`: a read that
    /// failed behind an answer is thrown when it returns), and is given the content files
    /// the answer is drawn from (nil when any file may change it); after a reopen, only
    /// when `filesAfterReopen`. The index is the folder's in the cache folder, or the one
    /// at `location`.
    public func answer<T>(
        in folder: ContentFolder, index location: URL? = nil, filesAfterReopen: Bool = true,
        _ make: (LookupResult, IndexLibrary, _ files: [String]?) throws -> T
    ) throws -> T {
        // The snapshot ends before the reopen, which may update the index file.
        let quick = try folder.openIndex(forLookup: true, at: location).snapshot { index in
            try index.reading { library -> T? in
                let result = try find(library)
                let files = try dependsOnEveryFile(result, in: index) ? nil : sourceFiles(of: result, in: index)
                if !index.wasRebuilt, try files.map({ try !index.isCurrent(files: $0) }) ?? true {
                    return nil
                }
                return try make(result, library, files)
            }
        }
        if let quick { return quick }
        return try folder.openIndex(at: location).snapshot { index in
            try index.reading { library in
                let result = try find(library)
                let files = try !filesAfterReopen || dependsOnEveryFile(result, in: index) ? nil : sourceFiles(of: result, in: index)
                return try make(result, library, files)
            }
        }
    }

    private func dependsOnEveryFile(_ result: LookupResult, in index: SymbolIndex) throws -> Bool {
        switch result {
        case .notFound: return true
        case .found(let id, _): return try !qualified && index.kind(of: id)?.isPage != true
        case .ambiguous: return !qualified
        }
    }

    private func sourceFiles(of result: LookupResult, in index: SymbolIndex) throws -> [String] {
        switch result {
        case .found(let id, let inheritedBy):
            return try index.sourceFiles(of: [id], pages: inheritedBy.map { [$0] } ?? []) + linkedFiles(of: id, in: index)
        case .ambiguous(let ids): return try index.sourceFiles(of: ids)
        case .notFound: return []
        }
    }

    /// The files of the symbols the page of `id` links to: each link shows its target's
    /// Swift spelling, which the target's file sets (`Symbol.linkedIDs`).
    private func linkedFiles(of id: String, in index: SymbolIndex) throws -> [String] {
        guard var symbol = try index.symbol(id: id) else { return [] }
        // A constant is shown on its group's page.
        if symbol.kind == .constant, let group = try symbol.parentID.flatMap(index.symbol(id:)), group.kind == .constantGroup {
            symbol = group
        }
        let shown = try [symbol] + (symbol.kind.isPage || symbol.kind == .constantGroup ? index.symbols(ids: symbol.childIDs) : [])
        let targets = shown.reduce(into: Set<String>()) { $0.formUnion($1.linkedIDs) }.subtracting(shown.map(\.id))
        return try targets.isEmpty ? [] : index.sourceFiles(of: targets.sorted(), pages: [])
    }
}
