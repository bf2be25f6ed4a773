import Foundation

/// How much of a symbol to decode from the index.
public enum SymbolDetail: Sendable, Comparable {
    /// Names, kind, place in the hierarchy, availability and replacement: what link
    /// resolution and the library checks read.
    case identity
    /// Also the summary, declaration, deprecation message and the other header facts:
    /// what other pages show of the symbol.
    case facts
    /// Also the discussion, parameters, return value, see-also links and task groups.
    case whole
}

extension Symbol {
    /// The symbol in two parts, stored in two columns: the head (identity and facts) and
    /// the body, so that reading heads never touches the larger bodies.
    public var binaryParts: (head: [UInt8], body: [UInt8]) {
        var head = BinaryWriter()
        head.write(id)
        head.write(name)
        head.write(kind)
        head.write(location)
        head.write(framework)
        head.write(container)
        head.write(parentID)
        head.write(availability)
        head.write(replacement)
        head.write(superclass)
        head.write(protocols)
        head.write(extendedClass)
        head.write(swiftName)
        head.write(swiftContainer)
        head.write(spellings == .swift)
        head.write(childIDs)
        head.write(summary)
        head.write(declaration)
        head.write(swiftDeclaration)
        head.write(deprecationMessage)
        head.write(declaredIn)
        head.write(isRequired != nil)
        if let isRequired { head.write(isRequired) }
        head.write(guides)
        var body = BinaryWriter(reservingCapacity: 1024)
        body.write(discussion)
        body.write(parameters)
        body.write(returnValue)
        body.write(seeAlso)
        body.write(taskGroups)
        return (head.bytes, body.bytes)
    }

    /// Decodes a head (`binaryParts`) as far as `detail` asks; the rest of it is left unread.
    public init(head reader: inout BinaryReader, detail: SymbolDetail) throws {
        var alone = RepeatedIdentity.none
        try self.init(head: &reader, detail: detail, repeats: &alone)
    }

    /// Decodes a head, taking what it repeats of the symbols decoded before it from `repeats`.
    init(head reader: inout BinaryReader, detail: SymbolDetail, repeats: inout RepeatedIdentity) throws {
        let id = try reader.readString()
        let name = try reader.readString()
        let kind = try SymbolKind(from: &reader)
        let location = try SourceLocation(from: &reader) { try $0.read(through: &repeats.path) { try $0.readString() } }
        let framework = try reader.read(through: &repeats.framework) { try $0.readOptionalString() }
        let container = try reader.read(through: &repeats.container) { try $0.readOptionalString() }
        let parentID = try reader.read(through: &repeats.parentID) { try $0.readOptionalString() }
        let availability: [PlatformAvailability] = try reader.read(through: &repeats.availability) { try $0.readArray() }
        // The boxed facts are gathered first and stored once: most symbols have none of
        // them and then share the empty box.
        var body = SymbolBody()
        body.replacement = try reader.readOptional()
        body.superclass = try reader.readOptionalString()
        body.protocols = try reader.readStrings()
        body.extendedClass = try reader.readOptionalString()
        let swiftName = try reader.readOptionalString()
        let swiftContainer = try reader.read(through: &repeats.swiftContainer) { try $0.readOptionalString() }
        let place = repeats.place(
            path: location.path, framework: framework, container: container, parentID: parentID, swiftContainer: swiftContainer)
        self.init(id: id, name: name, kind: kind, location: location, place: place)
        self.availability = availability
        self.swiftName = swiftName
        // Whether only Swift spells it, which the declarations below say again: kept on an
        // identity only, so a whole symbol decoded equals the symbol encoded.
        let isSwiftOnly = try reader.readBool()
        childIDs = try reader.readStrings()
        compactIDs()
        defer { replaceBody(body) }
        guard detail >= .facts else {
            body.identityIsSwiftOnly = isSwiftOnly
            reader.skipRest()
            return
        }
        body.summary = try reader.readArray()
        body.declaration = try reader.readOptionalString()
        body.swiftDeclaration = try reader.readOptionalString()
        body.deprecationMessage = try reader.readArray()
        body.declaredIn = try reader.readOptionalString()
        body.isRequired = try reader.readBool() ? try reader.readBool() : nil
        body.guides = try reader.readStrings()
    }

    /// Adds a decoded body (`binaryParts`) to a symbol decoded from its head.
    public mutating func readBody(_ reader: inout BinaryReader) throws {
        discussion = try reader.readArray()
        parameters = try reader.readArray()
        returnValue = try reader.readArray()
        seeAlso = try reader.readArray()
        taskGroups = try reader.readArray()
    }

    /// Decodes both parts.
    public init(head: some ContiguousBytes, body: some ContiguousBytes, detail: SymbolDetail = .whole) throws {
        var alone = RepeatedIdentity.none
        try self.init(head: head, body: body, detail: detail, repeats: &alone)
    }

    /// Decodes both parts, sharing what the head repeats of earlier symbols (`RepeatedIdentity`).
    public init(head: some ContiguousBytes, body: some ContiguousBytes, detail: SymbolDetail, repeats: inout RepeatedIdentity) throws {
        var symbol = try BinaryReader.decode(head) { try Symbol(head: &$0, detail: detail, repeats: &repeats) }
        if detail == .whole {
            try BinaryReader.decode(body) { try symbol.readBody(&$0) }
        }
        self = symbol
    }
}
