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

    /// The same symbols, with each page's child ids sharing its children's id strings.
    /// (Decoding with `RepeatedIdentity` shares the rest as it reads.)
    func sharingChildIDs() -> [Symbol] {
        guard contains(where: { !$0.childIDs.isEmpty }) else { return self }
        var shared = self
        // A page's child ids are its members' ids, which come right after it.
        let ids = Set(shared.map(\.id))
        for index in shared.indices where !shared[index].childIDs.isEmpty {
            shared[index].childIDs = shared[index].childIDs.map { ids.firstIndex(of: $0).map { ids[$0] } ?? $0 }
        }
        return shared
    }
}
