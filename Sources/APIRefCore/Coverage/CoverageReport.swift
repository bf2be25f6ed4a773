/// How much of a library is written: per container and in total, members with a summary,
/// methods whose parameters and return value are described, deprecated members that name
/// their replacement; against an SDK's graphs, the members and containers it declares that
/// the library lacks; per translation language, members translated and current.
/// `apiref coverage` prints it and the site's coverage page shows it, computed the same way.
public struct CoverageReport: Sendable, Encodable {
    /// One page of the library, as coverage names its rows.
    public struct Page: Sendable {
        public var name: String
        public var kind: SymbolKind
        public var framework: String?
        /// A category's class.
        public var extendedClass: String?

        public init(name: String, kind: SymbolKind, framework: String?, extendedClass: String?) {
            self.name = name
            self.kind = kind
            self.framework = framework
            self.extendedClass = extendedClass
        }

        /// The page of `symbol`, when it is one that holds members (not an article).
        public init?(_ symbol: Symbol) {
            guard symbol.kind.isPage, symbol.kind != .article else { return nil }
            self.init(name: symbol.name, kind: symbol.kind, framework: symbol.framework, extendedClass: symbol.extendedClass)
        }
    }

    /// A container the graphs declare, in a framework the library documents, that the
    /// library has no page for.
    public struct MissingContainer: Sendable, Encodable {
        public var name: String
        public var kind: String
        public var framework: String
        public var members: Int
    }

    /// What the graphs were compared with.
    public struct SDKSummary: Sendable, Encodable {
        public var graphs: Int
        /// The frameworks the library documents that the graphs declare types of: where
        /// missing containers are looked for.
        public var frameworks: [String]
        /// Containers of the library that the graphs declare, member by member.
        public var comparedContainers: Int
        /// Containers of those frameworks that the library has no page for.
        public var missingContainers: [MissingContainer]
    }

    /// Worst first: the smallest share documented, then by name; rows with nothing to
    /// measure last.
    public var rows: [CoverageRow]
    /// The whole library (or the one container asked for).
    public var total: CoverageRow
    /// The translation languages reported, in `library.yml`'s order.
    public var languages: [String]
    /// Nil when no graphs were given.
    public var sdk: SDKSummary?
    /// The members measured, for `NextWork`.
    public var members: [MemberCoverage]
    /// The members the graphs declare that the library lacks, by container, for `NextWork`.
    public var missingMembers: [(container: String, member: SDKDeclarations.Member)]

    /// The figure `--fail-under` compares: members with a summary, of every member the
    /// library documents and every member the graphs declare that it lacks (`documented`).
    public var headline: CoverageFigure { total.documented }

