import APIRefCore

/// One entry of a symbol's `availability` in a symbol graph, as the Swift graph readers decode
/// it (`SwiftGraph` for pages, `SwiftGraphSpellings` for spellings and history).
struct GraphAvailability: Decodable {
    var domain: String?
    var introduced: GraphVersion?
    var deprecated: GraphVersion?
    var obsoleted: GraphVersion?
    /// Why it is deprecated, where the Swift graphs say.
    var message: String?
    var renamed: String?
    var isUnconditionallyDeprecated: Bool?
    var isUnconditionallyUnavailable: Bool?

    /// The entry as the model holds it, for `platform`; nil when it states no version.
    func entry(platform: String) -> PlatformAvailability? {
        let entry = PlatformAvailability(
            platform: platform, introduced: introduced?.version,
            deprecated: deprecated?.version, obsoleted: obsoleted?.version)
        return entry.introduced == nil && entry.deprecated == nil && entry.obsoleted == nil ? nil : entry
    }
}

/// A graph's `{"major": 14, "minor": 5}`.
struct GraphVersion: Decodable {
    var major: Int
    var minor: Int?
    var patch: Int?

    /// `14.5`, or `14.5.1`: a patch of 0 is left out, as pages write versions.
    var version: Version? {
        let patch = patch ?? 0
        return Version(components: patch == 0 ? [major, minor ?? 0] : [major, minor ?? 0, patch])
    }
}
