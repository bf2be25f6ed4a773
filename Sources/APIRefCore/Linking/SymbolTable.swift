/// Lookup tables over every symbol, built once after parsing; link resolution, lookups
/// and queries all read it.
public struct SymbolTable: Sendable {
    public let symbols: [Symbol]
    public let indexByID: [String: Int]
    /// Class, protocol, framework-page and category names → symbol indices.
    let pagesByName: [String: [Int]]
    /// Container name → member name (or constant group title) → symbol indices.
    let membersByContainer: [String: [String: [Int]]]
    /// Every member, constant and group name → symbol indices.
    let byName: [String: [Int]]
    let articlesByKey: [String: Int]
    /// Every symbol's name (and article file name), lowercased → symbol indices, for lookups.
    let byLowercasedName: [String: [Int]]

    public init(_ symbols: [Symbol]) {
        self.symbols = symbols
        var indexByID: [String: Int] = [:]
        var pages: [String: [Int]] = [:]
        var members: [String: [String: [Int]]] = [:]
        var byName: [String: [Int]] = [:]
        var articles: [String: Int] = [:]
        var lowercased: [String: [Int]] = [:]
        for (index, symbol) in symbols.enumerated() {
            if indexByID[symbol.id] == nil { indexByID[symbol.id] = index }
            lowercased[symbol.name.lowercased(), default: []].append(index)
            if symbol.kind == .article {
                let stem = String(symbol.id.dropFirst("Articles/".count)).lowercased()
                if stem != symbol.name.lowercased() { lowercased[stem, default: []].append(index) }
            }
            switch symbol.kind {
            case .article:
                articles[String(symbol.id.dropFirst("Articles/".count))] = index
                articles[symbol.name] = index
            case .class, .protocol, .framework, .category:
                pages[symbol.name, default: []].append(index)
            default:
                byName[symbol.name, default: []].append(index)
                if let container = symbol.container {
                    members[container, default: [:]][symbol.name, default: []].append(index)
                }
            }
        }
        self.indexByID = indexByID
        pagesByName = pages
        membersByContainer = members
        self.byName = byName
        articlesByKey = articles
        byLowercasedName = lowercased
    }

    public subscript(id: String) -> Symbol? {
        indexByID[id].map { symbols[$0] }
    }

    /// The class or protocol page of that name (not a category).
    public func page(named name: String) -> Symbol? {
        pagesByName[name]?.lazy.map { symbols[$0] }.first { $0.kind == .class || $0.kind == .protocol }
    }

    /// Whether a class or protocol of that name has members or a page here.
    func knowsContainer(_ name: String) -> Bool {
        pagesByName[name] != nil || membersByContainer[name] != nil
    }

    /// The members named `name` that `container` has or inherits, nearest first.
    func member(_ name: String, of container: String) -> (indices: [Int], owner: String)? {
        for owner in lookupChain(from: container) {
            if let found = membersByContainer[owner]?[name] { return (found, owner) }
        }
        return nil
    }

    /// Every member name `container` has or inherits, for suggestions.
    func memberNames(of container: String) -> [String] {
        lookupChain(from: container).flatMap { membersByContainer[$0].map { Array($0.keys) } ?? [] }
    }

    var allNames: [String] {
        Array(byName.keys) + Array(pagesByName.keys) + Array(articlesByKey.keys)
    }
}
