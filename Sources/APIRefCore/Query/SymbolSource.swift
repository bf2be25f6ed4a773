/// Read access to resolved symbols: what lookups and renderers need, whether the symbols
/// come from the compiled index or from a library in memory.
public protocol SymbolSource {
    func symbol(id: String) -> Symbol?
    /// A symbol's kind, without reading the rest of it.
    func kind(of id: String) -> SymbolKind?
    /// Ids of the symbols named exactly `name` (any kind), or ignoring case: by their
    /// Objective-C name or their Swift name.
    func ids(named name: String, ignoringCase: Bool) -> [String]
    /// Ids of `container`'s own members named `name`, in Objective-C or in Swift.
    func memberIDs(of container: String, named name: String, ignoringCase: Bool) -> [String]
    /// Ids of `container`'s own members whose Swift base name is `base`: `dequeueReusableCell`
    /// for `dequeueReusableCell(withIdentifier:)` and `dequeueReusableCell(withIdentifier:for:)`.
    func memberIDs(of container: String, swiftBase base: String, ignoringCase: Bool) -> [String]
    /// Ids of the symbols whose whole Swift path is `path`: `UITableViewCell.AccessoryType.checkmark`.
    func ids(swiftPath path: String, ignoringCase: Bool) -> [String]
    /// The superclass and adopted protocols of a class or protocol page.
    func hierarchy(of name: String) -> (superclass: String?, protocols: [String])?
    /// The canonical spelling of a class or protocol name given in any case, or by its Swift name.
    func containerName(_ name: String) -> String?
    /// Names to suggest from: `container`'s members, or every name when it is nil.
    func suggestionNames(in container: String?) -> [String]
}

extension SymbolSource {
    /// `name`, its superclass chain, then the protocols each adopts, each once.
    public func lookupChain(from name: String) -> [String] {
        HierarchyWalk.lookupChain(from: name, hierarchy: hierarchy(of:))
    }

    /// A class page's superclasses, nearest first, each once (`HierarchyWalk.superclasses`).
    public func superclasses(of page: Symbol) -> [String] {
        HierarchyWalk.superclasses(of: page) { hierarchy(of: $0)?.superclass }
    }

    public func symbols(ids: [String]) -> [Symbol] { ids.compactMap { symbol(id: $0) } }
}

/// The walks over classes and protocols that `SymbolSource` and the index (whose reads
/// throw: `SymbolIndex`) share.
public enum HierarchyWalk {
    /// `name`, its superclass chain, then the protocols each adopts, each once.
    public static func lookupChain(
        from name: String,
        hierarchy: (String) throws -> (superclass: String?, protocols: [String])?
    ) rethrows -> [String] {
        var chain: [String] = []
        var seen: Set<String> = []
        var queue = [name]
        var protocols: [String] = []
        while !queue.isEmpty {
            let current = queue.removeFirst()
            guard seen.insert(current).inserted else { continue }
            chain.append(current)
            if let (superclass, adopted) = try hierarchy(current) {
                if let superclass { queue.append(superclass) }
                protocols += adopted
            }
            if queue.isEmpty, !protocols.isEmpty {
                queue = protocols
                protocols = []
            }
        }
        return chain
    }

    /// A class page's superclasses, nearest first, each once. A chain that leads back to the
    /// page (content with an inheritance cycle, which `check` reports) ends before it.
    public static func superclasses(of page: Symbol, superclass: (String) throws -> String?) rethrows -> [String] {
        var chain: [String] = []
        var current = page.superclass
        while let next = current, next != page.name, !chain.contains(next), chain.count < 64 {
            chain.append(next)
            current = try superclass(next)
        }
        return chain
    }
}
