import Foundation

/// Everything the index stores of one symbol, computed apart from the SQLite writes so
/// that it can be done on all cores while the writes stay on one connection.
struct IndexRow: Sendable {
    let symbol: Symbol
    let file: String
    let head: Data
    let body: Data
    let summary: String
    let deprecationMessage: String
    let searchableName: String
    let searchableSummary: String
    let searchableBody: String

    init(_ symbol: Symbol, file: String) {
        self.symbol = symbol
        self.file = file
        let parts = symbol.binaryParts
        head = Data(parts.head)
        body = Data(parts.body)
        summary = symbol.summaryText
        deprecationMessage = symbol.deprecationMessage.map(\.plainText).joined()
        searchableName = symbol.searchableName
        searchableSummary = TerminalSafety.strip(summary)
        searchableBody = symbol.searchableBody
    }
}
