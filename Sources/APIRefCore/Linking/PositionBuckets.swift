/// Symbol positions grouped by a key (a name, a container), all in one flat array: each
/// key maps to a range of it. A dictionary of arrays gave every one of 300,000 members a
/// heap array of its own, tens of megabytes that link resolution and the site build held
/// for nothing more than a few integers each.
struct PositionBuckets<Key: Hashable & Sendable>: Sendable {
    private let ranges: [Key: Range<Int32>]
    private let positions: [Int32]

    /// `keys[position]` is the key of that position, or nil to leave it out. Within a
    /// bucket positions keep their order unless `ordered` reorders them.
    init(keys: [Key?], ordered areInIncreasingOrder: ((Int, Int) -> Bool)? = nil) {
        var bucketOfKey: [Key: Int] = [:]
        var bucket = [Int32](repeating: -1, count: keys.count)
        var counts: [Int32] = []
        for (position, key) in keys.enumerated() {
            guard let key else { continue }
            let index =
                bucketOfKey[key]
                ?? {
                    bucketOfKey[key] = counts.count
                    counts.append(0)
                    return counts.count - 1
                }()
            bucket[position] = Int32(index)
            counts[index] += 1
        }
        var starts = [Int32](repeating: 0, count: counts.count + 1)
        for index in counts.indices { starts[index + 1] = starts[index] + counts[index] }
        var next = starts
        var positions = [Int32](repeating: 0, count: Int(starts.last ?? 0))
        for (position, index) in bucket.enumerated() where index >= 0 {
            positions[Int(next[Int(index)])] = Int32(position)
            next[Int(index)] += 1
        }
        if let areInIncreasingOrder {
            for index in counts.indices where counts[index] > 1 {
                positions[Int(starts[index])..<Int(starts[index + 1])].sort { areInIncreasingOrder(Int($0), Int($1)) }
            }
        }
        ranges = bucketOfKey.mapValues { starts[$0]..<starts[$0 + 1] }
        self.positions = positions
    }

    /// The positions filed under `key`, or nil when there are none.
    subscript(key: Key) -> [Int]? {
        slice(key).map { $0.map(Int.init) }
    }

    /// The positions filed under `key`, without copying them.
    func slice(_ key: Key) -> ArraySlice<Int32>? {
        ranges[key].map { positions[Int($0.lowerBound)..<Int($0.upperBound)] }
    }

    var keys: Dictionary<Key, Range<Int32>>.Keys { ranges.keys }
}
