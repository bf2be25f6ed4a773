import Foundation

/// The parts of a Swift symbol graph (`swift-symbolgraph-extract`, `swift package
/// dump-symbol-graph`) that a Swift library's pages are made from, decoded without
/// SymbolKit's full model: faster on Apple's large graphs, and a field SymbolKit would
/// refuse (an unknown mixin) costs nothing here.
struct SwiftGraph: Decodable {
    struct Module: Decodable { var name: String }

    struct Symbol: Decodable {
        struct Identifier: Decodable { var precise: String }
        struct Kind: Decodable { var identifier: String }
        struct Names: Decodable { var title: String }
        struct Fragment: Decodable { var spelling: String }
        struct Signature: Decodable {
            struct Parameter: Decodable {
                var name: String
                var internalName: String?
            }
            var parameters: [Parameter]?
        }
        typealias Availability = GraphAvailability
        struct Location: Decodable { var uri: String }
        struct Extension: Decodable { var extendedModule: String? }

        var identifier: Identifier
        var kind: Kind
        var pathComponents: [String]
        var names: Names
        var declarationFragments: [Fragment]?
        var functionSignature: Signature?
        var availability: [Availability]?
        var location: Location?
        var swiftExtension: Extension?

        /// The kind without its language: `struct`, `enum.case`, `type.method`, `func.op`.
        var kindName: String {
            let raw = kind.identifier
            return raw.hasPrefix("swift.") ? String(raw.dropFirst(6)) : raw
        }

        /// The declaration as Swift shows it, its fragments joined; nil when the graph gives none.
        var declaration: String? {
            let text = (declarationFragments ?? []).map(\.spelling).joined().trimmingCharacters(in: .whitespacesAndNewlines)
            return text.isEmpty ? nil : text
        }

        /// A member the compiler copied onto a conforming type from a protocol extension:
        /// documented once, on the protocol.
        var isSynthesized: Bool { identifier.precise.contains("::SYNTHESIZED::") }
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
        var targetFallback: String?
    }

    var module: Module
    var symbols: [Symbol]
    var relationships: [Relationship]

    private enum CodingKeys: String, CodingKey { case module, symbols, relationships }

    /// A graph without relationships is read as one whose symbols are all top-level.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        module = try container.decode(Module.self, forKey: .module)
        symbols = try container.decode([Symbol].self, forKey: .symbols)
        relationships = try container.decodeIfPresent([Relationship].self, forKey: .relationships) ?? []
    }
}
