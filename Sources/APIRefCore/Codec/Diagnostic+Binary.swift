extension Diagnostic: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        guard let severity = Severity(rawValue: try reader.readString()),
            let id = DiagnosticID(rawValue: try reader.readString())
        else { throw BinaryReader.Corrupt() }
        self.init(severity, id, try reader.readString(), at: try reader.read())
        length = try reader.readInt()
        notes = try reader.readArray()
        fixIts = try reader.readArray()
        subject = try reader.readOptional()
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(severity.rawValue)
        writer.write(id)
        writer.write(message)
        writer.write(location)
        writer.write(length)
        writer.write(notes)
        writer.write(fixIts)
        writer.write(subject)
    }
}

extension DiagnosticNote: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(try reader.readString(), at: try reader.readOptional())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(message)
        writer.write(location)
    }
}

extension FixIt: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(at: try reader.read(), replacing: try reader.readString(), with: try reader.readString())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(location)
        writer.write(original)
        writer.write(replacement)
    }
}

extension DiagnosticSubject: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        self.init(try reader.readString(), frontMatterKey: try reader.readOptionalString(), replacement: try reader.readOptionalString())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(text)
        writer.write(frontMatterKey)
        writer.write(replacement)
    }
}
