import APIRefBase
import APIRefCommands
import APIRefCore
import APIRefIndex
import Foundation

/// The content folder the server answers from, through the same index as every other
/// command (`ContentFolder.openIndex`, `FreshLookup`): opened for each question, so that
/// an edited page is reindexed before the next answer, as a lookup would do it. Questions
/// are answered one at a time: two at once could both start rebuilding the index, and
/// each takes milliseconds.
final class ServedLibrary: Sendable {
    let folder: ContentFolder
    /// Where the index is: nil for the cache folder, as for every command (tests give one of their own).
    let indexLocation: URL?
    private let turn = Locked(())

    init(folder: ContentFolder, indexLocation: URL? = nil) {
        self.folder = folder
        self.indexLocation = indexLocation
    }

    /// `body`'s answer, alone with the library.
    func answer<T>(_ body: () throws -> T) throws -> T {
        try turn.withLock { _ in try body() }
    }

    /// `body`'s answer from the index, brought up to date (`SymbolIndex.open`), as a library
    /// (`SymbolIndex.reading`, which throws a read that failed behind an answer): for the
    /// questions about the whole library.
    func reading<T>(_ body: (IndexLibrary) throws -> T) throws -> T {
        try folder.openIndex(at: indexLocation).reading(body)
    }

    /// `make`'s answer to a lookup, from an index current for it (`FreshLookup`).
    func lookUp<T>(_ lookup: FreshLookup, _ make: (LookupResult, IndexLibrary) throws -> T) throws -> T {
        try lookup.answer(in: folder, index: indexLocation) { result, library, _ in try make(result, library) }
    }
}
