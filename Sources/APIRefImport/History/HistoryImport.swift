import APIRefCore
import Foundation

/// Compares the graphs of consecutive SDK releases for the symbols a library documents and
/// records what each release changed (`HistoryFile`). Only documented symbols, only changes:
/// a symbol already in the first release gets no "introduced" event (its availability says
/// when), and nothing is recorded for a release that changed nothing about it.
public struct HistoryImport {
    /// One release: its version and the folder of its graphs.
    public struct Release: Sendable {
        public var version: Version
        public var folder: String

        public init(version: Version, folder: String) {
            self.version = version
            self.folder = folder
        }
    }

    public struct Result {
        public var file: HistoryFile
        /// Graph files read, over all releases.
        public var graphCount: Int
        /// Documented symbols found in at least one release.
        public var matchedSymbols: Int
    }

    /// What one release's graphs say about a documented symbol, in each language.
    struct State {
        var objectiveC: GraphSymbolState?
        var swift: GraphSymbolState?

        var introduced: Version? { objectiveC?.introduced ?? swift?.introduced }
        var deprecated: Version? { objectiveC?.deprecated ?? swift?.deprecated }
        var toBeDeprecated: Bool { (objectiveC?.toBeDeprecated ?? false) || (swift?.toBeDeprecated ?? false) }
        var message: String? { swift?.message ?? objectiveC?.message }
        var renamed: String? { swift?.renamed ?? objectiveC?.renamed }
    }

    /// Reads each release (oldest first after sorting) and compares it with the one before.
    public static func run(_ releases: [Release], documented symbols: [Symbol]) throws(SymbolGraphFile.Failure) -> Result {
        let sorted = releases.sorted { $0.version < $1.version }
        let documented = DocumentedSymbols(symbols)
        var graphCount = 0
        var previous: (graphs: ReleaseGraphs, states: [String: State])?
        var events: [String: [HistoryEvent]] = [:]
        var matched: Set<String> = []
        for release in sorted {
            // One release in memory at a time, beside the one before it.
            let graphs = try ReleaseGraphs.read(release.folder, version: release.version)
            graphCount += graphs.graphCount
            let states = Self.states(graphs, documented: documented)
            matched.formUnion(states.keys)
            if let previous {
                for (id, list) in compare(previous.states, states, before: previous.graphs, now: graphs) {
                    events[id, default: []] += list
                }
            }
            previous = (graphs, states)
        }
        let latest = previous?.states ?? [:]
        for (id, list) in events {
            events[id] = list.map { fillingMessage($0, from: latest[id]) }.sorted(by: HistoryEvent.inOrder)
        }
        let file = HistoryFile(releases: sorted.map(\.version), symbols: events.filter { !$0.value.isEmpty })
        return Result(file: file, graphCount: graphCount, matchedSymbols: matched.count)
    }

    /// Each documented symbol's state in one release. Where two graph symbols find one
    /// page, the one whose kind matched wins, else the first by identifier: never the
    /// order of a dictionary, so that two imports write the same file.
    static func states(_ graphs: ReleaseGraphs, documented: DocumentedSymbols) -> [String: State] {
        var states: [String: State] = [:]
        for language in [HistoryEvent.Language.objectiveC, .swift] {
            var exact: Set<String> = []
            let symbols = language == .swift ? graphs.swift : graphs.objectiveC
            for (identifier, symbol) in symbols.sorted(by: { $0.key < $1.key }) {
                guard let match = documented.match(identifier: identifier, state: symbol), !exact.contains(match.id) else { continue }
                let taken = language == .swift ? states[match.id]?.swift != nil : states[match.id]?.objectiveC != nil
                guard !taken || match.exact else { continue }
                if match.exact { exact.insert(match.id) }
                if language == .swift {
                    states[match.id, default: State()].swift = symbol
                } else {
                    states[match.id, default: State()].objectiveC = symbol
                }
            }
        }
        return states
    }

    /// The events between two consecutive releases, by symbol id.
    static func compare(_ old: [String: State], _ new: [String: State], before: ReleaseGraphs, now: ReleaseGraphs) -> [String:
        [HistoryEvent]]
    {
        let release = now.version
        var result: [String: [HistoryEvent]] = [:]
        for id in Set(old.keys).union(new.keys) {
            var events: [HistoryEvent] = []
            switch (old[id], new[id]) {
            case (let was?, nil):
                // Gone from every graph of the release; a language the release has no graphs
                // of cannot say so.
                if was.objectiveC != nil || now.hasSwift { events.append(HistoryEvent(release: release, kind: .removed)) }
            case (nil, let state?):
                events += arrival(state, before: before, now: now)
            case (let was?, let state?):
                events += deprecation(was, state, release: release)
                if let a = was.objectiveC, let b = state.objectiveC, Self.normalized(a.declaration) != Self.normalized(b.declaration) {
                    events.append(
                        HistoryEvent(release: release, kind: .declaration, language: .objectiveC, old: a.declaration, new: b.declaration))
                }
                if let a = was.swift, let b = state.swift {
                    if a.name != b.name {
                        events.append(HistoryEvent(release: release, kind: .renamed, language: .swift, old: a.name, new: b.name))
                    } else if Self.normalized(a.declaration) != Self.normalized(b.declaration) {
                        events.append(
                            HistoryEvent(release: release, kind: .declaration, language: .swift, old: a.declaration, new: b.declaration))
                    }
                }
            case (nil, nil):
                break
            }
            if !events.isEmpty { result[id] = events }
        }
        return result
    }

    /// A symbol the release before did not hold. Its availability may say it is older than
    /// that release: then it was there but outside the graphs (a header that did not parse,
    /// Swift-only API before the first release with Swift graphs), and nothing happened.
    static func arrival(_ state: State, before: ReleaseGraphs, now: ReleaseGraphs) -> [HistoryEvent] {
        let previous = before.version
        if let introduced = state.introduced, introduced <= previous { return [] }
        if state.introduced == nil, state.objectiveC == nil, !before.hasSwift { return [] }
        var events = [HistoryEvent(release: now.version, version: state.introduced, kind: .introduced)]
        events += deprecation(State(), state, release: now.version)
        return events
    }

    /// A deprecation the newer state has and the older lacks; "to be deprecated" is its own kind.
    static func deprecation(_ was: State, _ state: State, release: Version) -> [HistoryEvent] {
        if let deprecated = state.deprecated, was.deprecated == nil {
            return [
                HistoryEvent(release: release, version: deprecated, kind: .deprecated, message: state.message, replacement: state.renamed)
            ]
        }
        if state.toBeDeprecated, state.deprecated == nil, !was.toBeDeprecated, was.deprecated == nil {
            return [HistoryEvent(release: release, kind: .toBeDeprecated, message: state.message, replacement: state.renamed)]
        }
        return []
    }

    /// A deprecation seen first in Objective-C graphs, which carry no messages, takes the
    /// message and replacement the newest Swift graph gives for the same kind of deprecation.
    static func fillingMessage(_ event: HistoryEvent, from latest: State?) -> HistoryEvent {
        guard let swift = latest?.swift, event.message == nil, event.replacement == nil else { return event }
        let same = event.kind == .deprecated ? swift.deprecated != nil : event.kind == .toBeDeprecated && swift.toBeDeprecated
        guard same else { return event }
        var filled = event
        filled.message = swift.message
        filled.replacement = swift.renamed
        return filled
    }

    /// Spacing does not count as a change.
    static func normalized(_ declaration: String) -> String {
        declaration.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
