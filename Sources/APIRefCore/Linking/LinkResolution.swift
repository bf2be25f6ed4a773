/// The outcome of resolving one link destination.
public enum LinkResolution: Equatable, Sendable {
    case resolved(id: String)
    /// Several symbols carry the name; their ids, so the author can qualify the link.
    case ambiguous(ids: [String])
    /// Nothing matched; `message` explains where apiref looked and suggests near names.
    case notFound(message: String, suggestions: [String])
}
