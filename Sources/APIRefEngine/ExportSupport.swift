import APIRefCore
import Foundation

/// The date an export shows or stamps (man pages' date, a docset archive's times and
/// version): `--date`, else `SOURCE_DATE_EPOCH` (reproducible builds), else the newest
/// content file's, so the same library gives the same bytes.
enum ExportDate {
    static func resolve(_ explicit: String?, folder: ContentFolder) throws -> Date {
        if let explicit {
            guard let parsed = formatter.date(from: explicit) else { throw ToolError.usage("'\(explicit)' is not a date; write it like 2026-11-24") }
            return parsed
        }
        if let epoch = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"], let seconds = TimeInterval(epoch) {
            return Date(timeIntervalSince1970: seconds)
        }
        let dates = try folder.markdownFiles().map { file -> Date in
            let path = folder.url.appendingPathComponent(file).path
            guard let date = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date else {
                throw ToolError.io("\(path): no modification date")
            }
            return date
        }
        return dates.max() ?? Date(timeIntervalSince1970: 0)
    }

    /// `2026-11-24`.
    static func day(_ date: Date) -> String { formatter.string(from: date) }

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
    func openIndexForExport(_ what: String) throws -> SymbolIndex {
        let index = try openIndex(announcingErrors: false)
        guard index.errorCount == 0 else {
            throw ToolError.notFound("not writing \(what) from content with errors; run apiref check")
        }
        return index
    }
}
