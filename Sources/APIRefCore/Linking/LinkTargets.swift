extension Symbol {
    /// The ids of the symbols its prose, "see also" and replacement link to: a page that
    /// shows them depends on their files too, which set the Swift spelling a link reads as.
    public var linkedIDs: Set<String> {
        var ids = Set((seeAlso + [replacement].compactMap { $0 }).compactMap(\.resolvedID))
        let prose =
            summary + discussion + returnValue + deprecationMessage + parameters.flatMap(\.description)
            + taskGroups.flatMap(\.abstract)
        for node in prose {
            node.forEach { if case .symbolLink(let link) = $0.kind, let id = link.resolvedID { ids.insert(id) } }
        }
        return ids
    }
}
