import APIRefCore

/// Reads the facts (summary, deprecation message) of a listing's symbols from the index a
/// chunk at a time, for `LazyTemplateItems`. A template cannot throw mid-render, so a failed
/// read ends the list and is kept here; the job calls `check()` once the page is rendered.
final class ListingFacts: @unchecked Sendable {
    let symbols: SiteSymbols
    // Read and written only by the one job that renders the listing.
    private var failure: Error?

    init(_ symbols: SiteSymbols) {
        self.symbols = symbols
    }

    /// The symbols at `positions` with their facts; none once a read has failed.
    func read(_ positions: [Int]) -> [Symbol] {
        guard failure == nil else { return [] }
        do {
            return try symbols.symbols(at: positions, detail: .facts)
        } catch {
            failure = error
            return []
        }
    }

    /// Throws the first read error, so a listing with missing entries is never written.
    func check() throws {
        if let failure { throw failure }
    }
}
