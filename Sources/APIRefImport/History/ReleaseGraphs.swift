import APIRefCore
import Foundation

/// What one release's graphs say about one symbol in one language.
struct GraphSymbolState: Equatable {
    /// The graph's path: `UITableViewCell`, `textLabel`.
    var path: [String]
    /// The kind without its language: `property`, `method`, `enum.case`.
    var kind: String
    /// The declaration, its fragments joined (Objective-C's in page form).
    var declaration: String
    /// The last of the path's components: the Swift name in a Swift graph.
    var name: String
    var introduced: Version?
    var deprecated: Version?
    /// Deprecated in version 100000: `API_TO_BE_DEPRECATED`.
    var toBeDeprecated = false
    var message: String?
    var renamed: String?

    /// The marker version clang and Swift write for `API_TO_BE_DEPRECATED`.
    static let futureMajor = 100000
}

/// The symbols of one SDK release's graphs, by precise identifier, per language. Read with
/// the spellings decoder (`SwiftGraphSpellings`): the fields history compares are the same
/// in both languages' graphs, and decoding only those is several times quicker than
/// SymbolKit's full model.
struct ReleaseGraphs {
    var version: Version
    var objectiveC: [String: GraphSymbolState] = [:]
    var swift: [String: GraphSymbolState] = [:]
    var graphCount = 0

    var hasSwift: Bool { !swift.isEmpty }

    /// Reads every graph in `folder` (`GraphFileList`: subfolders too, plain or compressed).
    static func read(_ folder: String, version: Version, inflateLimit: Int = GzipData.defaultLimit) throws(SymbolGraphFile.Failure)
        -> ReleaseGraphs
    {
        let list = try GraphFileList([folder])
        let results = list.files.concurrentMap {
            path -> Result<(isSwift: Bool, symbols: [String: GraphSymbolState]), SymbolGraphFile.Failure> in
            do throws(SymbolGraphFile.Failure) {
                return .success(try readGraph(path, inflateLimit: inflateLimit))
            } catch {
                return .failure(error)
            }
        }
        var release = ReleaseGraphs(version: version)
        for result in results {
            let graph = try result.get()
            release.graphCount += 1
            // The first graph's symbol wins where two hold one (a type and an extension graph).
            if graph.isSwift {
                release.swift.merge(graph.symbols) { first, _ in first }
            } else {
                release.objectiveC.merge(graph.symbols) { first, _ in first }
            }
        }
        return release
    }

    private static func readGraph(_ path: String, inflateLimit: Int) throws(SymbolGraphFile.Failure) -> (
        isSwift: Bool, symbols: [String: GraphSymbolState]
    ) {
        let file: Data
        do {
            file = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: (error as NSError).localizedDescription)
        }
        // An archive that does not inflate fails the decode below, and the graph reader then
        // says why.
        let data = path.hasSuffix(".gz") || GzipData.isGzip(file) ? ((try? GzipData.inflate(file, limit: inflateLimit)) ?? Data()) : file
        guard let graph = try? JSONDecoder().decode(SwiftGraphSpellings.self, from: data) else {
            // The graph reader says what is wrong and where.
            _ = try SymbolGraphFile.contents(ofFile: file, path: path, inflateLimit: inflateLimit)
            throw .unreadable(path: path, reason: "not a symbol graph")
        }
        let isSwift = graph.symbols.first?.identifier.interfaceLanguage == "swift"
        var symbols: [String: GraphSymbolState] = [:]
        for symbol in graph.symbols where symbols[symbol.identifier.precise] == nil {
            let raw = symbol.kind.identifier
            let kind = ["objective-c.", "swift.", "c."].first { raw.hasPrefix($0) }.map { String(raw.dropFirst($0.count)) } ?? raw
            // Swift's in the form pages write it (isolation attributes dropped, as `import` does).
            let declaration =
                isSwift ? symbol.declaration : DeclarationStyle.pageForm((symbol.declarationFragments ?? []).map(\.spelling).joined())
            var state = GraphSymbolState(
                path: symbol.pathComponents, kind: kind, declaration: declaration, name: symbol.pathComponents.last ?? "")
            for item in symbol.availability ?? [] where item.domain?.lowercased() == "ios" {
                state.introduced = item.introduced?.version
                if let deprecated = item.deprecated {
                    if deprecated.major >= GraphSymbolState.futureMajor {
                        state.toBeDeprecated = true
                    } else {
                        state.deprecated = deprecated.version
                    }
                }
                state.message = item.message.flatMap { $0.isEmpty ? nil : $0 }
                state.renamed = item.renamed.flatMap { $0.isEmpty ? nil : $0 }
            }
            symbols[symbol.identifier.precise] = state
        }
        return (isSwift, symbols)
    }
}
