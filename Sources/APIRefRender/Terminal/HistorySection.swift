import APIRefCore
import Foundation

/// The HISTORY section of a terminal page: what each SDK release changed (`history.json`),
/// one line per event, the version first: `iOS 14.5  to be deprecated: Use …`. On a class's
/// page the members' events are listed too, each with the member's name.
enum HistorySection {
    /// The column the text of each line starts at, after `iOS 16.5`.
    static let tagWidth = 10

    static func write(_ lines: [HistoryLine], into writer: inout PageWriter) {
        guard !lines.isEmpty else { return }
        writer.section("HISTORY")
        for line in lines {
            // No-break spaces keep the tag's column together through the wrapper (which folds
            // a run of spaces into one), and are plain spaces again on the page.
            let tag =
                line.tag.replacingOccurrences(of: " ", with: "\u{A0}")
                + String(repeating: "\u{A0}", count: max(1, tagWidth - line.tag.count - 1)) + " "
            let wrapped = TextWrapper(width: writer.width, style: writer.style)
                .wrap(
                    InlineRuns.plain(tag, .bold) + InlineRuns.plain(line.text, .plain), indent: PageWriter.bodyIndent,
                    hangingIndent: PageWriter.bodyIndent + tagWidth)
            writer.append(lines: wrapped.map { $0.replacingOccurrences(of: "\u{A0}", with: " ") })
        }
    }
}
