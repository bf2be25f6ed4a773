import APIRefCore

/// Writes a page's Swift spellings (`PageSpellings`) in the format `Content/README.md` gives:
/// a ```swift block right after the ```objc one, a `- Swift name:` field where the model
/// needs it, the front matter's `swift-name`, and Swift-only members headed by their Swift name.
/// Like the rest of the merge, it touches no prose and changes nothing the second time.
extension PageMerger {
    static let swiftOnlySections = ["Initializers", "Properties", "Class Methods", "Instance Methods", "Subscripts"]

    /// Writes `swift` into the page; returns the Swift-only members it added.
    func mergeSwift(
        _ swift: PageSpellings, into page: inout PageLines, report: inout PageMergeReport,
        pageAvailability: [PlatformAvailability]
    ) -> [String] {
        if let name = swift.swiftName, page.frontMatter != nil { setFrontMatter("swift-name", name, in: &page) }
        var changed: [String] = []
        for member in container.members {
            guard let entry = swift.members[SpellingJoin.key(member.name, member.kind)],
                let heading = memberHeading(member.name, in: page, sections: Self.memberSections)
            else { continue }
            if write(entry, at: heading, in: &page) { changed.append(member.name) }
        }
        for enumeration in enumerations {
            if let entry = swift.enumerations[enumeration.name], let group = Self.group(of: enumeration, in: page),
                write(entry, at: group, in: &page)
            {
                changed.append(enumeration.name)
            }
            // The cases of a group this import added are new with it, not updated.
            let isNew = report.added.contains(enumeration.name)
            for constant in enumeration.cases {
                guard let entry = swift.cases[constant.name], let group = Self.group(of: enumeration, in: page) else { continue }
                let range = page.range(of: group)
                guard let heading = page.headings.first(where: { range.contains($0.index) && $0.level == 4 && $0.title == constant.name })
                else { continue }
                if write(entry, at: heading, in: &page), !isNew { changed.append(constant.name) }
            }
        }
        for global in globals {
            guard let entry = swift.globals[global.name],
                let heading = memberHeading(
                    global.name, in: page, sections: ["Constants", "Notifications", "Functions", "Data Types"],
                    levels: [3, 4])
            else { continue }
            if write(entry, at: heading, in: &page) { changed.append(global.name) }
        }
        var added: [String] = []
        for member in swift.swiftOnlyMembers {
            // Headings are read unescaped (`PageLines`), so the Swift name finds its own.
            if let heading = memberHeading(member.name, in: page, sections: Self.swiftOnlySections) {
                if write(EntrySpelling(declaration: member.declaration, field: nil, path: member.name), at: heading, in: &page) {
                    changed.append(member.name)
                }
            } else if !spellingsOnly {
                let availability = member.availability.isEmpty ? pageAvailability : member.availability
                insertEntry(
                    &page, level: 3, name: member.name, declaration: member.declaration,
                    availability: availability, header: nil, section: member.section, syntax: .swift)
                report.added.append(member.name)
                added.append(member.name)
            }
        }
        for name in changed where !report.added.contains(name) && !report.updated.contains(name) { report.updated.append(name) }
        return added
    }

    /// Sets one entry's ```swift block and `Swift name` field; true when a line changed.
    private func write(_ entry: EntrySpelling, at heading: PageLines.Heading, in page: inout PageLines) -> Bool {
        let before = page.lines
        var range = page.range(of: heading)
        // A group's own lines end at its first constant.
        if heading.level == 3,
            let child = page.headings.first(where: { range.contains($0.index) && $0.index > heading.index && $0.level == 4 }),
            !page.memberSubsectionTitles.contains(child.title.lowercased())
        {
            range = heading.index..<child.index
        }
        if let declaration = entry.declaration {
            let count = page.lines.count
            setSwiftBlock(declaration, in: &page, range: range)
            range = range.lowerBound..<(range.upperBound + page.lines.count - count)
        }
        if let path = entry.field {
            // Markdown would read `(_:_:)`'s underscores as emphasis: such a name goes in a code span.
            let field = HeadingText.escaped(path) == path ? path : "`\(path)`"
            if let index = page.fieldLine("Swift name", in: range) {
                let (prefix, value) = PageLines.splitField(page.lines[index])
                if value != field { page.lines[index] = prefix + field }
            } else {
                insertField("- Swift name: \(field)", in: &page, range: range)
            }
        }
        return page.lines != before
    }

    /// Replaces the entry's ```swift block unless it says the same but for spacing; adds one
    /// right after the ```objc block, or where a declaration goes when there is none.
    private func setSwiftBlock(_ declaration: String, in page: inout PageLines, range: Range<Int>) {
        let newLines = declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func spaced(_ lines: some Sequence<String>) -> String {
            lines.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        var index = range.lowerBound + 1
        var afterObjectiveC: Int?
        while index < range.upperBound {
            let line = page.lines[index]
            if line.hasPrefix("#") || PageLines.fieldName(of: line) != nil { break }
            if let marker = PageLines.fenceMarker(line) {
                guard let close = ((index + 1)..<range.upperBound).first(where: { page.lines[$0].trimmingLeadingSpaces.hasPrefix(marker) })
                else { return }
                let language = line.trimmingLeadingSpaces.dropFirst(marker.count).trimmingCharacters(in: .whitespaces).lowercased()
                if language == "swift" {
                    if spaced(page.lines[(index + 1)..<close]) != spaced(newLines) {
                        page.lines.replaceSubrange((index + 1)..<close, with: newLines)
                    }
                    return
                }
                // A second block of another language is an example, not a declaration.
                if afterObjectiveC != nil { break }
                afterObjectiveC = close + 1
                index = close + 1
                continue
            }
            // Prose after the declaration: the Swift block goes before it, right after the ```objc block.
            if afterObjectiveC != nil, !line.isEmpty { break }
            index += 1
        }
        page.insert(["```swift"] + newLines + ["```"], at: afterObjectiveC ?? Self.declarationPlace(in: range, of: page))
    }
}
