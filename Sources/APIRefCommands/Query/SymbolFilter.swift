import APIRefCore
import APIRefIndex
import APIRefProcess

/// The filters of the listings (`deprecated`, `introduced`, `list`, `changes`), from the
/// command line or from an MCP tool's arguments, checked against the library.
public struct SymbolFilter {
    public var platform: String?
    public var container: String?

    public init(platform: String? = nil, container: String? = nil) {
        self.platform = platform
        self.container = container
    }

    /// The filters with their names as the index spells them; a platform or container the
    /// library does not have is a usage error (status 2) naming the ones it has, never an
    /// empty answer.
    public func resolved(in index: SymbolIndex) throws -> (platform: String?, container: String?) {
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
            guard let match = try index.containerName(given) else {
                let nearest = EditDistance.nearest(to: given, in: try index.pageNames())
                let hint = nearest.isEmpty ? "" : "; did you mean \(nearest.joined(separator: ", "))?"
                throw ToolError.usage("unknown container '\(given)': no class, protocol or category has that name\(hint)")
            }
            container = match
        }
        return (platform, container)
    }
}

/// Reads a version argument, or explains the expected form.
public enum VersionArgument {
    public static func parse(_ text: String) throws -> Version {
        guard let version = Version(text) else { throw ToolError.usage("'\(text)' is not a version; write it like 3.0") }
        return version
    }
}
