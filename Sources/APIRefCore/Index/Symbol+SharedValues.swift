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
        // A page's child ids are its members' ids, which come right after it.
        let ids = Set(shared.map(\.id))
        for index in shared.indices where !shared[index].childIDs.isEmpty {
            shared[index].childIDs = shared[index].childIDs.map { ids.firstIndex(of: $0).map { ids[$0] } ?? $0 }
        }
        for index in shared.indices.dropFirst() {
            let previous = shared[index - 1]
            if shared[index].location.path == previous.location.path { shared[index].location.path = previous.location.path }
            if shared[index].framework == previous.framework { shared[index].framework = previous.framework }
            if shared[index].container == previous.container {
                shared[index].container = previous.container
            } else if shared[index].container == previous.name {
                shared[index].container = previous.name
            }
            if shared[index].parentID == previous.parentID {
                shared[index].parentID = previous.parentID
            } else if shared[index].parentID == previous.id {
                shared[index].parentID = previous.id
            }
        }
        return shared
    }
}
