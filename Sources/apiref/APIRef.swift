import ArgumentParser

/// The `apiref` command: reference documentation in the terminal and as a site.
@main
struct APIRef: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apiref",
        abstract: "Read, check and publish API references written in Markdown.",
        subcommands: [Check.self, List.self]
    )
}
