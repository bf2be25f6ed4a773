import Foundation

/// A page as lines, with the structure an import edits: front matter, headings outside code
/// fences, member sections, fenced blocks and field lines. Edits touch only the lines they
/// name, so prose, blank lines and the author's formatting stay byte for byte.
struct PageLines {
    /// Every edit re-reads the headings once, so that the many questions asked between
    /// edits (where is this member, where does that section end) cost no scan each.
    var lines: [String] { didSet { headings = Self.headings(of: lines) } }

    /// ATX headings outside front matter and code fences.
    private(set) var headings: [Heading]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        headings = Self.headings(of: lines)
    }

    var text: String { lines.joined(separator: "\n") }

    struct Heading: Equatable {
        var index: Int
        var level: Int
        var title: String
    }

    /// The lines between the opening and closing `---`, or nil without front matter.
    var frontMatter: Range<Int>? { Self.frontMatter(of: lines) }

    private static func frontMatter(of lines: [String]) -> Range<Int>? {
        guard lines.first == "---", let close = lines.dropFirst().firstIndex(where: { $0 == "---" || $0 == "..." }) else { return nil }
        return 1..<close
    }

    private static func headings(of lines: [String]) -> [Heading] {
        var result: [Heading] = []
        var fence: String?
        let start = frontMatter(of: lines).map { $0.upperBound + 1 } ?? 0
        for index in start..<lines.count {
            let line = lines[index]
            if let marker = Self.fenceMarker(line) {
                if fence == nil { fence = marker } else if line.trimmingLeadingSpaces.hasPrefix(fence!) { fence = nil }
                continue
            }
            guard fence == nil, line.hasPrefix("#") else { continue }
            let level = line.prefix(while: { $0 == "#" }).count
            guard level <= 6, line.dropFirst(level).first == " " else { continue }
            var title = line.dropFirst(level + 1)
            while title.last == " " || title.last == "#" { title = title.dropLast() }
            result.append(Heading(index: index, level: level, title: HeadingText.unescaped(title)))
        }
        return result
    }

    /// Every heading with the level-2 section it stands in (nil before the first), in one pass.
    var headingsInSections: [(heading: Heading, section: Heading?)] {
        var section: Heading?
        return headings.map { heading in
            if heading.level <= 2 { section = heading.level == 2 ? heading : nil }
            return (heading, heading.level == 2 ? nil : section)
        }
    }

    /// "```" or "~~~" when `line` opens or closes a fence.
    static func fenceMarker(_ line: String) -> String? {
        guard let first = line.utf8.first, first == UInt8(ascii: " ") || first == UInt8(ascii: "`") || first == UInt8(ascii: "~") else {
            return nil
        }
        let trimmed = line.trimmingLeadingSpaces
        guard line.count - trimmed.count <= 3 else { return nil }
        if trimmed.hasPrefix("```") { return "```" }
        if trimmed.hasPrefix("~~~") { return "~~~" }
        return nil
    }

    /// The lines from `heading` up to the next heading of its level or higher (or the end).
    func range(of heading: Heading) -> Range<Int> {
        let next = headings.first { $0.index > heading.index && $0.level <= heading.level }
        return heading.index..<(next?.index ?? endOfContent)
    }

    /// The index after the last non-blank line: where text appended at the end goes, before
    /// the file's trailing newline.
    var endOfContent: Int {
        var end = lines.count
        while end > 0, lines[end - 1].isEmpty { end -= 1 }
        return end
    }

    /// Inserts `block` at `index`, with exactly one blank line before it (unless at the
    /// top) and after it (unless other blank lines already follow).
    mutating func insert(_ block: [String], at index: Int) {
        var block = block
        while block.last == "" { block.removeLast() }
        if index > 0, !lines[index - 1].isEmpty { block.insert("", at: 0) }
        if index < lines.count, !lines[index].isEmpty { block.append("") }
        lines.insert(contentsOf: block, at: index)
    }

    /// The level-2 section with this title (case-blind), if the page has one.
    func section(_ title: String) -> Heading? {
        headings.first { $0.level == 2 && $0.title.caseInsensitiveCompare(title) == .orderedSame }
    }

    /// The index of the field line `- Name:` (or `- **Name:**`) inside `range`.
    func fieldLine(_ name: String, in range: Range<Int>) -> Int? {
        range.first { Self.fieldName(of: lines[$0]) == name.lowercased() }
    }

    /// `availability` for `- Availability: iOS 2.0` or `- **Availability:** …`.
    static func fieldName(of line: String) -> String? {
        guard line.hasPrefix("- ") else { return nil }
        var rest = line.dropFirst(2)
        if rest.hasPrefix("**") { rest = rest.dropFirst(2) }
        guard let colon = rest.firstIndex(of: ":") else { return nil }
        let name = rest[..<colon].lowercased()
        return ["availability", "deprecated", "obsoleted", "replacement", "declared in", "see also", "required", "swift name"].contains(
            name) ? name : nil
    }

    /// The value of a field line, and the prefix before it (`- Availability: `).
    static func splitField(_ line: String) -> (prefix: String, value: String) {
        guard let colon = line.firstIndex(of: ":") else { return (line, "") }
        var valueStart = line.index(after: colon)
        if line[valueStart...].hasPrefix("**") { valueStart = line.index(valueStart, offsetBy: 2) }
        while valueStart < line.endIndex, line[valueStart] == " " { valueStart = line.index(after: valueStart) }
        return (String(line[..<valueStart]), String(line[valueStart...]))
    }
}

extension String {
    var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