    /// - Parameters:
    ///   - members: every member of the library (`MemberCoverage`).
    ///   - pages: every page that holds members.
    ///   - sdk: the graphs' declarations, when graphs were given.
    ///   - translations: by language, the state of each symbol's translation by id
    ///     (`TranslationStatus`); a member with prose and no state counts as missing.
    ///   - container: only this container (its canonical name), when asked.
    public init(
        members allMembers: [MemberCoverage], pages: [Page], sdk: SDKDeclarations? = nil,
        translations: [(language: String, states: [String: TranslationStatus.State])] = [], container: String? = nil
    ) {
        let members = container.map { name in allMembers.filter { $0.container == name } } ?? allMembers
        // Positions, not copies of the members: at 10,000 classes a copy of every member,
        // grown bucket by bucket, was the site build's peak.
        let byContainer = Dictionary(grouping: members.indices, by: { members[$0].container })
        let pagesByName = Dictionary(pages.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let categories = Dictionary(
            pages.compactMap { page in page.extendedClass.map { ($0, page) } }, uniquingKeysWith: { first, _ in first })
        // Rows: every container with members, and every type page without any.
        var names = Set(byContainer.keys)
        for page in pages where page.kind.isType { names.insert(page.name) }
        if let container { names = names.filter { $0 == container } }
        let languageNames = translations.map(\.language)

        var rows: [CoverageRow] = []
        var missing: [(container: String, member: SDKDeclarations.Member)] = []
        var compared = 0
        for name in names {
            let own = (byContainer[name] ?? []).lazy.map { members[$0] }
            let page = pagesByName[name] ?? categories[name]
            var row = Self.row(name: name, kind: page?.kind.rawValue, framework: page?.framework, members: own, translations: translations)
            // Only a type's own page is asked for the SDK's members: a category documents
            // what it adds, not the many members its class has in other frameworks.
            if let page = pagesByName[name], page.kind.isType, let declared = sdk?.containers[name] {
                compared += 1
                let documented = Set(own.map(\.name))
                let lacking = declared.members.filter { !documented.contains($0.name) }
                row.sdk = CoverageRow.SDKFigure(
                    declared: declared.members.count, missing: lacking.count, missingMembers: lacking.map(\.name))
                missing += lacking.map { (name, $0) }
            }
            rows.append(row)
        }
        rows.sort { left, right in
            if left.documented.isWorse(than: right.documented) { return true }
            if right.documented.isWorse(than: left.documented) { return false }
            return left.name < right.name
        }

        var total = Self.total(rows, languages: languageNames)
        if let sdk {
            var missingContainers: [MissingContainer] = []
            let libraryFrameworks = Set(pages.compactMap(\.framework))
            if container == nil {
                let known = Set(pagesByName.keys).union(names)
                missingContainers = sdk.containers.values
                    .filter { libraryFrameworks.contains($0.framework) && !known.contains($0.name) && Self.typeKinds.contains($0.kind) }
                    .map { MissingContainer(name: $0.name, kind: $0.kind, framework: $0.framework, members: $0.members.count) }
                    .sorted { $0.name < $1.name }
            }
            let rowsDeclared = rows.compactMap(\.sdk).reduce(0) { $0 + $1.declared }
            let rowsMissing = rows.compactMap(\.sdk).reduce(0) { $0 + $1.missing }
            let containersMissing = missingContainers.reduce(0) { $0 + $1.members }
            total.sdk = CoverageRow.SDKFigure(
                declared: rowsDeclared + containersMissing, missing: rowsMissing + containersMissing, missingMembers: nil)
            self.sdk = SDKSummary(
                graphs: sdk.graphCount, frameworks: libraryFrameworks.intersection(sdk.frameworks).sorted(),
                comparedContainers: compared, missingContainers: missingContainers)
        } else {
            self.sdk = nil
        }
        self.rows = rows
        self.total = total
        self.languages = languageNames
        self.members = members
        self.missingMembers = missing.sorted { ($0.container, $0.member.name) < ($1.container, $1.member.name) }
    }

    /// The kinds of the graphs' containers that a library documents on a page of their own.
    static let typeKinds: Set<String> = ["class", "protocol", "struct", "enum", "actor"]

    /// One container's figures, in one pass over its members (a library has tens of
    /// thousands, and the site counts them again on every update).
    private static func row(
        name: String, kind: String?, framework: String?, members: some Collection<MemberCoverage>,
        translations: [(language: String, states: [String: TranslationStatus.State])]
    ) -> CoverageRow {
        var summaries = 0
        var signatures = 0
        var described = 0
        var deprecated = 0
        var replaced = 0
        var prose = 0
        var translated = [Int](repeating: 0, count: translations.count)
        for member in members {
            if member.hasSummary { summaries += 1 }
            if member.owesSignature {
                signatures += 1
                if member.isSignatureDescribed { described += 1 }
            }
            if member.isDeprecated {
                deprecated += 1
                if member.hasReplacement { replaced += 1 }
            }
            if member.hasProse {
                prose += 1
                for (position, language) in translations.enumerated() where language.states[member.id] == .translated {
                    translated[position] += 1
                }
            }
        }
        var figures: [String: CoverageFigure] = [:]
        for (position, language) in translations.enumerated() {
            figures[language.language] = CoverageFigure(translated[position], of: prose)
        }
        return CoverageRow(
            name: name, kind: kind, framework: framework, members: members.count,
            summaries: CoverageFigure(summaries, of: members.count),
            signatures: CoverageFigure(described, of: signatures),
            replacements: CoverageFigure(replaced, of: deprecated),
            sdk: nil, translations: figures)
    }

    /// The rows added up: every member is in one row.
    private static func total(_ rows: [CoverageRow], languages: [String]) -> CoverageRow {
        var total = CoverageRow(
            name: "Total", kind: nil, framework: nil, members: 0, summaries: .none, signatures: .none,
            replacements: .none, sdk: nil, translations: Dictionary(uniqueKeysWithValues: languages.map { ($0, CoverageFigure.none) }))
        for row in rows {
            total.members += row.members
            total.summaries = total.summaries + row.summaries
            total.signatures = total.signatures + row.signatures
            total.replacements = total.replacements + row.replacements
            for language in languages {
                total.translations[language] = (total.translations[language] ?? .none) + (row.translations[language] ?? .none)
            }
        }
        return total
    }

    private enum Key: String, CodingKey { case headline, total, containers, languages, sdk }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(headline, forKey: .headline)
        try container.encode(total, forKey: .total)
        try container.encode(rows, forKey: .containers)
        try container.encode(languages, forKey: .languages)
        try container.encode(sdk, forKey: .sdk)
    }
}
