/// The outcome of resolving one link destination.
public enum LinkResolution: Equatable, Sendable {
    case resolved(id: String)
    /// Several symbols carry the name; their ids, so the author can qualify the link.
    case ambiguous(ids: [String])
    /// Nothing matched: `message` says where apiref looked, `name` is the part of the
    /// destination that matched nothing (the member, or the class before it), and
    /// `suggestions` are known names near it.
    case notFound(message: String, name: String, suggestions: LinkSuggestions)
}

/// Known names near one that matched nothing, worked out when asked for. Every inline
/// code span of the prose is looked up too (`nil`, `YES` and `indexPath` as well as
/// `reloadData`), and the suggestions for those that name nothing, never shown, were a
/// fifth of `check` on the shipped reference.
public struct LinkSuggestions: Equatable, Sendable {
    private let make: @Sendable () -> [String]

    init(_ make: @escaping @Sendable () -> [String]) {
        self.make = make
    }

    /// The names, nearest first (`EditDistance.nearest`).
    public var names: [String] { make() }

    public static func == (left: LinkSuggestions, right: LinkSuggestions) -> Bool { left.names == right.names }
}
