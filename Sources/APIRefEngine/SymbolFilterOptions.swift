import APIRefCommands
import APIRefCore
import APIRefIndex
import ArgumentParser

/// The filters `deprecated`, `introduced` and `list` share.
struct SymbolFilterOptions: ParsableArguments {
    @Option(help: "Only this platform, e.g. iOS.") var platform: String?
    @Option(help: "Only members of this class or protocol.") var container: String?

    init() {}

    init(platform: String?, container: String?) {
        self.platform = platform
        self.container = container
    }

    /// The filters with their names as the index spells them; a platform or container the
    /// library does not have is a usage error (status 2) naming the ones it has, never an
    /// empty answer.
    func resolved(in index: SymbolIndex) throws -> (platform: String?, container: String?) {
        var platform = self.platform
        if let given = platform {
            let known = try index.platforms()
            guard let match = known.first(where: { $0.caseInsensitiveCompare(given) == .orderedSame }) else {
                throw ToolError.usage("unknown platform '\(given)'; this library has \(known.joined(separator: ", "))")
            }
            platform = match
        }
        var container = self.container
        if let given = container {
            guard let match = index.containerName(given) else {
                let nearest = EditDistance.nearest(to: given, in: try index.pageNames())
                let hint = nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", "))?"
                throw ToolError.usage("unknown container '\(given)': no class, protocol or category has that name\(hint)")
            }
            container = match
        }
        return (platform, container)
    }
}
