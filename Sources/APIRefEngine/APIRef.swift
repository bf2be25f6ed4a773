import ArgumentParser

/// The `apiref` command: reference documentation in the terminal and as a site.
struct APIRef: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apiref",
        abstract: "Read, check and publish API references written in Markdown.",
        subcommands: [LookupCommand.self, Check.self, List.self, DeprecatedCommand.self, IntroducedCommand.self, SearchCommand.self, BuildCommand.self],
        defaultSubcommand: LookupCommand.self
    )
}
