import APIRefCore
import APIRefImport
import APIRefProcess
import Foundation

extension GraphSet {
    /// Loads the graphs a command names, the way every graph command reports problems: a
    /// graph that cannot be read is an I/O failure (3); a file that is not a symbol graph
    /// apiref reads, or a folder that holds none, is a content error (1), reported (a file
    /// with its location), and nothing else
    /// happens; warnings about single symbols go to standard error (`quiet` keeps them to a count),
    /// and so does what the Swift graphs held. Swift graphs alone that give no page (every
    /// type of theirs has an Objective-C graph to come from, whose spellings they join) are a
    /// content error (1).
    public static func loadForCommand(_ paths: [String], quiet: Bool = false) throws -> GraphSet {
        let graphs: GraphSet
        do {
            graphs = try GraphSet.load(paths)
        } catch .noGraphs(let folder, let files) {
            // A wrong folder: nothing to compare, which must not pass as a clean result.
            throw ToolError.notFound(SymbolGraphFile.Failure.noGraphs(folder: folder, files: files).description)
        } catch {
            throw ToolError.io(error.description)
        }
        if !graphs.errors.isEmpty {
            let report = graphs.errors.map(\.description).joined(separator: "\n")
            FileHandle.standardError.write(Data((report + "\n").utf8))
            throw ToolError.notFound("\(graphs.errors.count) of the \(graphs.fileCount) graph(s) cannot be read; nothing was done")
        }
        for note in graphs.notes { FileHandle.standardError.write(Data("apiref: note: \(note)\n".utf8)) }
        if graphs.swiftGraphCount > 0 {
            let counts = [graphs.swiftSymbolCount, graphs.swiftSpellings.count, graphs.swiftJoinedToObjectiveC].map(Self.grouped)
            FileHandle.standardError.write(
                Data(
                    "apiref: Swift graphs: \(graphs.swiftGraphCount) graph(s), \(counts[0]) symbols (\(counts[1]) identifiers), \(counts[2]) joined to Objective-C; \(graphs.swiftPageCount) page(s) of Swift-only types and Swift modules from them\n"
                        .utf8))
        }
        // Only Swift graphs and no page from them (all their types have Objective-C
        // counterparts): nothing to join their spellings to, which must not pass as a clean result.
        if graphs.graphCount == 0, graphs.swiftGraphCount > 0, graphs.facts.containers.isEmpty {
            throw ToolError.notFound(
                "the \(graphs.swiftGraphCount) graph(s) are all Swift graphs of types that Objective-C graphs declare; apiref joins their spellings to those: give the Objective-C graphs (clang -extract-api) too, or the SDK's whole folder"
            )
        }
        if !graphs.warnings.isEmpty {
            let lines = quiet ? [] : graphs.warnings.map(\.description)
            let summary = "apiref: \(graphs.warnings.count) symbol(s) left out of the graphs" + (quiet ? " (--quiet hides why)" : "")
            FileHandle.standardError.write(Data((lines + [summary]).joined(separator: "\n").appending("\n").utf8))
        }
        return graphs
    }

    /// `25819` as `25,819`, whatever the locale, for a summary that reads the same everywhere.
    private static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (position, digit) in digits.enumerated() {
            if position > 0, (digits.count - position) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
