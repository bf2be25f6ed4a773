/// `unmarked-availability:` in `library.yml`: when each platform's API became available for
/// the symbols whose pages say nothing about it. An SDK's headers mark only what came after
/// a framework's first release (clang's symbol graphs carry those marks and nothing for
/// the rest), so a library imported from them states the first release once, here, rather
/// than on every one of a thousand members.
public struct UnmarkedAvailability: Sendable, Equatable {
    public var entries: [(platform: String, version: Version)]
    /// The setting is in `library.yml` but could not be read: nothing is filled in, and no
    /// symbol is reported for lacking what the setting may have given it.
    public private(set) var isUnknown = false

    public init(_ entries: [(platform: String, version: Version)]) {
        self.entries = entries
    }

    /// What a `library.yml` that failed to read says: nothing known.
    public static var unknown: UnmarkedAvailability {
        var setting = UnmarkedAvailability([])
        setting.isUnknown = true
        return setting
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isUnknown == rhs.isUnknown && lhs.entries.elementsEqual(rhs.entries) { $0.platform == $1.platform && $0.version == $1.version }
    }

    /// `file` with every symbol that has no introduction version for a platform given one,
    /// and without the `missing-availability` warnings that no longer hold. A member takes
    /// its page's version first (a class that came in iOS 5.0 brought its unmarked members
    /// with it), the library's when the page has none either.
    public func applied(to file: ParsedFile) -> ParsedFile {
        var file = file
        if isUnknown { file.diagnostics.removeAll { $0.id == "missing-availability" } }
        guard !entries.isEmpty else { return file }
        let pageKinds: Set<SymbolKind> = [.class, .protocol, .category, .structure, .enumeration, .actor]
        for index in file.symbols.indices where pageKinds.contains(file.symbols[index].kind) {
            fill(&file.symbols[index], from: entries)
        }
        let byID = Dictionary(file.symbols.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        /// The page a member or constant is listed under (a constant's group is listed under it).
        func page(of symbol: Symbol) -> Symbol? {
            var current = symbol
            for _ in 0..<4 {
                guard let parent = current.parentID.flatMap({ byID[$0] }) else { return nil }
                if pageKinds.contains(parent.kind) { return parent }
                current = parent
            }
            return nil
        }
        for index in file.symbols.indices
        where !pageKinds.contains(file.symbols[index].kind) && ![.framework, .article].contains(file.symbols[index].kind) {
            let page = page(of: file.symbols[index])
            let fromPage = entries.map { entry in
                (platform: entry.platform, version: page?.availability.first { $0.platform == entry.platform }?.introduced ?? entry.version)
            }
            fill(&file.symbols[index], from: fromPage)
        }
        file.diagnostics.removeAll { $0.id == "missing-availability" }
        return file
    }

    private func fill(_ symbol: inout Symbol, from versions: [(platform: String, version: Version)]) {
        for (platform, version) in versions {
            symbol.availability.update(platform) { availability in
                if availability.introduced == nil { availability.introduced = version }
            }
        }
    }
}

extension ContentFolder {
    /// Parses every file on all cores, then gives unmarked symbols the library's availability.
    public func parseAll(_ relativePaths: [String], unmarked: UnmarkedAvailability) -> [ParsedFile] {
        relativePaths.concurrentMap { parse($0, unmarked: unmarked) }
    }

    /// Parses one file and gives its unmarked symbols the library's availability.
    public func parse(_ relativePath: String, unmarked: UnmarkedAvailability) -> ParsedFile {
        unmarked.applied(to: parse(relativePath))
    }
}
