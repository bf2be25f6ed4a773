/// The coverage of one container (a class, protocol or Swift type, with the members its
/// categories add), or of the whole library.
public struct CoverageRow: Sendable, Encodable {
    /// What an SDK's graphs declare of the container, and which of those the library lacks.
    public struct SDKFigure: Sendable, Equatable, Encodable {
        /// Members the graphs declare.
        public var declared: Int
        /// How many of them the library has no entry for.
        public var missing: Int
        /// Their names, in order; nil in the total, whose rows name them.
        public var missingMembers: [String]?
    }

    public var name: String
    /// The container's page kind (`class`, `protocol`, `category` when only a category
    /// documents it); nil for the total.
    public var kind: String?
    public var framework: String?
    /// Members the library documents.
    public var members: Int
    /// Members with a summary.
    public var summaries: CoverageFigure
    /// Methods and functions with parameters or a return value, and those whose every
    /// parameter and return value is described.
    public var signatures: CoverageFigure
    /// Deprecated members, and those that name their replacement.
    public var replacements: CoverageFigure
    /// Against the graphs, when they were given and declare this container; nil otherwise.
    public var sdk: SDKFigure?
    /// By language: members with prose to translate, and those translated and current.
    public var translations: [String: CoverageFigure]

    /// The headline figure: members with a summary, of the members the library documents
    /// and those the graphs declare that it lacks.
    public var documented: CoverageFigure {
        CoverageFigure(summaries.count, of: summaries.total + (sdk?.missing ?? 0))
    }

    private enum Key: String, CodingKey {
        case name, kind, framework, members, summaries, signatures, replacements, sdk, translations, documented
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(framework, forKey: .framework)
        try container.encode(members, forKey: .members)
        try container.encode(summaries, forKey: .summaries)
        try container.encode(signatures, forKey: .signatures)
        try container.encode(replacements, forKey: .replacements)
        try container.encode(sdk, forKey: .sdk)
        try container.encode(translations, forKey: .translations)
        try container.encode(documented, forKey: .documented)
    }
}
