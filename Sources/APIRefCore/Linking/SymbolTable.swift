/// Lookup tables over every symbol, built once after parsing; link resolution, lookups
/// and queries all read it.
public struct SymbolTable: Sendable {
    public private(set) var symbols: [Symbol]
    /// Each id's position (the first, if repeated).
    private let idPositions: IDPositions
    /// Class, protocol, framework-page and category names → symbol indices.
    let pagesByName: [String: [Int]]
    /// Container name → its members and constant groups, ordered by name.
    let membersByContainer: PositionBuckets<String>
    /// Every member, constant and group name → symbol indices.
    let byName: PositionBuckets<String>
    let articlesByKey: [String: Int]
    /// Every symbol's name (and article file name), lowercased → symbol indices, for lookups.
    private let lowercasedNames = LowercasedNameIndex()
    /// Swift names, paths and base names, for lookups by Swift spelling.
    private let swiftNames = SwiftNameIndex()
    /// Each class's and protocol's `lookupChain(from:)`, worked out once: link resolution
    /// needs one for every member link, and making it anew each time was two thirds of
    /// resolving links.
    private var chains: [String: [String]] = [:]

    public init(_ symbols: [Symbol]) {
        self.symbols = symbols
        // Two halves that read the symbols only, made on two cores: a tenth of an
        // incremental build was spent here, one table after another.
        let (keys, buckets) = inParallel({ Self.keys(of: symbols) }, { Self.buckets(of: symbols) })
        (idPositions, pagesByName, articlesByKey) = keys
        (byName, membersByContainer) = buckets
        chains = Dictionary(uniqueKeysWithValues: pagesByName.keys.map { ($0, lookupChain(from: $0)) })
    }

    /// This table over other symbols that differ from its own only in what its lookups do
    /// not read (prose, declarations, availability): the same id, kind, name, container,
    /// superclass and protocols at every position. Nil when any of those differ. An index
    /// update that kept every file's public facts gives such symbols, and building the
    /// lookups anew cost 16 ms a time at 1,000 classes.
    public func replacingSymbols(_ others: [Symbol]) -> SymbolTable? {
        guard others.count == symbols.count, zip(symbols, others).allSatisfy({ Self.sameKeys($0, $1) }) else { return nil }
        var table = self
        table.symbols = others
        return table
    }

    /// Puts `others` at `positions` in place, when each differs from the symbol it replaces
    /// only in what the lookups do not read (as `replacingSymbols`); false, and nothing
    /// changed, when any of them differs in more. In place: a table no one else holds is
    /// not copied, where `replacingSymbols` with a copy of `symbols` held two arrays of
    /// every symbol at once (60 MB more at 10,000 classes).
    public mutating func replaceSymbols(at positions: [Int], with others: [Symbol]) -> Bool {
        guard positions.count == others.count,
            zip(positions, others).allSatisfy({ symbols.indices.contains($0) && Self.sameKeys(symbols[$0], $1) })
        else { return false }
        for (position, other) in zip(positions, others) { symbols[position] = other }
        return true
    }

    private static func sameKeys(_ one: Symbol, _ other: Symbol) -> Bool {
        one.id == other.id && one.kind == other.kind && one.name == other.name && one.container == other.container
            && one.superclass == other.superclass && one.protocols == other.protocols
    }

    /// Each id's position (the first, if repeated), pages by name, articles by file stem and title.
    private static func keys(of symbols: [Symbol]) -> (ids: IDPositions, pages: [String: [Int]], articles: [String: Int]) {
        var pages: [String: [Int]] = [:]
        var articles: [String: Int] = [:]
        for (index, symbol) in symbols.enumerated() {
            switch symbol.kind {
            case .article:
                articles[String(symbol.id.dropFirst("Articles/".count))] = index
                articles[symbol.name] = index
            case .class, .protocol, .framework, .category, .structure, .enumeration, .actor:
                pages[symbol.name, default: []].append(index)
            default:
                break
            }
        }
        return (IDPositions(symbols), pages, articles)
    }

