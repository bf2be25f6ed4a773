import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// `apiref search WORDS…`: the ranked hits (`SearchResults`) as a listing or JSON records;
/// nothing found is status 1.
public struct SearchRun {
    public var words: [String]
    /// `--limit`: at most this many hits.
    public var limit: Int
    public var output: Output

    public init(words: [String], limit: Int, output: Output) {
        self.words = words
        self.limit = limit
        self.output = output
    }

    public func run(in folder: ContentFolder) throws {
        let index = try folder.openIndex()
        let hits = try index.reading { library in
            let localized = try TranslationChoice.source(for: library, folder: folder, asked: output.language)
            return try SearchResults.hits(words, limit: limit, in: index, folder: folder, localized: localized)
        }
        if output.json { return try output.emitJSON(hits.map(SearchRecord.init)) }
        guard !hits.isEmpty else {
            throw ToolError.notFound("nothing matches \(words.joined(separator: " "))")
        }
        output.emit(SearchListing(width: output.resolvedWidth, usesEscapes: output.usesEscapes).render(hits))
    }
}
