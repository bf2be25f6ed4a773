/// Each symbol id's position in a table of symbols (the first, where an id repeats): an
/// open-addressing hash table of positions that reads the ids from the symbols
/// themselves. A `[String: Int]` over the same ids holds a second reference to every id
/// and a wider bucket for each; this holds eight bytes a slot, which at hundreds of
/// thousands of symbols is megabytes less of every identity table (docs/benchmarks.md).
struct IDPositions: Sendable {
    /// Empty slots are 0; a filled one holds the id's upper hash bits and its position + 1.
    private var slots: [UInt64]
    private let mask: Int

    init(_ symbols: [Symbol]) {
        // At most two thirds full, so that a probe rarely runs past a few slots.
        var capacity = 8
        while capacity < symbols.count + symbols.count / 2 { capacity *= 2 }
        mask = capacity - 1
        slots = Array(repeating: 0, count: capacity)
        slots.withUnsafeMutableBufferPointer { slots in
            for (position, symbol) in symbols.enumerated() {
                let hash = symbol.idHash
                var slot = hash & mask
                while slots[slot] != 0 {
                    // An id already placed keeps its first position.
                    if Self.tag(of: slots[slot]) == Self.tag(of: hash), symbols[Self.position(in: slots[slot])].hasID(symbol.id) {
                        break
                    }
                    slot = (slot + 1) & mask
                }
                if slots[slot] == 0 { slots[slot] = UInt64(Self.tag(of: hash)) << 32 | UInt64(position + 1) }
            }
        }
    }

    /// The position of the symbol whose id is `id`, or nil; `symbols` are the ones this was made over.
    func position(of id: String, in symbols: [Symbol]) -> Int? {
        let hash = IDText.hash(id)
        var slot = hash & mask
        return slots.withUnsafeBufferPointer { slots in
            while slots[slot] != 0 {
                if Self.tag(of: slots[slot]) == Self.tag(of: hash) {
                    let position = Self.position(in: slots[slot])
                    if symbols[position].hasID(id) { return position }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    private static func tag(of hash: Int) -> UInt32 { UInt32(truncatingIfNeeded: UInt(bitPattern: hash) >> 32) }
    private static func tag(of slot: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: slot >> 32) }
    private static func position(in slot: UInt64) -> Int { Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1 }
}
