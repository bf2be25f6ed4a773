import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

extension ContentFolder {
    /// Opens the compiled index, bringing it up to date when the content changed (for a
    /// lookup, only the files its answer comes from are checked: `SymbolIndex.openForLookup`).
    /// A content folder that cannot be read or an index that cannot be written is an I/O
    /// failure (status 3). The index is in the cache folder (`IndexLocation`), or at `location`.
    public func openIndex(forLookup: Bool = false, announcingErrors: Bool = true, at location: URL? = nil) throws -> SymbolIndex {
        do {
            let index = try forLookup ? SymbolIndex.openForLookup(self, at: location) : SymbolIndex.open(self, at: location)
            if announcingErrors, index.wasRebuilt, case let errors = try index.errorCount, errors > 0 {
                FileHandle.standardError.write(Data("apiref: the content has \(errors) error(s); run `apiref check` to see them\n".utf8))
            }
            return index
        } catch let error as ContentError {
            throw ToolError.io("\(error); give a library folder with --content DIR")
        } catch {
            throw ToolError.io("cannot open the index of \(displayName): \(error)")
        }
    }

    /// The folder as messages name it.
    var displayName: String { displayPath.isEmpty ? url.path : displayPath }
}
