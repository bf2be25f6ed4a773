/// Appends values to a compact byte buffer: the index's payload format. Integers are
/// LEB128 varints and strings are length-prefixed UTF-8, so a typical symbol takes a
/// fraction of its JSON size and decodes without any text parsing.
public struct BinaryWriter {
    public private(set) var bytes: [UInt8] = []

    public init(reservingCapacity capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func write(_ value: Int) {
        // ZigZag, so small negative numbers stay small too.
        var raw = UInt64(bitPattern: Int64((value << 1) ^ (value >> 63)))
        while raw >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: raw) | 0x80)
            raw >>= 7
        }
        bytes.append(UInt8(raw))
    }

    /// Bytes another writer produced, as they are.
    public mutating func append(_ other: [UInt8]) {
        bytes.append(contentsOf: other)
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    public mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func write<Value: BinaryCodable>(_ value: Value) {
        value.encode(to: &self)
    }

    public mutating func write<Value: BinaryCodable>(_ value: Value?) {
        guard let value else { return write(false) }
        write(true)
        value.encode(to: &self)
    }

    public mutating func write(_ value: String?) {
        guard let value else { return write(false) }
        write(true)
        write(value)
    }

    public mutating func write<Value: BinaryCodable>(_ values: [Value]) {
        write(values.count)
        for value in values { value.encode(to: &self) }
    }

    public mutating func write(_ values: [String]) {
        write(values.count)
        for value in values { write(value) }
    }
}
