/// The outcome of resolving one link destination.
public enum LinkResolution: Equatable, Sendable {
    case resolved(id: String)
    /// Several symbols carry the name; their ids, so the author can qualify the link.
    case ambiguous(ids: [String])
    /// Nothing matched: `message` says where apiref looked, `name` is the part of the
    /// destination that matched nothing (the member, or the class before it), and
    /// `suggestions` are known names near it.
    case notFound(message: String, name: String, suggestions: [String])
}