    /// Members by name, and by container ordered by name.
    private static func buckets(of symbols: [Symbol]) -> (byName: PositionBuckets<String>, byContainer: PositionBuckets<String>) {
        let byName = PositionBuckets(keys: symbols.map { $0.kind.isPage ? nil : $0.name })
        let byContainer = PositionBuckets(keys: symbols.map { $0.kind.isPage ? nil : $0.container }) { left, right in
            (symbols[left].name, left) < (symbols[right].name, right)
        }
        return (byName, byContainer)
    }

    /// `container`, its superclasses, then its protocols (`lookupChain(from:)`).
    func chain(from container: String) -> [String] {
        chains[container] ?? lookupChain(from: container)
    }

    /// The positions of the symbols named `name` ignoring case (articles also by file name).
    func positions(lowercasedName name: String) -> [Int] {
        lowercasedNames.positions(of: name, in: symbols)
    }

    /// The positions of the symbols whose Swift name is `name`, ignoring case.
    func positions(swiftName name: String) -> [Int] { swiftNames.names(name.lowercased(), in: symbols) }

    /// The positions of the symbols whose whole Swift path is `path`, ignoring case.
    func positions(swiftPath path: String) -> [Int] { swiftNames.paths(path.lowercased(), in: symbols) }

    /// The positions of `container`'s members whose Swift base name is `base`, ignoring case.
    func positions(of container: String, swiftBase base: String) -> [Int] {
        swiftNames.bases(container: container, base: base, in: symbols)
    }

    /// The Objective-C container of the members Swift puts in `swiftContainer` (`NSIndexPath` for `IndexPath`).
    func container(swiftContainer: String) -> String? { swiftNames.container(swiftContainer: swiftContainer, in: symbols) }

    public subscript(id: String) -> Symbol? {
        position(ofID: id).map { symbols[$0] }
    }

    /// The position of the symbol whose id is `id` (the first, if repeated).
    public func position(ofID id: String) -> Int? {
        idPositions.position(of: id, in: symbols)
    }

    /// The class or protocol page of that name (not a category).
    public func page(named name: String) -> Symbol? {
        pagesByName[name]?.lazy.map { symbols[$0] }.first { $0.kind.isType }
    }

    /// Whether a class or protocol of that name has members or a page here.
    func knowsContainer(_ name: String) -> Bool {
        pagesByName[name] != nil || membersByContainer.slice(name) != nil
    }

    /// The members named `name` that `container` has or inherits, nearest first.
    func member(_ name: String, of container: String) -> (indices: [Int], owner: String)? {
        for owner in chain(from: container) {
            let found = members(named: name, in: owner)
            if !found.isEmpty { return (found, owner) }
        }
        return nil
    }

    /// `container`'s own members (or constant groups) named `name`, in file order: a
    /// binary search of its bucket, which is ordered by name.
    func members(named name: String, in container: String) -> [Int] {
        guard let bucket = membersByContainer.slice(container) else { return [] }
        var low = bucket.startIndex
        var high = bucket.endIndex
        while low < high {
            let middle = (low + high) / 2
            if symbols[Int(bucket[middle])].name < name { low = middle + 1 } else { high = middle }
        }
        return bucket[low...].prefix { symbols[Int($0)].name == name }.map(Int.init)
    }

    /// The names of `container`'s own members and constant groups.
    func ownMemberNames(of container: String) -> [String] {
        (membersByContainer.slice(container) ?? []).map { symbols[Int($0)].name }
    }

    /// Every member name `container` has or inherits, for suggestions.
    func memberNames(of container: String) -> [String] {
        chain(from: container).flatMap(ownMemberNames(of:))
    }

    var allNames: [String] {
        Array(byName.keys) + Array(pagesByName.keys) + Array(articlesByKey.keys)
    }
}
