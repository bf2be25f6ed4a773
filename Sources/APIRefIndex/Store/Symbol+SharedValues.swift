import APIRefCore

extension Array where Element == Symbol {
    /// The same symbols, with the strings that neighbours repeat (file path, container,
    /// parent id, framework) sharing one storage. Decoding gives every symbol its own
    /// copies: at 10,000 classes those were tens of megabytes of a site build's identities.
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
            // Field by field: a copy of the whole previous symbol would retain every one of its values.
            for index in symbols.indices.dropFirst() {
                if symbols[index].location.path == symbols[index - 1].location.path {
                    symbols[index].location.path = symbols[index - 1].location.path
                }
                if symbols[index].framework == symbols[index - 1].framework { symbols[index].framework = symbols[index - 1].framework }
                if symbols[index].container == symbols[index - 1].container {
                    symbols[index].container = symbols[index - 1].container
                } else if symbols[index].container == symbols[index - 1].name {
                    symbols[index].container = symbols[index - 1].name
                }
                if symbols[index].parentID == symbols[index - 1].parentID {
                    symbols[index].parentID = symbols[index - 1].parentID
                } else if symbols[index].parentID == symbols[index - 1].id {
                    symbols[index].parentID = symbols[index - 1].id
                }
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
