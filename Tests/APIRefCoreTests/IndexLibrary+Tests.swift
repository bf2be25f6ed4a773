@testable import APIRefIndex

extension SymbolIndex {
    /// The index as a `CompiledLibrary` for a test that asks it as lookups and translations
    /// do, outside `reading`: a failed read behind an answer then shows as a wrong answer,
    /// which the test's expectations catch. (Commands go through `reading`, which throws it.)
    var unscopedLibrary: IndexLibrary { IndexLibrary(index: self) }
}
