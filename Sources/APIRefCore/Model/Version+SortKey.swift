extension Version {
    /// A number that sorts like the version: 3.2.1 → 3_002_001.
    public var sortKey: Int {
        let padded = components + Array(repeating: 0, count: max(0, 3 - components.count))
        return padded[0] * 1_000_000 + padded[1] * 1_000 + padded[2]
    }
}
