import APIRefCore
import APIRefProcess
import Foundation

/// `apiref l10n status`: per page and member, translated, stale or missing; throws
/// `.notFound` (exit 1) unless everything is current.
public enum TranslationStatusReport {
    public static func run(_ context: TranslationContext, all: Bool, json: Bool) throws {
        let originals = try context.originalFiles()
        let status = try context.index.reading {
            TranslationStatus.of(language: context.language, originals: originals, translations: context.translations.pages, index: $0)
        }
        if json {
            struct Report: Encodable {
                var language: String
                var translated: Int
                var total: Int
                var percent: Int
                var pages: [TranslationStatus.Page]
            }
            try JSONOutput.write(
                Report(
                    language: context.language, translated: status.translated, total: status.total,
                    percent: status.percent, pages: status.pages))
        } else {
            FileHandle.standardOutput.write(Data(text(status, language: context.language, all: all).utf8))
        }
        if !status.isComplete { throw ToolError.reported(.notFound) }
    }

    static func text(_ status: TranslationStatus, language: String, all: Bool) -> String {
        var lines: [String] = []
        for page in status.pages {
            lines.append(
                "\(rightAligned(page.percent))%  \(page.translated)/\(page.entries.count)  \(page.translation)\(page.exists ? "" : " (no file yet)")"
            )
            // A page with no translation yet is one line; --all lists its members too.
            guard page.exists || all else { continue }
            for entry in page.entries where all || entry.state != .translated {
                lines.append(
                    "      \(entry.state.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0)) \(TerminalSafety.strip(entry.id))")
            }
        }
        lines.append("\(language): \(status.translated) of \(status.total) translated and current (\(status.percent)%)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Right-aligned in three columns: `  7`, ` 42`, `100`.
    private static func rightAligned(_ value: Int) -> String {
        String(repeating: " ", count: max(0, 3 - String(value).count)) + String(value)
    }
}
