/// The flat, stable JSON shape of a symbol that `apiref list --json` and every query print.
public struct SymbolRecord: Codable, Sendable, Equatable {
    public struct Availability: Codable, Sendable, Equatable {
        public var platform: String
        public var introduced: String?
        public var deprecated: String?
        public var obsoleted: String?
    }

    public var id: String
    public var name: String
    public var kind: String
    public var container: String?
    public var framework: String?
    public var summary: String
    public var declaration: String?
    /// The Swift spelling: name, whole path and declaration; nil where Swift does not see it.
    public var swiftName: String?
    public var swiftPath: String?
    public var swiftDeclaration: String?
    public var availability: [Availability]
    public var deprecated: Bool
    public var deprecationMessage: String?
    public var replacement: String?
    public var required: Bool?
    public var source: String

    public init(_ symbol: Symbol) {
        id = symbol.id
        name = symbol.name
        kind = symbol.kind.rawValue
        container = symbol.kind.isPage ? nil : symbol.container
        framework = symbol.framework
        summary = symbol.summaryText
        declaration = symbol.declaration
        swiftName = symbol.swiftName
        swiftPath = symbol.swiftPath
        swiftDeclaration = symbol.swiftDeclaration
        availability = symbol.availability.map {
            Availability(
                platform: $0.platform, introduced: $0.introduced?.description,
                deprecated: $0.deprecated?.description, obsoleted: $0.obsoleted?.description)
        }
        deprecated = symbol.isDeprecated
        let message = symbol.deprecationMessage.map(\.plainText).joined()
        deprecationMessage = message.isEmpty ? nil : message
        replacement = symbol.replacement?.resolvedID
        required = symbol.isRequired
        source = symbol.location.lineDescription
    }

    enum CodingKeys: String, CodingKey {
        case id, name, kind, container, framework, summary, declaration, availability
        case deprecated, deprecationMessage, replacement, required, source
        case swiftName, swiftPath, swiftDeclaration
    }

    /// Writes `null` for absent values instead of leaving the key out: scripts can rely on every key.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(self.container, forKey: .container)
        try container.encode(framework, forKey: .framework)
        try container.encode(summary, forKey: .summary)
        try container.encode(declaration, forKey: .declaration)
        try container.encode(swiftName, forKey: .swiftName)
        try container.encode(swiftPath, forKey: .swiftPath)
        try container.encode(swiftDeclaration, forKey: .swiftDeclaration)
        try container.encode(availability, forKey: .availability)
        try container.encode(deprecated, forKey: .deprecated)
        try container.encode(deprecationMessage, forKey: .deprecationMessage)
        try container.encode(replacement, forKey: .replacement)
        try container.encode(required, forKey: .required)
        try container.encode(source, forKey: .source)
    }
}

extension SymbolRecord.Availability {
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platform, forKey: .platform)
        try container.encode(introduced, forKey: .introduced)
        try container.encode(deprecated, forKey: .deprecated)
        try container.encode(obsoleted, forKey: .obsoleted)
    }
}
