extension SymbolLink: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(
            destination: try reader.readString(), text: try reader.readString(),
            resolvedID: try reader.readOptionalString(), isExplicit: try reader.readBool(),
            swiftText: try reader.readOptionalString())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(destination)
        writer.write(text)
        writer.write(resolvedID)
        writer.write(isExplicit)
        writer.write(swiftText)
    }
}

extension SourceLocation: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        try self.init(from: &reader) { try $0.readString() }
    }

    /// Decodes a location whose path is read by `readPath` (from a `RepeatCache`, say).
    init(from reader: inout BinaryReader, readPath: (inout BinaryReader) throws -> String) throws {
        self.init(path: try readPath(&reader), line: try reader.readInt(), column: try reader.readInt())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(path)
        writer.write(line)
        writer.write(column)
    }
}

extension Parameter: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(name: try reader.readString(), description: try reader.readArray())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(name)
        writer.write(description)
    }
}

extension TaskGroup: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(
            title: try reader.readString(), abstract: try reader.readArray(), members: try reader.readArray(),
            memberLocations: try reader.readArray(), location: try reader.read())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(title)
        writer.write(abstract)
        writer.write(members)
        writer.write(memberLocations)
        writer.write(location)
    }
}

extension Version: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        let count = try reader.readInt()
        guard (1...3).contains(count),
            let version = Version(components: try (0..<count).map { _ in try reader.readInt() })
        else { throw BinaryReader.Corrupt() }
        self = version
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(components.count)
        for component in components { writer.write(component) }
    }
}

extension PlatformAvailability: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(
            platform: try reader.readString(), introduced: try reader.readOptional(),
            deprecated: try reader.readOptional(), obsoleted: try reader.readOptional())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(platform)
        writer.write(introduced)
        writer.write(deprecated)
        writer.write(obsoleted)
    }
}

extension SymbolKind: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        guard let kind = Self(rawValue: try reader.readString()) else { throw BinaryReader.Corrupt() }
        self = kind
    }

    public func encode(to writer: inout BinaryWriter) { writer.write(rawValue) }
}
