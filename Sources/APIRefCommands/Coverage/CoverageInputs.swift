import APIRefCore
import APIRefIndex

/// What a coverage report is computed from, read from the compiled index (no Markdown is
/// parsed again) and the translations: the same for `apiref coverage` and the site's
/// coverage page, so that the two agree.
public struct CoverageInputs {
    public var members: [MemberCoverage]
    public var pages: [CoverageReport.Page]
    /// Every symbol, whole (for the site, identities): what `NextWork` counts links in.
    public var symbols: [Symbol]
    /// By language, the state of each symbol's translation (`TranslationStatus`).
    public var translations: [(language: String, states: [String: TranslationStatus.State])]
    /// Translation files that could not be read (display paths): their members count as
    /// not translated, and `check` says why.
    public var unreadableTranslations: [String]

    /// Reads every symbol of `index`, and the translations of `folder` in `languages`, whose
    /// states are `l10n status`'s.
    public init(folder: ContentFolder, index: SymbolIndex, languages: [String]) throws {
        let symbols = try index.allSymbols()
        let (states, unreadable) = try Self.translationStates(folder: folder, index: index, symbols: symbols, languages: languages)
        self.init(symbols: symbols, translations: states, unreadable: unreadable)
    }

    /// For a site build: the identities it holds (`table`, in the index's order) with the
    /// facts the index keeps of each (`SymbolIndex.coverageFacts`), no body decoded; and the
    /// states of the translations as the copies of the site in their languages read them
    /// (`LocalizedSymbolSource`), so that each translation is read once for both, by the rule
    /// `l10n status` counts by. The sources read through the build's `IndexLibrary`, whose
    /// failed reads its `SymbolIndex.reading` throws.
    public init(index: SymbolIndex, table: SymbolTable, sources: [LocalizedSymbolSource]) throws {
        let facts = try index.coverageFacts(of: table)
        let symbols = table.symbols
        // Positions, not copies of the symbols: at 10,000 classes a copy of each member was
        // 32 MB of a site build's peak, made even for a site without translations.
        let prose = sources.isEmpty ? [] : symbols.indices.filter { facts[$0].contains(.prose) && !symbols[$0].kind.isPage }
        let states = sources.map { source in
            let found = prose.concurrentMap(chunkSize: 256) { position in
                (symbols[position].id, source.translationState(of: symbols[position]))
            }
            return (language: source.language, states: Dictionary(found, uniquingKeysWith: { first, _ in first }))
        }
        self.init(symbols: symbols, facts: facts, translations: states, unreadable: [])
    }

    /// `facts`, when given, are the index's facts of `symbols` (identities), by position.
    private init(
        symbols: [Symbol], facts: [MemberCoverage.Facts]? = nil,
        translations: [(language: String, states: [String: TranslationStatus.State])], unreadable: [String]
    ) {
        // Only a member without a container (a framework page's) needs its page looked up.
        var positions: [String: Int]?
        func page(of position: Int) -> String? {
            let byID = positions ?? Dictionary(symbols.indices.map { (symbols[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
            positions = byID
            var current = position
            for _ in 0..<16 {
                guard let parent = symbols[current].parentID.flatMap({ byID[$0] }) else { return nil }
                if symbols[parent].kind.isPage { return symbols[parent].name }
                current = parent
            }
            return nil
        }
        var members: [MemberCoverage] = []
        var pages: [CoverageReport.Page] = []
        members.reserveCapacity(symbols.count)
        for position in symbols.indices {
            guard !symbols[position].kind.isPage else {
                if let page = CoverageReport.Page(symbols[position]) { pages.append(page) }
                continue
            }
            let page = symbols[position].container == nil ? page(of: position) : nil
            if let member = MemberCoverage(symbols[position], facts: facts?[position], page: page) { members.append(member) }
        }
        self.members = members
        self.pages = pages
        self.symbols = symbols
        self.translations = translations
        unreadableTranslations = unreadable
    }

    /// `l10n status`'s states of every translation language, by symbol id: its
    /// `TranslationStatus`, of the translations parsed (their prose and stamps are all it
    /// reads; `check` checks them) and the originals as decoded above.
    static func translationStates(
        folder: ContentFolder, index: SymbolIndex, symbols: [Symbol],
        languages: [String]
    ) throws -> (states: [(language: String, states: [String: TranslationStatus.State])], unreadable: [String]) {
        guard !languages.isEmpty else { return ([], []) }
        let files = try folder.markdownFiles()
        let originals = files.filter { TranslationPath($0) == nil }.sorted()
        let paths = files.compactMap(TranslationPath.init)
        var unreadable: [String] = []
        let states: [(language: String, states: [String: TranslationStatus.State])] = try index.reading { indexLibrary in
            let library = DecodedLibrary(index: indexLibrary, symbols: symbols)
            return languages.map { language in
                let read = paths.filter { $0.language == language }.concurrentMap { path -> (TranslatedPage, Bool) in
                    let display = folder.displayPath.isEmpty ? path.relativePath : "\(folder.displayPath)/\(path.relativePath)"
                    guard case .bytes(let data) = folder.read(path.relativePath) else {
                        return (TranslatedPage(path: path, displayPath: display), false)
                    }
                    return (TranslationParser.parse(Array(data), path: path, displayPath: display).0, true)
                }
                unreadable += read.filter { !$0.1 }.map(\.0.displayPath)
                let status = TranslationStatus.of(language: language, originals: originals, translations: read.map(\.0), index: library)
                var states: [String: TranslationStatus.State] = [:]
                for page in status.pages {
                    for entry in page.entries { states[entry.id] = entry.state }
                }
                return (language, states)
            }
        }
        return (states, unreadable)
    }
}

/// The index, with the symbols already decoded answering for themselves: the translation
/// status asks for every symbol of every page, which the index would decode again one by one.
struct DecodedLibrary: CompiledLibrary, SymbolOverlay {
    let index: IndexLibrary
    let byID: [String: Symbol]

    init(index: IndexLibrary, symbols: [Symbol]) {
        self.index = index
        byID = Dictionary(symbols.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    var nameSource: any SymbolSource { index }
    func symbol(id: String) -> Symbol? { byID[id] }
    func pageIDs(inFiles files: Set<String>) -> Set<String> { index.pageIDs(inFiles: files) }
    func sourceFiles(of ids: [String], pages: [String]) -> [String] { index.sourceFiles(of: ids, pages: pages) }
    func proseFingerprints(inFile file: String) -> [String: String] { index.proseFingerprints(inFile: file) }
    func identityTable() throws -> SymbolTable { try index.identityTable() }
}

extension CoverageInputs {
    /// The report of these inputs, against `sdk` when graphs were given, of one container
    /// when `container` names one.
    public func report(sdk: SDKDeclarations? = nil, container: String? = nil) -> CoverageReport {
        CoverageReport(members: members, pages: pages, sdk: sdk, translations: translations, container: container)
    }
}
