import APIRefCore

extension Array where Element == Symbol {
    /// The same symbols, with the place that neighbours repeat (file path, container,
    /// parent id, framework) sharing one box (`Symbol.sharePlace(with:)`). A parse gives
    /// every symbol its own: at 10,000 classes those were tens of megabytes of identities.
    /// A member's container and parent are usually its page, the symbol just before it.
    /// Availability lists repeat across the whole chunk (a few releases serve every
    /// symbol), so equal lists share one array; child ids share their children's ids.
    func sharingRepeatedValues() -> [Symbol] {
        var shared = self
        var availabilities: Set<[PlatformAvailability]> = []
        for index in shared.indices where !shared[index].availability.isEmpty {
            let (inserted, existing) = availabilities.insert(shared[index].availability)
            if !inserted { shared[index].availability = existing }
        }
        shared.withUnsafeMutableBufferPointer { symbols in
            for index in symbols.indices.dropFirst() {
                symbols[index].sharePlace(with: symbols[index - 1])
            }
        }
        return shared.sharingChildIDs()
    }

    /// The same symbols, with ids that are `framework/container/name` no longer held, and
    /// each page's child ids held as their rests after the page's id, sharing its members'
    /// name strings (`Symbol.compactIDs`). Decoding with `RepeatedIdentity` shares the rest
    /// as it reads.
    func sharingChildIDs() -> [Symbol] {
        var shared = self
        shared.withUnsafeMutableBufferPointer { symbols in
            for index in symbols.indices {
                symbols[index].compactIDs()
            }
            // A page's members come right after it, in the order of its child ids.
            for index in symbols.indices where symbols[index].hasChildIDs {
                symbols[index].shareChildIDs(withNamesOf: symbols[(index + 1)...])
            }
        }
        return shared
    }
}
