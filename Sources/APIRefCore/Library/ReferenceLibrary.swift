import Foundation

/// The whole resolved library: every symbol with its links resolved, and every problem
/// found on the way. Built once: `Content/*.md → parse → model → resolve links → checks`.
public struct ReferenceLibrary: Sendable {
    public let table: SymbolTable
    public let diagnostics: [Diagnostic]
    public let configuration: LibraryConfiguration
    /// How many Markdown files were read.
    public let fileCount: Int
    /// Translation files (`Name.ja.md`) that were found and skipped.
    public let skippedTranslations: [String]
    /// The files read, in path order.
    public let files: [ContentFile]

    public var symbols: [Symbol] { table.symbols }

    /// Reads and resolves a content folder. Throws only when the folder cannot be listed.
    /// `listed` saves listing the folder again when the caller already has its Markdown files.
    public static func load(_ folder: ContentFolder, listed: [String]? = nil) throws -> ReferenceLibrary {
        let (pages, translations) = FileParser.separateTranslations(try listed ?? folder.markdownFiles())
        var diagnostics = DiagnosticBag()
        let configuration = LibraryConfiguration.load(from: folder, diagnostics: &diagnostics)
        let files = folder.parseAll(pages, unmarked: configuration.unmarkedAvailability)
        return build(files, configuration: configuration, translations: translations, diagnostics: diagnostics, folder: folder)
    }

    /// Resolves already-parsed files; the entry point for tests and for `load`.
    public static func build(
        _ files: [ParsedFile], configuration: LibraryConfiguration = LibraryConfiguration(),
        translations: [String] = [], diagnostics: DiagnosticBag = DiagnosticBag(),
        folder: ContentFolder? = nil
    ) -> ReferenceLibrary {
        var diagnostics = diagnostics
        let symbols = collect(files, diagnostics: &diagnostics)
        let identities = SymbolTable(symbols.map(\.identity))
        let resolver = LinkResolver(table: identities)
        let chunk = max(64, symbols.count / (ProcessInfo.processInfo.activeProcessorCount * 4) + 1)
        var resolved: [Symbol] = []
        for (part, found) in symbols.concurrentChunks(size: chunk, { finish(Array($0), resolver: resolver, configuration: configuration) })
        {
            resolved += part
            diagnostics.append(contentsOf: found)
        }
        return ReferenceLibrary(
            table: SymbolTable(resolved), diagnostics: reportOrder(folder?.pinpoint(diagnostics.diagnostics) ?? diagnostics.diagnostics),
            configuration: configuration,
            fileCount: files.count, skippedTranslations: translations,
            files: files.map { ContentFile(relativePath: $0.relativePath, path: $0.path, signature: $0.signature) })
    }

    /// Every symbol of `files`, in file order, with the files' diagnostics and those of
    /// duplicate declarations (only the first declaration of an id is kept).
    static func collect(_ files: [ParsedFile], diagnostics: inout DiagnosticBag) -> [Symbol] {
        let symbols = files.flatMap(\.symbols)
        return keptPositions(symbols, fileDiagnostics: files.map(\.diagnostics), diagnostics: &diagnostics).map { symbols[$0] }
    }

    /// What `collect` does, on identities alone: the positions in `symbols` (every file's,
    /// in file order) of the declarations it keeps, after the files' own diagnostics.
    public static func keptPositions(_ symbols: [Symbol], fileDiagnostics: [[Diagnostic]], diagnostics: inout DiagnosticBag) -> [Int] {
        for found in fileDiagnostics { diagnostics.append(contentsOf: found) }
        return DuplicateCheck.keptPositions(symbols, diagnostics: &diagnostics)
    }

    /// Resolves the links of some symbols and checks them against the library, whose
    /// identities `resolver` holds (`Symbol.identity`: nothing a link or a check reads
    /// depends on another symbol's resolved content). Chunks of a library can be finished
    /// on all cores, in any order.
    public static func finish(_ symbols: [Symbol], resolver: LinkResolver, configuration: LibraryConfiguration) -> ([Symbol], [Diagnostic])
    {
        var resolved = symbols
        var pass = LinkPass(resolver: resolver)
        pass.run(on: &resolved)
        var diagnostics = pass.diagnostics
        runChecks(on: resolved, in: resolver.table, configuration: configuration, diagnostics: &diagnostics)
        return (resolved, diagnostics.diagnostics)
    }

    /// The checks that compare a symbol with the rest of the library: `subjects` are
    /// checked against `table`.
    static func runChecks(
        on subjects: [Symbol], in table: SymbolTable, configuration: LibraryConfiguration,
        diagnostics: inout DiagnosticBag
    ) {
        CoverageCheck.run(table, subjects: subjects, diagnostics: &diagnostics)
        HierarchyCheck.run(table, subjects: subjects, external: configuration.knownExternal, diagnostics: &diagnostics)
        AvailabilityCheck.run(table, subjects: subjects, diagnostics: &diagnostics)
        RawHTMLCheck.run(subjects, diagnostics: &diagnostics)
    }

    /// By file, line and column, then id and message: the order every report uses.
    public static func reportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.location, $0.id, $0.message) < ($1.location, $1.id, $1.message) }
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
