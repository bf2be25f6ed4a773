/// When a symbol appeared, was deprecated and was removed on one platform.
public struct PlatformAvailability: Hashable, Sendable, Codable {
    /// The platform's canonical name: `iOS`, `tvOS`, `Mac Catalyst`, …
    public var platform: String
    public var introduced: Version?
    public var deprecated: Version?
    public var obsoleted: Version?

    public init(platform: String, introduced: Version? = nil, deprecated: Version? = nil, obsoleted: Version? = nil) {
        self.platform = platform
        self.introduced = introduced
        self.deprecated = deprecated
        self.obsoleted = obsoleted
    }
}
