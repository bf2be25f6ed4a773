import APIRefCore
import APIRefIndex
import APIRefProcess
import APIRefRender
import Foundation

/// The date an export shows or stamps (man pages' dates, a docset archive's times and
/// version): `--date`, else `SOURCE_DATE_EPOCH` (reproducible builds), else the content
/// files' own, so the same library gives the same bytes.
public enum ExportDate {
    /// When the newest content file was last changed.
    public static func newest(_ folder: ContentFolder) throws -> Date {
        try fileDates(folder).values.max() ?? Date(timeIntervalSince1970: 0)
    }

    /// `--date` or `SOURCE_DATE_EPOCH`, if either is set.
    public static func given(_ explicit: String?) throws -> Date? {
        if let explicit {
            guard let parsed = formatter.date(from: explicit) else {
                throw ToolError.usage("'\(explicit)' is not a date; write it like 2026-11-24")
            }
            return parsed
        }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = TimeInterval(epoch) {
            return Date(timeIntervalSince1970: seconds)
        }
        return nil
    }

    /// When each content file was last changed, by its absolute path.
    public static func fileDates(_ folder: ContentFolder) throws -> [String: Date] {
        var dates: [String: Date] = [:]
        for file in try folder.markdownFiles() {
            let path = folder.url.appendingPathComponent(file).standardizedFileURL.path
            guard let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date else {
                throw ToolError.io("\(path): no modification date")
            }
            dates[path] = date
        }
        return dates
    }

    /// `2026-11-24`.
    public static func day(_ date: Date) -> String { formatter.string(from: date) }

    private static var formatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }
}

extension ContentFolder {
    /// The index, for an export: content with errors is not exported (`check` says what they are).
    public func openIndexForExport(_ what: String) throws -> SymbolIndex {
        let index = try openIndex(announcingErrors: false)
        guard try index.errorCount == 0 else {
            throw ToolError.notFound("not writing \(what) from content with errors; run apiref check")
        }
        return index
    }
}

extension SymbolIndex {
    /// `asked`, when it is one of the library's languages; a usage error that names them otherwise.
    public func checkedLanguage(_ asked: String) throws -> String {
        let languages = try languages
        guard languages.contains(asked) else {
            throw ToolError.usage("unknown language '\(asked)'; this library has \(languages.joined(separator: ", "))")
        }
        return asked
    }

    /// The library as a reader of `language` sees it: the source language's symbols, or a
    /// translation's prose over the source's facts, with that language's strings.
    public func readable(_ symbols: IndexedSiteSymbols, in language: String, folder: ContentFolder) throws -> (
        symbols: SiteSymbols, strings: LanguageStrings?
    ) {
        guard try language != languages.first else { return (symbols, nil) }
        let strings = try TranslationChoice.strings(language, folder: folder)
        let source = LocalizedSymbolSource(
            base: symbols.library, folder: folder, strings: strings, resolver: LinkResolver(table: symbols.table))
        return (LocalizedSiteSymbols(base: symbols, source: source), strings)
    }
}

extension ToolError {
    /// Runs a command's writing and maps what can go wrong onto the exit-status table: a
    /// theme that cannot render (1), an output that needs `--force` (2), and anything else,
    /// which is I/O (3), as "cannot write `what`: why".
    public static func whileWriting<T>(_ what: String, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TemplateError {
            throw ToolError(error.isInvalid ? .notFound : .io, error.message)
        } catch let error as SiteError {
            throw ToolError(error.needsForce ? .usage : .io, error.message)
        } catch let error as ToolError {
            throw error
        } catch let error as IndexReadError {
            // Not a write that failed: said as it is, and still an I/O failure (3).
            throw error
        } catch {
            throw ToolError.io("cannot write \(what): \(error.localizedDescription)")
        }
    }
}
