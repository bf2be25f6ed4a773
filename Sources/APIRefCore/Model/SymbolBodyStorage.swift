/// The heap box behind `Symbol`'s rarely filled fields. Symbols copy it on write, so it
/// behaves as a value; every symbol that has none of those fields shares `empty`, which
/// keeps an identity at a third of the size it would have with all fields inline.
final class SymbolBodyStorage: Hashable, @unchecked Sendable {
    /// Shared by every symbol whose body is empty; never mutated (a symbol copies it first).
    static let empty = SymbolBodyStorage(SymbolBody())

    // Only mutated through `Symbol.body`, after `isKnownUniquelyReferenced`: safe to share.
    var body: SymbolBody

    init(_ body: SymbolBody) {
        self.body = body
    }

    static func == (lhs: SymbolBodyStorage, rhs: SymbolBodyStorage) -> Bool {
        lhs === rhs || lhs.body == rhs.body
    }

    func hash(into hasher: inout Hasher) {
        body.hash(into: &hasher)
    }
}
