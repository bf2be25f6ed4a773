import APIRefCommands
import ArgumentParser

/// The filters `deprecated`, `introduced` and `list` share.
struct SymbolFilterOptions: ParsableArguments {
    @Option(help: "Only this platform, e.g. iOS.") var platform: String?
    @Option(help: "Only members of this class or protocol.") var container: String?

    /// The filters, checked against the library when the command runs.
    var filter: SymbolFilter { SymbolFilter(platform: platform, container: container) }
}
