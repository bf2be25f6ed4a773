import APIRefCommands
import APIRefCore
import APIRefImport
import ArgumentParser
import Foundation

extension GraphSet {
    /// Loads the graphs a command names, the way every graph command reports problems: a
    /// graph that cannot be read is an I/O failure (3); a file that is not a symbol graph
    /// apiref reads, or a folder that holds none, is a content error (1), reported (a file
    /// with its location), and nothing else
    /// happens; warnings about single symbols go to standard error (`quiet` keeps them to a count).
    static func loadForCommand(_ paths: [String], quiet: Bool = false) throws -> GraphSet {
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
            throw ToolError.notFound("\(graphs.errors.count) of the \(graphs.graphCount) graph(s) cannot be read; nothing was done")
        }
        for note in graphs.notes { FileHandle.standardError.write(Data("apiref: note: \(note)\n".utf8)) }
        if !graphs.warnings.isEmpty {
            let lines = quiet ? [] : graphs.warnings.map(\.description)
            let summary = "apiref: \(graphs.warnings.count) symbol(s) left out of the graphs" + (quiet ? " (--quiet hides why)" : "")
            FileHandle.standardError.write(Data((lines + [summary]).joined(separator: "\n").appending("\n").utf8))
        }
        return graphs
    }
}
