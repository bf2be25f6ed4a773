/// What coverage reads of one member of a page: whether it has a summary, whether its
/// parameters and return value are described (`DescribedSignature`), whether a deprecated
/// member names its replacement, and whether it has prose to translate. The facts are
/// worked out from the whole symbol once, when the index is written, and kept there beside
/// the prose's fingerprint, so that the site's coverage page reads them without decoding
/// every symbol again; `apiref coverage` works them out the same way.
public struct MemberCoverage: Sendable, Hashable {
    /// What a member has written, as one small integer.
    public struct Facts: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// It has a summary.
        public static let summary = Facts(rawValue: 1 << 0)
        /// It has parameters or a return value to describe.
        public static let signature = Facts(rawValue: 1 << 1)
        /// One of its parameters has no description.
        public static let undescribedParameters = Facts(rawValue: 1 << 2)
        /// It returns a value that has no Return Value section.
        public static let undescribedReturn = Facts(rawValue: 1 << 3)
        public static let deprecated = Facts(rawValue: 1 << 4)
        /// It names what replaces it (the `Replacement` field).
        public static let replacement = Facts(rawValue: 1 << 5)
        /// It has English prose a translation translates (`TranslationStatus.hasProse`).
        public static let prose = Facts(rawValue: 1 << 6)

        /// The facts of a whole symbol.
        public static func of(_ symbol: Symbol) -> Facts {
            var facts: Facts = []
            if !symbol.summary.isEmpty { facts.insert(.summary) }
            if let signature = DescribedSignature(symbol) {
                facts.insert(.signature)
                if !signature.undescribedParameters.isEmpty { facts.insert(.undescribedParameters) }
                if signature.undescribedReturn { facts.insert(.undescribedReturn) }
            }
            if symbol.isDeprecated { facts.insert(.deprecated) }
            if symbol.replacement != nil { facts.insert(.replacement) }
            if TranslationStatus.hasProse(symbol) { facts.insert(.prose) }
            return facts
        }
    }

    // A site build holds one for each of its 330,000 members at 10,000 classes: the strings
    // first and the small values last, so that they share one word (56 bytes, not 72).

    /// The id, or its framework alone where the id is `framework/container/name` (as the
    /// symbol's, `Symbol.compactIDs`): a library's members would otherwise each hold a
    /// string of their own here.
    private let idOrFramework: String
    public let name: String
    /// The row it is counted in: its container (for a category's member, the class the
    /// category extends), else the page it is on.
    public let container: String
    public let kind: SymbolKind
    private let idIsJoined: Bool
    /// `facts`, whose seven flags fit in a byte.
    private var factBits: UInt8

    public var facts: Facts {
        get { Facts(rawValue: Int(factBits)) }
        set { factBits = UInt8(truncatingIfNeeded: newValue.rawValue) }
    }

    public var id: String { idIsJoined ? IDText.joined(idOrFramework, container, name) : idOrFramework }

    /// Every symbol that is not a page is a member: properties, methods, constants and their
    /// groups, notifications, functions, data types, Swift's initializers, cases and the rest.
    /// `symbol` may be an identity when `facts` are given (the index's); `page` is the name
    /// of the page it is on, for a member without a container.
    public init?(_ symbol: Symbol, facts: Facts? = nil, page: String? = nil) {
        guard !symbol.kind.isPage, let container = symbol.container ?? page else { return nil }
        if let parts = symbol.joinedIDParts, parts.container == container {
            idOrFramework = parts.framework
            idIsJoined = true
        } else {
            idOrFramework = symbol.id
            idIsJoined = false
        }
        name = symbol.name
        kind = symbol.kind
        self.container = container
        factBits = UInt8(truncatingIfNeeded: (facts ?? Facts.of(symbol)).rawValue)
    }

    public static func == (lhs: MemberCoverage, rhs: MemberCoverage) -> Bool {
        lhs.name == rhs.name && lhs.kind == rhs.kind && lhs.container == rhs.container && lhs.facts == rhs.facts
            && lhs.id == rhs.id
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(container)
        hasher.combine(facts)
    }

    public var hasSummary: Bool { facts.contains(.summary) }
    /// Whether it has parameters or a return value to describe.
    public var owesSignature: Bool { facts.contains(.signature) }
    /// Whether every parameter and the return value it owes are described.
    public var isSignatureDescribed: Bool { facts.isDisjoint(with: [.undescribedParameters, .undescribedReturn]) }
    public var isDeprecated: Bool { facts.contains(.deprecated) }
    public var hasReplacement: Bool { facts.contains(.replacement) }
    public var hasProse: Bool { facts.contains(.prose) }

    /// What is left to write, most needed first: nothing when `gaps` is empty.
    public var gaps: [CoverageGap] {
        var gaps: [CoverageGap] = []
        if !hasSummary { gaps.append(.summary) }
        if facts.contains(.undescribedParameters) { gaps.append(.parameters) }
        if facts.contains(.undescribedReturn) { gaps.append(.returnValue) }
        if isDeprecated && !hasReplacement { gaps.append(.replacement) }
        return gaps
    }
}

/// A piece of documentation a member lacks, in the order `--next` ranks them: a member the
/// SDK declares and the library does not document at all, then one without a summary, then
/// one whose parameters or return value are not described, then a deprecated one that
/// does not name its replacement.
public enum CoverageGap: String, Sendable, Codable, Comparable, CaseIterable {
    /// The SDK declares it; the library has no entry for it.
    case missing
    case summary, parameters, returnValue, replacement

    /// The position in the order above.
    private var rank: Int {
        switch self {
        case .missing: 0
        case .summary: 1
        case .parameters: 2
        case .returnValue: 3
        case .replacement: 4
        }
    }

    public static func < (lhs: CoverageGap, rhs: CoverageGap) -> Bool { lhs.rank < rhs.rank }
}
