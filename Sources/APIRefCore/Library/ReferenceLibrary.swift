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

    public var symbols: [Symbol] { table.symbols }

    /// Reads and resolves a content folder. Throws only when the folder cannot be listed.
    public static func load(_ folder: ContentFolder) throws -> ReferenceLibrary {
        let all = try folder.markdownFiles()
        let translations = all.filter { FileParser.isTranslation(($0 as NSString).lastPathComponent) }
        let files = folder.parseAll(all.filter { !translations.contains($0) })
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
        var pass = LinkPass(resolver: LinkResolver(table: SymbolTable(symbols)))
        pass.run(on: &symbols)
        diagnostics.append(contentsOf: pass.diagnostics.diagnostics)
        let table = SymbolTable(symbols)
        CoverageCheck.run(table, diagnostics: &diagnostics)
        HierarchyCheck.run(table, external: configuration.external, diagnostics: &diagnostics)
        AvailabilityCheck.run(table, diagnostics: &diagnostics)
        let sorted = diagnostics.diagnostics.sorted { ($0.location, $0.id, $0.message) < ($1.location, $1.id, $1.message) }
        return ReferenceLibrary(table: table, diagnostics: sorted, configuration: configuration,
                                fileCount: files.count, skippedTranslations: translations)
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }
}
