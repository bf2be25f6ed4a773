extension Diagnostic: BinaryCodable {
    public init(from reader: inout BinaryReader) throws {
        guard let severity = Severity(rawValue: try reader.readString()) else { throw BinaryReader.Corrupt() }
        self.init(severity, try reader.readString(), try reader.readString(), at: try reader.read())
    }

    public func encode(to writer: inout BinaryWriter) {
        writer.write(severity.rawValue)
        writer.write(id)
        writer.write(message)
        writer.write(location)
    }
}
