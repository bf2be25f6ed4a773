extension Array where Element == Symbol {
    /// The same symbols, with the strings that neighbours repeat (file path, container,
    /// parent id, framework) sharing one storage. Decoding gives every symbol its own
    /// copies: at 10,000 classes those were tens of megabytes of a site build's identities.
    func sharingRepeatedStrings() -> [Symbol] {
        var shared = self
        for index in shared.indices.dropFirst() {
            let previous = shared[index - 1]
            if shared[index].location.path == previous.location.path { shared[index].location.path = previous.location.path }
            if shared[index].framework == previous.framework { shared[index].framework = previous.framework }
            if let container = shared[index].container, container == previous.container || container == previous.name {
                shared[index].container = container == previous.name ? previous.name : previous.container
            }
            if let parent = shared[index].parentID, parent == previous.parentID || parent == previous.id {
                shared[index].parentID = parent == previous.id ? previous.id : previous.parentID
            }
        }
        return shared
    }
}
