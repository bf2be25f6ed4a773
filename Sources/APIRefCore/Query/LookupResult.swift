/// What a lookup found.
public enum LookupResult: Equatable, Sendable {
    /// One symbol. `inheritedBy` is the class the user asked about when the member is
    /// declared further up its chain (`UITableView backgroundColor` → UIView's member).
    case found(id: String, inheritedBy: String?)
    /// Several symbols carry the name; the user picks one.
    case ambiguous(ids: [String])
    case notFound(message: String)
}
