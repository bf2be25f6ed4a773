import APIRefCore
import APIRefImport
import APIRefProcess
import Foundation

/// `apiref sdk-diff`'s work: two releases' graphs compared (`SDKDiff`), per class, as lines
/// or JSON on standard output; no difference, or graphs with nothing in common, is status 1.
public struct SDKDiffRun {
    /// `--old` and `--new`: each release's graph files or folders.
    public var old: [String]
    public var new: [String]
    /// `--platform`: the platform whose versions are shown, as given.
    public var platform: String
    public var json: Bool

    public init(old: [String], new: [String], platform: String, json: Bool) {
        self.old = old
        self.new = new
        self.platform = platform
        self.json = json
    }

    /// A usage error unless both releases have graphs and the platform is one apiref knows.
    public func check() throws {
        if old.isEmpty || new.isEmpty { throw ToolError.usage("give the graphs of both releases: --old GRAPH… --new GRAPH…") }
        if VersionList.canonicalPlatform(platform) == nil {
            throw ToolError.usage("unknown platform '\(platform)'; use one of \(VersionList.platforms.joined(separator: ", "))")
        }
    }

    public func run() throws {
        let before = try GraphSet.loadForCommand(old, quiet: true)
        let after = try GraphSet.loadForCommand(new, quiet: true)
        if let nothing = NothingCompared.sdkDiff(old: before.facts, new: after.facts) { throw ToolError.notFound(nothing) }
        let platform = VersionList.canonicalPlatform(self.platform) ?? self.platform
        let groups = SDKDiff.compare(old: before.facts, new: after.facts, platform: platform)
        if json {
            try JSONOutput.write(groups)
        } else {
            print(Self.text(groups, platform: platform))
        }
        if groups.isEmpty { throw ToolError.notFound("the two releases declare the same API") }
    }

    /// The changes per class, one line each, and a line of counts.
    static func text(_ groups: [SDKDiff.Group], platform: String) -> String {
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
        return TerminalSafety.strip(lines.joined(separator: "\n"), keepNewlines: true)
    }
}
