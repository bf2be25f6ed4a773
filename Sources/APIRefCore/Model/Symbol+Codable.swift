/// The same keys as before the rarely filled facts moved into `SymbolBody`: a symbol's JSON
/// lists every field flat, whatever the model keeps behind its box.
extension Symbol: Codable {
    enum CodingKeys: String, CodingKey {
        case id, name, kind, framework, container, parentID, summary, declaration, discussion, parameters
        case returnValue, availability, deprecationMessage, replacement, declaredIn, seeAlso, isRequired
        case location, superclass, protocols, extendedClass, guides, taskGroups, childIDs
        case swiftName, swiftContainer, swiftDeclaration
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try values.decode(String.self, forKey: .id), name: try values.decode(String.self, forKey: .name),
            kind: try values.decode(SymbolKind.self, forKey: .kind), location: try values.decode(SourceLocation.self, forKey: .location))
        framework = try values.decodeIfPresent(String.self, forKey: .framework)
        container = try values.decodeIfPresent(String.self, forKey: .container)
        parentID = try values.decodeIfPresent(String.self, forKey: .parentID)
        availability = try values.decodeIfPresent([PlatformAvailability].self, forKey: .availability) ?? []
        childIDs = try values.decodeIfPresent([String].self, forKey: .childIDs) ?? []
        swiftName = try values.decodeIfPresent(String.self, forKey: .swiftName)
        swiftContainer = try values.decodeIfPresent(String.self, forKey: .swiftContainer)
        var body = SymbolBody()
        body.summary = try values.decodeIfPresent([MarkdownNode].self, forKey: .summary) ?? []
        body.declaration = try values.decodeIfPresent(String.self, forKey: .declaration)
        body.swiftDeclaration = try values.decodeIfPresent(String.self, forKey: .swiftDeclaration)
        body.discussion = try values.decodeIfPresent([MarkdownNode].self, forKey: .discussion) ?? []
        body.parameters = try values.decodeIfPresent([Parameter].self, forKey: .parameters) ?? []
        body.returnValue = try values.decodeIfPresent([MarkdownNode].self, forKey: .returnValue) ?? []
        body.deprecationMessage = try values.decodeIfPresent([MarkdownNode].self, forKey: .deprecationMessage) ?? []
        body.replacement = try values.decodeIfPresent(SymbolLink.self, forKey: .replacement)
        body.declaredIn = try values.decodeIfPresent(String.self, forKey: .declaredIn)
        body.seeAlso = try values.decodeIfPresent([SymbolLink].self, forKey: .seeAlso) ?? []
        body.isRequired = try values.decodeIfPresent(Bool.self, forKey: .isRequired)
        body.superclass = try values.decodeIfPresent(String.self, forKey: .superclass)
        body.protocols = try values.decodeIfPresent([String].self, forKey: .protocols) ?? []
        body.extendedClass = try values.decodeIfPresent(String.self, forKey: .extendedClass)
        body.guides = try values.decodeIfPresent([String].self, forKey: .guides) ?? []
        body.taskGroups = try values.decodeIfPresent([TaskGroup].self, forKey: .taskGroups) ?? []
        replaceBody(body)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(name, forKey: .name)
        try values.encode(kind, forKey: .kind)
        try values.encodeIfPresent(framework, forKey: .framework)
        try values.encodeIfPresent(container, forKey: .container)
        try values.encodeIfPresent(parentID, forKey: .parentID)
        try values.encode(summary, forKey: .summary)
        try values.encodeIfPresent(declaration, forKey: .declaration)
        try values.encodeIfPresent(swiftName, forKey: .swiftName)
        try values.encodeIfPresent(swiftContainer, forKey: .swiftContainer)
        try values.encodeIfPresent(swiftDeclaration, forKey: .swiftDeclaration)
        try values.encode(discussion, forKey: .discussion)
        try values.encode(parameters, forKey: .parameters)
        try values.encode(returnValue, forKey: .returnValue)
        try values.encode(availability, forKey: .availability)
        try values.encode(deprecationMessage, forKey: .deprecationMessage)
        try values.encodeIfPresent(replacement, forKey: .replacement)
        try values.encodeIfPresent(declaredIn, forKey: .declaredIn)
        try values.encode(seeAlso, forKey: .seeAlso)
        try values.encodeIfPresent(isRequired, forKey: .isRequired)
        try values.encode(location, forKey: .location)
        try values.encodeIfPresent(superclass, forKey: .superclass)
        try values.encode(protocols, forKey: .protocols)
        try values.encodeIfPresent(extendedClass, forKey: .extendedClass)
        try values.encode(guides, forKey: .guides)
        try values.encode(taskGroups, forKey: .taskGroups)
        try values.encode(childIDs, forKey: .childIDs)
    }
}
