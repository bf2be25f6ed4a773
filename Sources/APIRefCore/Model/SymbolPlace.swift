/// Where a symbol sits: its file, framework, container, parent and Swift container. A
/// page's members all sit in the same place, so neighbours share one box of these facts
/// (`Symbol.sharePlace(with:)`, and decoding through `RepeatedIdentity`) instead of each
/// carrying five strings: the identity tables of a large library hold hundreds of
/// thousands of symbols, and each of those strings made every symbol wider and every copy
/// of it five reference counts dearer. Symbols copy the box on write, so it behaves as a value.
final class SymbolPlace: Hashable, @unchecked Sendable {
    // Only mutated through `Symbol`'s setters, after `isKnownUniquelyReferenced`: safe to share.
    var path: String
    var framework: String?
    var container: String?
    var parentID: String?
    var swiftContainer: String?

    init(path: String, framework: String? = nil, container: String? = nil, parentID: String? = nil, swiftContainer: String? = nil) {
        self.path = path
        self.framework = framework
        self.container = container
        self.parentID = parentID
        self.swiftContainer = swiftContainer
    }

    /// A box of its own with the same facts, for a symbol about to change one of them.
    func copy() -> SymbolPlace {
        SymbolPlace(path: path, framework: framework, container: container, parentID: parentID, swiftContainer: swiftContainer)
    }

    static func == (lhs: SymbolPlace, rhs: SymbolPlace) -> Bool {
        lhs === rhs
            || (lhs.path == rhs.path && lhs.framework == rhs.framework && lhs.container == rhs.container
                && lhs.parentID == rhs.parentID && lhs.swiftContainer == rhs.swiftContainer)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(framework)
        hasher.combine(container)
        hasher.combine(parentID)
        hasher.combine(swiftContainer)
    }
}
