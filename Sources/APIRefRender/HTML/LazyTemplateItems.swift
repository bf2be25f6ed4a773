import APIRefCore
import Mustache

/// The entries of a listing, made only as the template reaches them: the symbols' facts are
/// read a chunk at a time and each entry's dictionary is dropped once rendered. The what's
/// new and deprecated listings of a large library have tens of thousands of entries; read
/// and made all at once they were the largest thing a site build held.
struct LazyTemplateItems: MustacheSequence {
    /// Positions in the symbol table, in listing order.
    let positions: [Int]
    let facts: ListingFacts
    let item: (Symbol) -> [String: Any]

    /// Symbols read at a time.
    static let chunkSize = 512

    func makeIterator() -> AnyIterator<[String: Any]> {
        var next = 0
        var chunk: [Symbol] = []
        var index = 0
        return AnyIterator {
            if index == chunk.count {
                guard next < positions.count else { return nil }
                let end = Swift.min(positions.count, next + Self.chunkSize)
                chunk = facts.read(Array(positions[next ..< end]))
                (next, index) = (end, 0)
                guard !chunk.isEmpty else { return nil }
            }
            defer { index += 1 }
            return item(chunk[index])
        }
    }
}
