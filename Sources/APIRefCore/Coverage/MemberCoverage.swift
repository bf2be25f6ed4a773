/// What coverage reads of one member of a page: whether it has a summary, whether its
/// parameters and return value are described (`DescribedSignature`), whether a deprecated
/// member names its replacement, and whether it has prose to translate. Made from a whole
/// symbol, so that `apiref coverage` and the site's coverage page count alike.
public struct MemberCoverage: Sendable, Hashable {
    public var id: String
    public var name: String
    public var kind: SymbolKind
    /// The row it is counted in: its container (for a category's member, the class the
    /// category extends), else the page it is on.
    public var container: String
    /// The content file it is written in: links from the same file are not counted as
    /// mentions (`NextWork`).
    public var file: String
    public var hasSummary: Bool
    /// What its parameters and return value owe; nil when it has neither.
    public var signature: DescribedSignature?
    /// Whether it is deprecated.
    public var isDeprecated: Bool
    /// Whether it names what replaces it (the `Replacement` field).
    public var hasReplacement: Bool
    /// Whether it has English prose a translation translates (`TranslationStatus.hasProse`).
    public var hasProse: Bool

    /// Every symbol that is not a page is a member: properties, methods, constants and their
    /// groups, notifications, functions, data types, Swift's initializers, cases and the rest.
    /// `page` is the name of the page it is on, for a member without a container.
    public init?(_ symbol: Symbol, page: String? = nil) {
        guard !symbol.kind.isPage, let container = symbol.container ?? page else { return nil }
        id = symbol.id
        name = symbol.name
        kind = symbol.kind
        self.container = container
        file = symbol.location.path
        hasSummary = !symbol.summary.isEmpty
        signature = DescribedSignature(symbol)
        isDeprecated = symbol.isDeprecated
        hasReplacement = symbol.replacement != nil
        hasProse = TranslationStatus.hasProse(symbol)
    }

    /// What is left to write, most needed first: nothing when `gaps` is empty.
    public var gaps: [CoverageGap] {
        var gaps: [CoverageGap] = []
        if !hasSummary { gaps.append(.summary) }
        if let signature, !signature.undescribedParameters.isEmpty { gaps.append(.parameters) }
        if let signature, signature.undescribedReturn { gaps.append(.returnValue) }
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
