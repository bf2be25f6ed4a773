import APIRefCore
import Foundation

/// How Swift spells one symbol, from a Swift symbol graph (`swift-symbolgraph-extract`).
/// An Objective-C declaration and its Swift spelling share the precise identifier (the clang
/// USR), which is how the two are joined (`SpellingJoin`).
public struct SwiftSpelling: Sendable, Equatable, Codable {
    /// The Swift name, the last of the path's components: `dequeueReusableCell(withIdentifier:for:)`, `checkmark`.
    public var name: String
    /// The declaration as Swift shows it, its fragments joined, without the isolation
    /// attributes the graph states on some members only (`SwiftGraphSpellings.pageForm`).
    public var declaration: String
    /// The graph's kind without its language: `method`, `class`, `enum.case`.
    public var kind: String
    /// The Swift path of the container (`UITableViewCell.AccessoryType`); empty for a top-level symbol.
    public var container: String
    /// The precise identifier of the symbol this one is a member of, where the graph says
    /// (a Swift-only method of an Objective-C class names the class's USR).
    public var memberOf: String?
    /// The versions the graph states for iOS (what a Swift-only member's page entry shows).
    public var availability: [PlatformAvailability] = []

    public init(
        name: String, declaration: String, kind: String, container: String, memberOf: String? = nil,
        availability: [PlatformAvailability] = []
    ) {
        self.name = name
        self.declaration = declaration
        self.kind = kind
        self.container = container
        self.memberOf = memberOf
        self.availability = availability
    }

    /// The whole Swift path: `UITableViewCell.AccessoryType.checkmark`.
    public var path: String { container.isEmpty ? name : "\(container).\(name)" }
}

/// What one Swift graph gives: its spellings, the Objective-C classes its value types bridge
/// (`IndexPath` for `NSIndexPath`), and what it gets wrong, as located warnings.
public struct SwiftGraphRead: Sendable, Codable {
    public var spellings: [String: SwiftSpelling] = [:]
    /// The Swift path of the value type each Objective-C class bridges to, by the class's
    /// precise identifier: Foundation's `IndexPath` says `typealias ReferenceType = NSIndexPath`.
    public var bridges: [String: String] = [:]
    public var symbolCount = 0
    public var warnings: [Diagnostic] = []
    /// The pages of its Swift-only types and of a Swift module's own symbols (`SwiftGraphReader`).
    public var pages: SwiftGraphPages?
}

/// A Swift graph read for its spellings only: the fields apiref keeps, decoded without
/// SymbolKit's full model, since nothing else of a Swift graph goes into the facts.
/// `history import` reads graphs of both languages through it.
struct SwiftGraphSpellings: Decodable {
    struct Symbol: Decodable {
        struct Identifier: Decodable {
            var precise: String
            var interfaceLanguage: String?
        }
        struct Kind: Decodable { var identifier: String }
        struct Fragment: Decodable {
            var spelling: String
            var kind: String?
            var preciseIdentifier: String?
        }
        struct Location: Decodable {
            struct Position: Decodable {
                var line: Int
                var character: Int
            }
            var uri: String
            var position: Position
        }
        typealias Availability = GraphAvailability
        var identifier: Identifier
        var kind: Kind
        var pathComponents: [String]
        var declarationFragments: [Fragment]?
        var location: Location?
        var availability: [Availability]?

        var kindName: String { kind.identifier.hasPrefix("swift.") ? String(kind.identifier.dropFirst(6)) : kind.identifier }
        var declaration: String { SwiftGraphSpellings.pageForm((declarationFragments ?? []).map(\.spelling).joined()) }
        /// A spelling Swift keeps only to say it was renamed (`init(forRow:inSection:)`, obsoleted in Swift 3).
        var isRetired: Bool {
            (availability ?? []).contains { $0.obsoleted != nil || $0.renamed != nil || $0.isUnconditionallyUnavailable == true }
        }
        var isAsync: Bool { (declarationFragments ?? []).contains { $0.kind == "keyword" && $0.spelling == "async" } }
    }

    struct Relationship: Decodable {
        var kind: String
        var source: String
        var target: String
    }

    var symbols: [Symbol]
    var relationships: [Relationship]?

    /// Attributes the graph writes on a member declared in an extension and leaves out on the
    /// same member declared in its class (where the class's `@MainActor` covers it): dropped
    /// everywhere, so that one class's members read alike.
    static let droppedAttributes = ["@MainActor", "@preconcurrency"]

    /// `c:objc(cs)NSArray` of `c:objc(cs)NSArray(im)objectAtIndexedSubscript:`: the class or
    /// protocol an Objective-C member's identifier names.
    static func owner(of identifier: String) -> String? {
        guard identifier.hasPrefix("c:objc(cs)") || identifier.hasPrefix("c:objc(pl)") else { return nil }
        let rest = identifier.dropFirst("c:objc(cs)".count)
        guard let open = rest.firstIndex(of: "(") else { return nil }
        return String(identifier[..<open])
    }

