import APIRefBase
import APIRefCore
import APIRefIndex
import Foundation

/// The facts read from one graph (or a Swift graph's spellings), kept beside the indexes (`IndexPaths`) under the graph's
/// path and file stamp: decoding a 6 MB graph with SymbolKit takes half a second, reading its
/// facts back a tenth of that, so a second `drift` or `import` of the same SDK starts at once.
/// A changed graph (size, time or inode) or another apiref version misses the cache.
public struct GraphFactsCache: Sendable {
    struct Entry: Codable {
        var format: String
        var stamp: String
        var facts: APIFacts
        var warnings: [Diagnostic]
        var skipped: Int
        /// The precise identifiers of an Objective-C graph, which Swift spellings join.
        var identifiers: [String]?
        /// A Swift graph's part: its spellings, kept beside the facts.
        var swift: SwiftGraphRead?
    }

    /// Bumped when `APIFacts` or the reader changes what it records.
    static let format = "apiref-graph-facts-9 \(APIRefVersion.current)"

    public let directory: URL

    public init(environment: (String) -> String? = Environment.value) {
        directory = URL(fileURLWithPath: IndexPaths.directory(environment: environment)).appendingPathComponent("graphs")
    }

    public init(directory: URL) {
        self.directory = directory
    }

    private func url(for path: String) -> URL {
        var hash = FNV1a()
        hash.add(URL(fileURLWithPath: path).standardizedFileURL.path)
        return directory.appendingPathComponent(String(hash.value, radix: 16) + ".json")
    }

    /// The cached facts of `path`, when they were read from the file as it is now.
    func load(_ path: String) -> Entry? {
        // Anything unreadable or of another format is a miss: the graph is read instead.
        guard let data = FileManager.default.contents(atPath: url(for: path).path),
            let entry = try? JSONDecoder().decode(Entry.self, from: data),
            entry.format == Self.format, entry.stamp == FileStamp.of(path)
        else { return nil }
        return entry
    }

    /// Stores the facts of `path` (atomically). A cache that cannot be written costs only
    /// speed, so the caller reports the error as a note and goes on.
    func store(_ entry: Entry, for path: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try JSONEncoder().encode(entry).write(to: url(for: path), options: .atomic)
    }
}
