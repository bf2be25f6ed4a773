import APIRefCore
import Foundation

/// Everything the index stores of one symbol, computed apart from the SQLite writes so
/// that it can be done on all cores while the writes stay on one connection.
///
/// It holds column values only, not the `Symbol`: the single writer is the bottleneck of
/// an index build, and freeing each symbol's Markdown trees there took about a third of
/// its time (14.7 s became 9.7 s at 10,000 classes). Made on a producer thread, the row lets
/// the symbol be freed there.
struct IndexRow: Sendable {
    let id: String
    let name: String
    let container: String?
    let swiftName: String?
    let swiftPath: String?
    let kind: String
    let parentID: String?
    let replacementID: String?
    let availability: [PlatformAvailability]
    /// The superclass and protocols of a class or protocol, the pages member lookup climbs.
    let page: (superclass: String?, protocols: String)?
    let file: String
    let head: Data
    let body: Data
    let summary: String
    let deprecationMessage: String
    var search: SearchText
    let proseFingerprint: String
    /// `MemberCoverage.Facts`, worked out while the whole symbol is at hand.
    let coverage: Int

    init(_ symbol: Symbol, file: String) {
        id = symbol.id
        name = symbol.name
        container = symbol.container
        swiftName = symbol.swiftName
        swiftPath = symbol.swiftPath
        kind = symbol.kind.rawValue
        parentID = symbol.parentID
        replacementID = symbol.replacement?.resolvedID
        availability = symbol.availability
        let isPage = symbol.kind.isType
        page = isPage ? (symbol.superclass, symbol.protocols.joined(separator: "\n")) : nil
        self.file = file
        let parts = symbol.binaryParts
        head = Data(parts.head)
        body = Data(parts.body)
        summary = symbol.summaryText
        proseFingerprint = TranslationStatus.hasProse(symbol) ? ProseFingerprint.of(symbol) : ""
        coverage = MemberCoverage.Facts.of(symbol).rawValue
        deprecationMessage = symbol.deprecationMessage.map(\.plainText).joined()
        let plainSummary = TerminalSafety.strip(summary)
        search = SearchText(
            name: symbol.searchableName, summary: SearchTokens.indexable(plainSummary),
            body: SearchTokens.indexable(symbol.searchableBody), heads: SearchText.heads("", adding: plainSummary))
    }
}
