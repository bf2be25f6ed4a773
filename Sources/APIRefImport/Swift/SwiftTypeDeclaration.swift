import Foundation

/// A Swift type's declaration on its page: the ```swift block after the abstract (and after
/// an ```objc declaration, when the page has one), before the first section.
enum SwiftTypeDeclaration {
    /// Replaces the block's text when it differs; adds the block when the page has none.
    static func merge(_ declaration: String, into page: inout PageLines) {
        guard let title = page.headings.first(where: { $0.level == 1 }) else { return }
        let end = page.headings.first { $0.index > title.index && $0.level <= 2 }?.index ?? page.endOfContent
        let lines = declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = title.index + 1
        var afterLeading = title.index + 1
        var seenParagraph = false
        while index < end {
            let line = page.lines[index]
            if line.trimmingLeadingSpaces.hasPrefix("```") {
                guard let close = ((index + 1)..<end).first(where: { page.lines[$0].trimmingLeadingSpaces.hasPrefix("```") }) else {
                    return
                }
                let language = line.trimmingLeadingSpaces.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
                if language == "swift" {
                    if Array(page.lines[(index + 1)..<close]) != lines { page.lines.replaceSubrange((index + 1)..<close, with: lines) }
                    return
                }
                // An Objective-C declaration comes first; anything else ends the leading blocks.
                guard language == "objc" || language == "objective-c" else { break }
                afterLeading = close + 1
                index = close + 1
                continue
            }
            if !line.isEmpty {
                // The abstract: one paragraph, then the declarations.
                guard !seenParagraph else { break }
                seenParagraph = true
                while index < end, !page.lines[index].isEmpty { index += 1 }
                afterLeading = index
                continue
            }
            index += 1
        }
        page.insert(["```swift"] + lines + ["```"], at: afterLeading)
    }
}
