import Foundation

/// The last few values read of one field, with the bytes each was read from. Neighbouring
/// symbols repeat most of their identity (the file, the framework, the container, the
/// parent, the availability list): when the next bytes are the same as a cached value's,
/// the reader returns that value without decoding, so the symbols share one storage
/// instead of each allocating its own. The encoding is prefix-free, so equal bytes are
/// always the same value.
struct RepeatCache<Value> {
    private var entries: [(bytes: [UInt8], value: Value)] = []
    private var next = 0
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The cached value whose bytes start `bytes`, and how many bytes it took.
    func match(_ bytes: UnsafeRawBufferPointer) -> (value: Value, count: Int)? {
        guard capacity > 0 else { return nil }
        for entry in entries where entry.bytes.count <= bytes.count {
            let equal = entry.bytes.withUnsafeBytes { cached in
                guard let left = cached.baseAddress, let right = bytes.baseAddress else { return cached.isEmpty }
                return memcmp(left, right, cached.count) == 0
            }
            if equal { return (entry.value, entry.bytes.count) }
        }
        return nil
    }

    /// Remembers `value` as read from `bytes`, in place of the oldest entry when full.
    mutating func insert(_ value: Value, readFrom bytes: UnsafeRawBufferPointer) {
        guard capacity > 0 else { return }
        let entry = (Array(bytes), value)
        if entries.count < capacity {
            entries.append(entry)
        } else {
            entries[next] = entry
            next = (next + 1) % capacity
        }
    }
}
