import APIRefCommands
import APIRefCore
import APIRefIndex
import ArgumentParser

/// The filters `deprecated`, `introduced` and `list` share.
struct SymbolFilterOptions: ParsableArguments {
    @Option(help: "Only this platform, e.g. iOS.") var platform: String?
    @Option(help: "Only members of this class or protocol.") var container: String?

    /// The filters with their names as the index spells them (`SymbolFilter`).
    func resolved(in index: SymbolIndex) throws -> (platform: String?, container: String?) {
        try SymbolFilter(platform: platform, container: container).resolved(in: index)
    }
}
