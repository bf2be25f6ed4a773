/// One change an SDK release made to a documented symbol, as `apiref history import` finds
/// it by comparing the symbol graphs of consecutive releases (`history.json`).
public struct HistoryEvent: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, CaseIterable, Sendable {
        /// The first release whose graphs hold the symbol (never the first release read:
        /// there only the availability's introduced version is known).
        case introduced
        case deprecated
        /// Marked `API_TO_BE_DEPRECATED`: the SDK's deprecated version is 100000, "a future
        /// release", which is never shown as a version.
        case toBeDeprecated = "to-be-deprecated"
        /// Absent from a later release's graphs.
        case removed
        /// The declaration's text changed (nullability, generics, types) in one language.
        case declaration
        /// The Swift name changed.
        case renamed

        /// What `apiref changes --kind` calls this kind.
        public var group: Group {
            switch self {
            case .introduced: return .added
            case .deprecated, .toBeDeprecated: return .deprecated
            case .removed: return .removed
            case .declaration, .renamed: return .changed
            }
        }

        /// The words a listing uses: `to be deprecated`, `declaration changed`.
        public var words: String {
            switch self {
            case .toBeDeprecated: return "to be deprecated"
            case .declaration: return "declaration changed"
            default: return rawValue
            }
        }
    }

    /// The kinds as `apiref changes --kind` names them.
    public enum Group: String, CaseIterable, Sendable {
        case added, deprecated, removed, changed
    }

    public enum Language: String, Codable, Sendable {
        case objectiveC = "objc"
        case swift
    }

    /// The SDK release whose graphs first show the change (`14.5`).
    public var release: Version
    /// The version the SDK itself names, where it names one: introduced in 14.0, deprecated
    /// in 13.0. Nil for removals, declaration changes, renames and "to be deprecated", which
    /// are known only to have happened by `release`.
    public var version: Version?
    public var kind: Kind
    /// The language whose graphs show the change, for declarations and renames.
    public var language: Language?
    /// The declaration or Swift name before and after.
    public var old: String?
    public var new: String?
    /// Why it is (to be) deprecated, where the Swift graphs say.
    public var message: String?
    /// What replaces it (`renamed`), where the Swift graphs say.
    public var replacement: String?

    public init(
        release: Version, version: Version? = nil, kind: Kind, language: Language? = nil,
        old: String? = nil, new: String? = nil, message: String? = nil, replacement: String? = nil
    ) {
        self.release = release
        self.version = version
        self.kind = kind
        self.language = language
        self.old = old
        self.new = new
        self.message = message
        self.replacement = replacement
    }

    /// The version a listing files the change under: the SDK's own where it names one.
    public var shownVersion: Version { version ?? release }

    /// Where the event goes in a listing: by version, then kind.
    public var listingOrder: (Version, Int) { (shownVersion, Kind.allCases.firstIndex(of: kind) ?? 0) }

    /// The order of a symbol's events in the file and in listings: by version, then kind,
    /// then language.
    public static func inOrder(_ lhs: HistoryEvent, _ rhs: HistoryEvent) -> Bool {
        let (left, right) = (lhs.listingOrder, rhs.listingOrder)
        return (left.0, left.1, lhs.language?.rawValue ?? "") < (right.0, right.1, rhs.language?.rawValue ?? "")
    }
}
