import Foundation

/// How Swift spells one symbol, from a Swift symbol graph (`swift-symbolgraph-extract`).
/// An Objective-C declaration and its Swift spelling share the precise identifier (the clang
/// USR), which is how the two are joined. Kept beside the facts, not in them: the model is
/// Objective-C's, and Swift's spellings are for the step that shows both.
public struct SwiftSpelling: Sendable, Equatable, Codable {
    /// The Swift name: `dequeueReusableCell(withIdentifier:for:)`.
    public var name: String
    /// The declaration as Swift shows it, its fragments joined.
    public var declaration: String
    /// The graph's kind without its language: `method`, `class`, `enum.case`.
    public var kind: String
    /// The Swift path of the container (`UITableViewCell.AccessoryType`); empty for a top-level symbol.
    public var container: String
}

/// A Swift graph read for its spellings only: the fields apiref keeps, decoded without
/// SymbolKit's full model, since nothing else of a Swift graph goes into the facts.
/// `history import` reads graphs of both languages through it.
struct SwiftGraphSpellings: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String; var interfaceLanguage: String? }
        struct Kind: Decodable { var identifier: String }
        struct Names: Decodable { var title: String }
        struct Fragment: Decodable { var spelling: String }
        var identifier: Identifier
        var kind: Kind
        var names: Names
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        /// Read for `history import`, which compares releases (`GraphAvailability`).
        var availability: [GraphAvailability]?
    }

    var symbols: [Symbol]

    /// Each symbol's spelling by precise identifier; where two share one (a method and its
    /// `async` variant), the first in the file.
    var spellings: [String: SwiftSpelling] {
        var table: [String: SwiftSpelling] = [:]
        for symbol in symbols where table[symbol.identifier.precise] == nil {
            let kind = symbol.kind.identifier.hasPrefix("swift.") ? String(symbol.kind.identifier.dropFirst(6)) : symbol.kind.identifier
            table[symbol.identifier.precise] = SwiftSpelling(
                name: symbol.names.title.isEmpty ? symbol.pathComponents.last ?? "" : symbol.names.title,
                declaration: (symbol.declarationFragments ?? []).map(\.spelling).joined(),
                kind: kind,
                container: symbol.pathComponents.dropLast().joined(separator: "."))
        }
        return table
    }
}
