import APIRefCore
import APIRefIndex
import APIRefProcess
import Foundation

/// `apiref changes`'s work: its versions and kinds checked when it is made (usage errors,
/// before any folder is read), then the listing of one library's history.
public struct ChangesRun {
    public var from: Version
    public var to: Version
    /// `--container`, as given: checked against the library when it runs.
    public var container: String?
    /// `--kind`: nothing is every kind.
    public var groups: Set<HistoryEvent.Group>
    public var output: Output

    /// The run the arguments ask for; a version or kind that cannot be one is a usage error.
    public init(from: String, to: String, container: String?, kinds: [String], output: Output) throws {
        (self.from, self.to) = (try VersionArgument.parse(from), try VersionArgument.parse(to))
        groups = try Set(kinds.map(Self.group))
        self.container = container
        self.output = output
    }

    /// The kind of change `name` names (added, deprecated, removed, changed).
    static func group(_ name: String) throws -> HistoryEvent.Group {
        guard let group = HistoryEvent.Group(rawValue: name) else {
            throw ToolError.usage(
                "'\(name)' is not a kind of change; use \(HistoryEvent.Group.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return group
    }

    /// The changes in `folder`'s library, as text or JSON; none is status 1 (`ChangesListing`).
    public func run(in folder: ContentFolder) throws {
        let index = try folder.openIndex()
        // A container the library does not have is a usage error, as for `deprecated`.
        let container = try SymbolFilter(container: self.container).resolved(in: index).container
        let changes = try ChangesListing.changes(in: index, from: from, to: to, container: container, groups: groups)
        if output.json { return try output.emitJSON(ChangesListing.records(changes)) }
        output.emit(ChangesListing.text(changes))
    }
}
