import APIRefCommands
import APIRefCore
import APIRefImport
import ArgumentParser
import Foundation

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

    func validate() throws {
        if old.isEmpty || new.isEmpty { throw ValidationError("give the graphs of both releases: --old GRAPH… --new GRAPH…") }
        if VersionList.canonicalPlatform(platform) == nil {
            throw ValidationError("unknown platform '\(platform)'; use one of \(VersionList.platforms.joined(separator: ", "))")
        }
    }

    func run() throws {
        let before = try GraphSet.loadForCommand(old, quiet: true)
        let after = try GraphSet.loadForCommand(new, quiet: true)
        if let nothing = NothingCompared.sdkDiff(old: before.facts, new: after.facts) { throw ToolError.notFound(nothing) }
        let platform = VersionList.canonicalPlatform(self.platform) ?? self.platform
        let groups = SDKDiff.compare(old: before.facts, new: after.facts, platform: platform)
        if format.isJSON {
            try JSONOutput.write(groups)
        } else {
            var lines: [String] = []
            for group in groups {
                lines.append(group.name)
                for change in group.changes {
                    let version = change.version.map { "  (\(platform) \($0))" } ?? ""
                    lines.append(
                        "  \(change.change.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0))\(change.kind.padding(toLength: 16, withPad: " ", startingAt: 0))\(change.name)\(version)"
                    )
                }
            }
            let counts = Dictionary(grouping: groups.flatMap(\.changes), by: \.change).mapValues(\.count)
            lines.append("\(counts[.added] ?? 0) added, \(counts[.deprecated] ?? 0) deprecated, \(counts[.removed] ?? 0) removed")
            print(TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true))
        }
        if groups.isEmpty { throw ToolError.notFound("the two releases declare the same API") }
    }
}
