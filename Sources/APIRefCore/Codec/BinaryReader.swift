import Foundation

/// Reads what `BinaryWriter` wrote. Every read is bounds-checked: a truncated or
/// corrupt payload throws `BinaryReader.Corrupt` instead of trapping. A reader exists only
/// inside `decode`, while the bytes it points into are alive.
public struct BinaryReader {
    /// The payload does not decode: the index is damaged or of another format.
    public struct Corrupt: Error { public init() {} }

    private let buffer: UnsafeRawBufferPointer
    private var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    /// Decodes one value from `bytes`, which must hold exactly that value.
    public static func decode<Value: BinaryCodable>(_ type: Value.Type, from bytes: some ContiguousBytes) throws -> Value {
        try decode(bytes) { try Value(from: &$0) }
    }

    /// Runs `read` over `bytes`, which it must consume exactly.
    public static func decode<Value>(_ bytes: some ContiguousBytes, _ read: (inout BinaryReader) throws -> Value) throws -> Value {
        try bytes.withUnsafeBytes { buffer in
            var reader = BinaryReader(buffer)
            let value = try read(&reader)
            guard reader.offset == buffer.count else { throw Corrupt() }
            return value
        }
    }

    public mutating func readInt() throws -> Int {
        var raw: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < buffer.count, shift < 64 else { throw Corrupt() }
            let byte = buffer[offset]
            offset += 1
            raw |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { break }
            shift += 7
        }
        // Undo ZigZag on the unsigned value: a signed shift would smear the sign bit.
        return Int(Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// Marks the rest as read: for a reader that needs only the front of a value.
    public mutating func skipRest() {
        offset = buffer.count
    }

    /// Moves past `count` bytes without reading them.
    public mutating func skip(_ count: Int) throws {
        guard count >= 0, count <= buffer.count - offset else { throw Corrupt() }
        offset += count
    }

    public mutating func readBool() throws -> Bool {
        guard offset < buffer.count else { throw Corrupt() }
        defer { offset += 1 }
        switch buffer[offset] {
        case 0: return false
        case 1: return true
        default: throw Corrupt()
        }
    }

    public mutating func readString() throws -> String {
        let count = try readInt()
        guard count >= 0, count <= buffer.count - offset else { throw Corrupt() }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count]), as: UTF8.self)
        offset += count
        return text
    }

    public mutating func read<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> Value {
        try Value(from: &self)
    }

    public mutating func readOptional<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> Value? {
        try readBool() ? try Value(from: &self) : nil
    }

    public mutating func readOptionalString() throws -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readArray<Value: BinaryCodable>(_ type: Value.Type = Value.self) throws -> [Value] {
        let count = try readCount()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    public mutating func readStrings() throws -> [String] {
        let count = try readCount()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try readString()) }
        return values
    }

    /// The next value, taken from `cache` when the next bytes are a cached value's, else
    /// read by `read` and cached.
    mutating func read<Value>(through cache: inout RepeatCache<Value>, _ read: (inout BinaryReader) throws -> Value) throws -> Value {
        let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
        if let (value, count) = cache.match(rest) {
            offset += count
            return value
        }
        let start = offset
        let value = try read(&self)
        cache.insert(value, readFrom: UnsafeRawBufferPointer(rebasing: buffer[start..<offset]))
        return value
    }

    /// An element count, refused when the remaining bytes could not hold that many elements.
    private mutating func readCount() throws -> Int {
        let count = try readInt()
        guard count >= 0, count <= buffer.count - offset else { throw Corrupt() }
        return count
    }
}