    /// A declaration with the leading isolation attributes dropped and its lines trimmed.
    static func pageForm(_ declaration: String) -> String {
        var text = Substring(declaration.trimmingCharacters(in: .whitespacesAndNewlines))
        var dropped = true
        while dropped {
            dropped = false
            for attribute in droppedAttributes where text.hasPrefix(attribute + " ") || text.hasPrefix(attribute + "\n") {
                text = text.dropFirst(attribute.count).drop { $0 == " " || $0 == "\n" }
                dropped = true
            }
        }
        return String(text)
    }

    /// Each symbol's spelling by precise identifier. Where several share one: an `async`
    /// variant and a retired spelling give way to the one Swift uses; two that still differ
    /// in name leave the identifier without a spelling, with a warning. A declaration whose
    /// name cannot be read (an unmatched bracket) is a warning too, and no spelling.
    func read(path: String) -> SwiftGraphRead {
        var result = SwiftGraphRead(symbolCount: symbols.count)
        var parent: [String: String] = [:]
        for relationship in relationships ?? [] where relationship.kind == "memberOf" {
            parent[relationship.source] = relationship.target
        }
        func at(_ symbol: Symbol) -> SourceLocation {
            guard let location = symbol.location else { return SourceLocation(path: path, line: 1, column: 1) }
            return SourceLocation(
                path: String(location.uri.split(separator: "/").last ?? Substring(location.uri)),
                line: location.position.line + 1, column: location.position.character + 1)
        }
        var order: [String] = []
        var byIdentifier: [String: [Symbol]] = [:]
        for symbol in symbols {
            if byIdentifier[symbol.identifier.precise] == nil { order.append(symbol.identifier.precise) }
            byIdentifier[symbol.identifier.precise, default: []].append(symbol)
        }
        for identifier in order {
            guard var group = byIdentifier[identifier], !group.isEmpty else { continue }
            // A default implementation Swift synthesizes for each conforming type shares one
            // identifier among them all; no Objective-C symbol has it, and no page takes it.
            if identifier.contains("::SYNTHESIZED::") { continue }
            if group.count > 1 {
                let current = group.filter { !$0.isRetired }
                if !current.isEmpty { group = current }
                let synchronous = group.filter { !$0.isAsync }
                if !synchronous.isEmpty { group = synchronous }
                // A subclass redeclaring its class's member (NSMutableArray's subscript) keeps
                // the class's identifier: the class's own member is the one it names.
                if let owner = Self.owner(of: identifier), let ownerPath = byIdentifier[owner]?.first?.pathComponents {
                    let own = group.filter { Array($0.pathComponents.dropLast()) == ownerPath }
                    if !own.isEmpty { group = own }
                }
                let names = Set(group.map { $0.pathComponents.joined(separator: ".") })
                if names.count > 1 {
                    let listed = names.sorted().map { "'\($0)'" }.joined(separator: " and ")
                    result.warnings.append(
                        Diagnostic(
                            .warning, .graphSwiftSharedIdentifier,
                            "\(path): \(listed) claim the precise identifier \(identifier); it gets no Swift spelling", at: at(group[0])))
                    continue
                }
            }
            let symbol = group[0]
            // The Foundation value type a class bridges to: `typealias ReferenceType = NSIndexPath`.
            if symbol.kindName == "typealias", symbol.pathComponents.count == 2, symbol.pathComponents[1] == "ReferenceType",
                let target = symbol.declarationFragments?.last(where: { $0.kind == "typeIdentifier" })?.preciseIdentifier,
                target.hasPrefix("c:objc(cs)")
            {
                result.bridges[target] = symbol.pathComponents[0]
            }
            let declaration = symbol.declaration
            if !declaration.isEmpty, case .failure(.unbalanced(_, let bracket)) = SwiftDeclarationName.of(declaration) {
                result.warnings.append(
                    Diagnostic(
                        .warning, .graphSwiftDeclaration,
                        "\(path): the Swift declaration of '\(symbol.pathComponents.joined(separator: "."))' has an unmatched '\(bracket)'; it gets no Swift spelling",
                        at: at(symbol)))
                continue
            }
            let availability = (symbol.availability ?? []).compactMap { item in
                item.domain.flatMap(APIFactsReader.platformName) == "iOS" ? item.entry(platform: "iOS") : nil
            }
            result.spellings[identifier] = SwiftSpelling(
                name: symbol.pathComponents.last ?? "", declaration: declaration, kind: symbol.kindName,
                container: symbol.pathComponents.dropLast().joined(separator: "."), memberOf: parent[identifier],
                availability: availability)
        }
        return result
    }
}
