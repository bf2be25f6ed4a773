import ArgumentParser

/// The filters `deprecated` and `introduced` share.
struct SymbolFilterOptions: ParsableArguments {
    @Option(help: "Only this platform, e.g. iOS.") var platform: String?
    @Option(help: "Only members of this class or protocol.") var container: String?
}
