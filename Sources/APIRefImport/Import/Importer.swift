import APIRefCore
import Foundation

/// Plans an import: which page each container goes to, what merging the graph's facts into
/// it changes, and the text to write. Writing is the caller's (`FileBatch`), so that a dry
/// run and a real one share every decision.
public struct Importer {
    public struct PagePlan: Encodable, Sendable {
        /// `refused`: the page as it would be written does not pass `check`
        /// (`ImportedPageCheck`), and is not written.
        public enum Action: String, Encodable, Sendable { case create, update, unchanged, refused }
        /// The page's path inside the library folder.
        public var path: String
        public var name: String
        public var action: Action
        public var report: PageMergeReport
        /// Why a refused page is refused: the errors `check` finds in it.
        public var errors: [String] = []
        /// Entries of the page the Swift graphs spell (members, constant groups, constants,
        /// globals, Swift-only members), and those they spell in a way the page format cannot
        /// say (`PageSpellings.unsayable`), left without a Swift spelling.
        public var swiftSpelled = 0
        public var swiftUnsayable: [String] = []
    }

    public struct Plan: Encodable, Sendable {
        public var pages: [PagePlan]
        /// Enumerations and constants in headers that no class of the graphs is declared in.
        public var unplaced: [String]
    }

    public enum Failure: Error, CustomStringConvertible {
        case unknownNames([String], suggestions: [String: [String]])
        case outsideFolder(String)
        case unreadable(String, reason: String)

        public var description: String {
            switch self {
            case .unknownNames(let names, let suggestions):
                return names.map { name in
                    let hint = suggestions[name].map { $0.isEmpty ? "" : "; did you mean \($0.joined(separator: ", "))?" } ?? ""
                    return "the graphs declare no class, protocol or category named '\(name)'\(hint)"
                }.joined(separator: "\n")
            case .outsideFolder(let path): return "'\(path)' would be written outside the library folder; nothing was written"
            case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
            }
        }
    }

    /// A page to write: where, its path inside the library folder, and its text.
    public struct Write: Sendable {
        public var url: URL
        public var path: String
        public var text: String
        /// The bytes the page was read with (nil for a new page): the write checks it still holds them.
        public var original: Data?
    }

    public var facts: APIFacts
    /// The library folder written into.
    public var folder: URL
    /// Existing pages by the name of the class, protocol or category they document, as
    /// paths inside `folder`.
    public var existingPages: [String: String]

    /// Constants and notifications the library documents, by name, with the page they are on:
    /// an enumeration or constant already documented somewhere stays there.
    public var documentedConstants: [String: String]
    /// The Swift graphs' spellings, joined to the facts; nil without Swift graphs.
    public var spellings: SpellingJoin?
    /// Write only Swift spellings into pages that exist (`import --spellings-only`).
    public var spellingsOnly: Bool

    public init(
        facts: APIFacts, folder: URL, existingPages: [String: String], documentedConstants: [String: String] = [:],
        spellings: SpellingJoin? = nil, spellingsOnly: Bool = false
    ) {
        self.facts = facts
        self.folder = folder.standardizedFileURL
        self.existingPages = existingPages
        self.documentedConstants = documentedConstants
        self.spellings = spellings
        self.spellingsOnly = spellingsOnly
    }

    /// The plan, and the files to write (only the pages whose text changes), each with the
    /// bytes it was read with: the write checks the page still holds them.
    public func plan(only names: [String]) throws(Failure) -> (plan: Plan, writes: [Write]) {
        let unknown = names.filter { facts.containers[$0] == nil }
        if !unknown.isEmpty {
            let all = Array(facts.containers.keys)
            throw .unknownNames(
                unknown, suggestions: Dictionary(uniqueKeysWithValues: unknown.map { ($0, EditDistance.nearest(to: $0, in: all)) }))
        }
        let selected = (names.isEmpty ? Array(facts.containers.keys) : names).sorted()
        let containers = selected.compactMap { facts.containers[$0] }

        // Enumerations and globals go where `ConstantPlacement` says, when that page is imported.
        let selectedNames = Set(containers.map(\.name))
        let placement = ConstantPlacement(facts: facts, documented: documentedConstants)
        var enumerations: [String: [APIEnumeration]] = [:]
        var globals: [String: [APIGlobal]] = [:]
        var unplaced: [String] = []
        for enumeration in facts.enumerations.values.sorted(by: { $0.name < $1.name }) {
            let owner = placement.owner(of: enumeration.name, header: enumeration.header, members: enumeration.cases.map(\.name))
            if let owner, selectedNames.contains(owner) {
                enumerations[owner, default: []].append(enumeration)
            } else if owner == nil && names.isEmpty {
                unplaced.append(enumeration.name)
            }
        }
        for global in facts.globals.values.sorted(by: { $0.name < $1.name })
        where global.kind != .typedef || facts.enumerations[global.name] == nil {
            let owner = placement.owner(of: global.name, header: global.header)
            if let owner, selectedNames.contains(owner) {
                globals[owner, default: []].append(global)
            } else if owner == nil && names.isEmpty {
                unplaced.append(global.name)
            }
        }

        var pages: [PagePlan] = []
        var writes: [Write] = []
        // Only the pages the library has take Swift spellings alone.
        for container in containers where !spellingsOnly || existingPages[container.name] != nil {
            let relative = existingPages[container.name] ?? "\(container.framework)/\(container.fileStem).md"
            let url = folder.appendingPathComponent(relative).standardizedFileURL
            guard url.path.hasPrefix(folder.path + "/") else { throw .outsideFolder(relative) }
            let swift = spellings.map {
                $0.page(for: container, enumerations: enumerations[container.name] ?? [], globals: globals[container.name] ?? [])
            }
            let merger = PageMerger(
                container: container, framework: container.framework,
                enumerations: enumerations[container.name] ?? [], globals: globals[container.name] ?? [],
                swift: swift, spellingsOnly: spellingsOnly)
            var existing: String?
            var original: Data?
            if existingPages[container.name] != nil {
                do {
                    original = try Data(contentsOf: url)
                } catch {
                    throw .unreadable(relative, reason: (error as NSError).localizedDescription)
                }
                guard let text = original.flatMap({ String(data: $0, encoding: .utf8) }) else {
                    throw .unreadable(relative, reason: "it is not UTF-8")
                }
                existing = text
            }
            let (text, report) = merger.merge(into: existing ?? merger.skeleton())
            let action: PagePlan.Action = existing == nil ? .create : existing == text ? .unchanged : .update
            var pagePlan = PagePlan(path: relative, name: container.name, action: action, report: report)
            if let swift {
                pagePlan.swiftSpelled =
                    swift.members.count + swift.enumerations.count + swift.cases.count + swift.globals.count + swift.swiftOnlyMembers.count
                pagePlan.swiftUnsayable = swift.unsayable
            }
            pages.append(pagePlan)
            if action != .unchanged { writes.append(Write(url: url, path: relative, text: text, original: original)) }
        }
        return (Plan(pages: pages, unplaced: unplaced), writes)
    }
}
