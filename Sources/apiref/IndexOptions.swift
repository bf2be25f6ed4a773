import APIRefCore
import ArgumentParser
import Foundation

extension ContentOptions {
    /// Opens the compiled index, rebuilding it when the content changed. A content
    /// folder that cannot be read or an index that cannot be written ends the run (status 2).
    func openIndex() throws -> SymbolIndex {
        do {
            let index = try SymbolIndex.open(folder)
            if index.wasRebuilt, let errors = index.metadata("errors").flatMap(Int.init), errors > 0 {
                FileHandle.standardError.write(Data("apiref: the content has \(errors) error(s); run `apiref check` to see them\n".utf8))
            }
            return index
        } catch {
            FileHandle.standardError.write(Data("apiref: \(error)\n".utf8))
            throw ExitCode(2)
        }
    }
}
