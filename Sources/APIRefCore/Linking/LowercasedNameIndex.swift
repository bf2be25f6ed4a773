import APIRefBase
import Foundation

/// Every symbol's name (and article file name), lowercased → positions in the table, made
/// the first time a case-insensitive lookup asks. Link resolution, the checks and the site
/// build never ask, and at 300,000 symbols the table costs tens of megabytes.
final class LowercasedNameIndex: Sendable {
    /// Made by the first lookup that asks.
    private let table = Locked<[String: [Int]]?>(nil)

    func positions(of lowercasedName: String, in symbols: [Symbol]) -> [Int] {
        table.withLock { table in
            if table == nil { table = Self.make(symbols) }
            return table?[lowercasedName] ?? []
        }
    }

    private static func make(_ symbols: [Symbol]) -> [String: [Int]] {
        var lowercased: [String: [Int]] = [:]
        for (index, symbol) in symbols.enumerated() {
            lowercased[symbol.name.lowercased(), default: []].append(index)
            if symbol.kind == .article {
                let stem = String(symbol.id.dropFirst("Articles/".count)).lowercased()
                if stem != symbol.name.lowercased() { lowercased[stem, default: []].append(index) }
            }
        }
        return lowercased
    }
}
