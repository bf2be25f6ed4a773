/// A model value with a compact binary form (`BinaryWriter` / `BinaryReader`), used for
/// the index's payloads. Field order is the format: change it only with the index's
/// format version (`ContentManifest.formatVersion`).
public protocol BinaryCodable {
    init(from reader: inout BinaryReader) throws
    func encode(to writer: inout BinaryWriter)
}

extension BinaryCodable {
    /// This value's binary form.
    public var binaryEncoded: [UInt8] {
        var writer = BinaryWriter()
        encode(to: &writer)
        return writer.bytes
    }
}
