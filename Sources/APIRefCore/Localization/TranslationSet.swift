import Foundation

/// A library's translations, read and checked against the original symbols in its index:
/// what `check` reports of them and what `l10n status` and `l10n stamp` work from.
public struct TranslationSet: Sendable {
    public var pages: [TranslatedPage]
    /// Every problem found in the translations, in file order.
    public var diagnostics: [Diagnostic]

    /// Reads every translation file of `folder` (`Name.<lang>.md`), optionally only those
    /// of one language, and checks each against its original in `index` and, when `terms`
    /// is given, its words against the term list of its language. `languages` nil:
    /// library.yml's list could not be read, and no translation is reported for its language.
    public static func load(
        _ folder: ContentFolder, index: any CompiledLibrary, languages: [String]?,
        only language: String? = nil, terms: TermList = TermList()
    ) throws -> TranslationSet {
        let paths = try folder.markdownFiles().compactMap(TranslationPath.init)
            .filter { language == nil || $0.language == language }
        let read = paths.concurrentMap { path -> (TranslatedPage, [Diagnostic]) in
            let display = folder.displayPath.isEmpty ? path.relativePath : "\(folder.displayPath)/\(path.relativePath)"
            let data: Data
            switch folder.read(path.relativePath) {
            case .bytes(let bytes): data = bytes
            case .refused(let diagnostic): return (TranslatedPage(path: path, displayPath: display), [diagnostic])
            case .unreadable:
                return (
                    TranslatedPage(path: path, displayPath: display),
                    [Diagnostic(.error, .unreadableFile, "file cannot be read", at: SourceLocation(path: display, line: 1, column: 1))]
                )
            }
            var (page, found) = TranslationParser.parse(Array(data), path: path, displayPath: display)
            page.source = data
            return (page, found)
        }
        var diagnostics: [Diagnostic] = []
        // Links resolve against every symbol's identity, as the originals' do.
        let resolver = read.isEmpty ? nil : LinkResolver(table: try index.identityTable())
        var pages: [TranslatedPage] = []
        for (translated, found) in read {
            var page = translated
            var bag = DiagnosticBag()
            let originals = OriginalSymbols(file: page.path.originalRelativePath, index: index)
            TranslationCheck.run(page, originals: originals, languages: languages, diagnostics: &bag)
            TermCheck.run(page, terms: terms.entries(for: page.path.language), diagnostics: &bag)
            if let resolver, originals.exists {
                bag.append(contentsOf: TranslationLinks.resolve(&page, container: originals.symbols.first?.container, resolver: resolver))
            }
            pages.append(page)
            diagnostics += (found + bag.diagnostics).sorted {
                ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column)
            }
        }
        return TranslationSet(pages: pages, diagnostics: diagnostics)
    }
}

/// The symbols of one original file, by the names a translation's headings use.
public struct OriginalSymbols: Sendable {
    /// In file order: the page (or article) first, then its members, groups and constants.
    public var symbols: [Symbol] = []
    public var exists: Bool { !symbols.isEmpty }

    public init(file: String, index: any CompiledLibrary) {
        self.init(pages: index.pageIDs(inFiles: [file]), symbol: index.symbol(id:))
    }

    /// The symbols of the pages `pages` (one file's), each symbol found by `symbol`.
    public init(pages: Set<String>, symbol: (String) -> Symbol?) {
        var pending = pages.sorted()
        while !pending.isEmpty {
            let id = pending.removeFirst()
            guard let symbol = symbol(id) else { continue }
            symbols.append(symbol)
            pending.insert(contentsOf: symbol.childIDs, at: 0)
        }
    }

    /// The name a translation keys `symbol`'s prose by.
    public static func key(of symbol: Symbol) -> String {
        symbol.kind == .article ? TranslationParser.articleKey : symbol.name
    }

    public func symbol(named key: String) -> Symbol? {
        symbols.first { Self.key(of: $0) == key }
    }
}
