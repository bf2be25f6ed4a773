import APIRefCommands
import APIRefCore
import ArgumentParser

/// `apiref sdk-diff --old GRAPH… --new GRAPH…`: what an SDK update added, deprecated and removed.
struct SDKDiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sdk-diff",
        abstract: "List what one SDK release added, deprecated and removed against another, per class.")

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The older release's symbol graphs (files or folders).", valueName: "graph"))
    var old: [String] = []

    @Option(parsing: .upToNextOption, help: ArgumentHelp("The newer release's symbol graphs (files or folders).", valueName: "graph"))
    var new: [String] = []

    @Option(
        help: ArgumentHelp(
            "The platform whose versions are shown: \(VersionList.platforms.joined(separator: ", ")).", valueName: "platform"))
    var platform = "iOS"

    @OptionGroup var format: FormatOptions

    private var action: SDKDiffRun { SDKDiffRun(old: old, new: new, platform: platform, json: format.isJSON) }

    func validate() throws {
        try validating { try action.check() }
    }

    func run() throws {
        try action.run()
    }
}
