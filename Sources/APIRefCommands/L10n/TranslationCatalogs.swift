import APIRefCore
import APIRefProcess
import Foundation

/// `apiref l10n export` and `import`: the language's gettext PO catalog for a translation
/// tool, and its translations back into the `Name.<lang>.md` files.
public enum TranslationCatalogs {
    /// `l10n export --format FORMAT`: `format` checked (only po; a usage error before the
    /// library is read), then the catalog of `context`'s language.
    public static func export(format: String, output: String?, context: () throws -> TranslationContext) throws {
        guard format == "po" else { throw ToolError.usage("unknown catalog format '\(format)'; use po") }
        try export(context(), output: output)
    }

    /// Writes the catalog to `output` (atomically), or to standard output.
    public static func export(_ context: TranslationContext, output: String?) throws {
        let files = try context.originalFiles()
        let catalog = try context.index.reading {
            TranslationCatalog.export(language: context.language, files: files, translations: context.translations.pages, index: $0)
        }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm'+0000'"
        let text = try catalog.text(project: context.index.title, revisionDate: formatter.string(from: Date()))
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        try ToolError.whileWriting(output) { try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) }
        FileHandle.standardError.write(Data("wrote \(catalog.entries.count) entries to \(output)\n".utf8))
    }

    /// Imports the catalog at `file`; `context` opens the library in the catalog's language
    /// unless a language was asked for. Throws `.notFound` (exit 1) when an entry was refused.
    public static func importCatalog(_ file: String, json: Bool, context: (_ catalogLanguage: String?) throws -> TranslationContext) throws
    {
        guard let data = FileManager.default.contents(atPath: file) else { throw ToolError.io("cannot read \(file)") }
        let catalog: POCatalog
        do {
            catalog = try POCatalog.parse([UInt8](data))
        } catch let error as POCatalog.ParseError {
            // Reported as a refused entry is, so that --format json says it too.
            let refused = TranslationImport.Result(refused: [
                Diagnostic(
                    .error, .poSyntax, "not a PO catalog apiref can import: \(error.message); nothing was written",
                    at: SourceLocation(path: file, line: error.line, column: error.column))
            ])
            try report(refused, entries: 0, json: json)
            throw ToolError.reported(.notFound)
        }
        let context = try context(catalog.language.isEmpty ? nil : catalog.language)
        let result: TranslationImport.Result
        do {
            // The reads end (a failed one thrown) before anything is written.
            let plan = try context.index.reading {
                TranslationImport.plan(
                    catalog, catalogPath: file, language: context.language, folder: context.folder,
                    index: $0, existing: context.translations.pages)
            }
            result = try plan.commit()
        } catch let error as ToolError {
            throw error
        } catch {
            throw ToolError.io("cannot write the translations (none was written): \(error.localizedDescription)")
        }
        try report(result, entries: catalog.entries.count, json: json)
        if !result.refused.isEmpty { throw ToolError.reported(.notFound) }
    }

    private static func report(_ result: TranslationImport.Result, entries: Int, json: Bool) throws {
        if json {
            struct Report: Encodable {
                var written: [String]
                var stale: [String]
                var skipped: [String]
                var refused: [String]
            }
            try JSONOutput.write(
                Report(written: result.written, stale: result.stale, skipped: result.unknown, refused: result.refused.map(\.description)))
        } else {
            var lines = result.refused.map(\.description)
            lines += result.written.map { "wrote \($0)" }
            if result.written.isEmpty, result.refused.isEmpty {
                // An import that leaves every file as it was says so, rather than nothing.
                lines.append("no translation changed: the catalog's \(entries) entries leave every file as it is")
            }
            lines += result.stale.map { "stale (the English changed since the catalog was made): \($0)" }
            lines += result.unknown.map { "skipped (no such symbol or unit): \(TerminalSafety.strip($0))" }
            FileHandle.standardError.write(Data((lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")).utf8))
        }
    }
}
