import APIRefCore

/// How the content differs from what the index was built from.
enum IndexChanges: Equatable {
    /// Nothing changed.
    case none
    /// These files (relative paths) were edited; none was added, removed or renamed and
    /// `library.yml` is unchanged.
    case edited([String])
    /// Files were added, removed or renamed, or `library.yml` changed: rebuild.
    case restructured
}
