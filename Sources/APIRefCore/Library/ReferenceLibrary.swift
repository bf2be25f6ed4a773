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
        let all = try listed ?? folder.markdownFiles()
        let translations = all.filter { FileParser.isTranslation(($0 as NSString).lastPathComponent) }
        let skipped = Set(translations)
        let files = folder.parseAll(all.filter { !skipped.contains($0) })
        var diagnostics = DiagnosticBag()
        let configuration = LibraryConfiguration.load(from: folder, diagnostics: &diagnostics)
        return build(files, configuration: configuration, translations: translations, diagnostics: diagnostics)
    }

    /// Resolves already-parsed files; the entry point for tests and for `load`.
    public static func build(_ files: [ParsedFile], configuration: LibraryConfiguration = LibraryConfiguration(),
                             translations: [String] = [], diagnostics: DiagnosticBag = DiagnosticBag()) -> ReferenceLibrary {
        var diagnostics = diagnostics
        for file in files { diagnostics.append(contentsOf: file.diagnostics) }
        var symbols = DuplicateCheck.removeDuplicates(files.flatMap(\.symbols), diagnostics: &diagnostics)
        let resolver = LinkResolver(table: SymbolTable(symbols))
        resolveLinks(in: &symbols, resolver: resolver, diagnostics: &diagnostics)
        let table = SymbolTable(symbols)
        runChecks(on: table.symbols, in: table, configuration: configuration, diagnostics: &diagnostics)
        let sorted = reportOrder(diagnostics.diagnostics)
        return ReferenceLibrary(table: table, diagnostics: sorted, configuration: configuration,
                                fileCount: files.count, skippedTranslations: translations,
                                files: files.map { ContentFile(relativePath: $0.relativePath, path: $0.path, signature: $0.signature) })
    }

    /// Resolves the links in `symbols` against every symbol `resolver` knows, in chunks on
    /// all cores (each symbol's links depend only on the resolver); diagnostics keep the
    /// symbols' order.
    static func resolveLinks(in symbols: inout [Symbol], resolver: LinkResolver, diagnostics: inout DiagnosticBag) {
        let chunk = max(64, symbols.count / (ProcessInfo.processInfo.activeProcessorCount * 4) + 1)
        let results = symbols.concurrentChunks(size: chunk) { slice -> ([Symbol], [Diagnostic]) in
            var resolved = Array(slice)
            var pass = LinkPass(resolver: resolver)
            pass.run(on: &resolved)
            return (resolved, pass.diagnostics.diagnostics)
        }
        symbols = []
        for (resolved, found) in results {
            symbols += resolved
            diagnostics.append(contentsOf: found)
        }
    }

    /// The checks that compare a symbol with the rest of the library: `subjects` are
    /// checked against `table`.
    static func runChecks(on subjects: [Symbol], in table: SymbolTable, configuration: LibraryConfiguration,
                          diagnostics: inout DiagnosticBag) {
        CoverageCheck.run(table, subjects: subjects, diagnostics: &diagnostics)
        HierarchyCheck.run(table, subjects: subjects, external: configuration.external, diagnostics: &diagnostics)
        AvailabilityCheck.run(table, subjects: subjects, diagnostics: &diagnostics)
    }

    /// By file, line and column, then id and message: the order every report uses.
    public static func reportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { ($0.location, $0.id, $0.message) < ($1.location, $1.id, $1.message) }
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
