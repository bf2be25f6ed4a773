import APIRefCore
import Foundation

/// What one import did to one page.
public struct PageMergeReport: Equatable, Sendable, Encodable {
    /// Members and entries the page did not have, now added without prose.
    public var added: [String] = []
    /// Entries whose facts (declaration, availability, header) changed.
    public var updated: [String] = []
    /// Members the page documents and the graph does not declare: kept, never deleted.
    public var notInGraph: [String] = []
}

/// Merges an SDK's facts into a page's Markdown: front matter, declarations and fields are
/// brought in line with the graph; members and constants the page lacks are added, without
/// prose, in alphabetical place and under a "New in this import" task group; prose, the
/// author's task groups and their order are never touched. Merging the same facts twice
/// changes nothing the second time.
public struct PageMerger {
    /// The task group that new members join when the author has not placed them yet.
    public static let newMembersGroup = "New in this import"
    static let memberSections = ["Properties", "Class Methods", "Instance Methods"] + swiftSections
    /// The sections of Swift-only members (`SwiftMemberKind`).
    static let swiftSections = [
        "Associated Types", "Cases", "Initializers", "Type Properties", "Type Methods",
        "Subscripts", "Operators", "Type Aliases", "Functions", "Global Variables"
    ]
    static let sectionOrder = [
        "Overview", "Tasks", "Associated Types", "Cases", "Initializers", "Properties", "Type Properties",
        "Class Methods", "Type Methods", "Instance Methods", "Subscripts", "Operators", "Type Aliases",
        "Constants", "Notifications", "Functions", "Global Variables", "Data Types"
    ]

    public var container: APIContainer
    public var framework: String
    /// The enumerations and globals of the container's header that belong on its page.
    public var enumerations: [APIEnumeration] = []
    public var globals: [APIGlobal] = []
    /// What the page gets in Swift (`SpellingJoin`); nil without Swift graphs.
    public var swift: PageSpellings?
    /// Only the Swift spellings are written (`import --spellings-only`): every other fact,
    /// and every member the page lacks, is left as it is.
    public var spellingsOnly = false

    public init(
        container: APIContainer, framework: String, enumerations: [APIEnumeration] = [], globals: [APIGlobal] = [],
        swift: PageSpellings? = nil, spellingsOnly: Bool = false
    ) {
        self.container = container
        self.framework = framework
        self.enumerations = enumerations
        self.globals = globals
        self.swift = swift
        self.spellingsOnly = spellingsOnly
    }

    /// The text of a page that does not exist yet: front matter and title, to merge into.
    public func skeleton() -> String {
        var kind = container.kind.rawValue
        if container.kind == .category { kind = "category" }
        // A Swift type's declaration goes right after the abstract, which an author writes above it.
        let declaration = container.swiftDeclaration.map { "\n```swift\n\($0)\n```\n" } ?? ""
        return "---\nkind: \(kind)\nframework: \(framework)\n---\n\n# \(container.name)\n\(declaration)"
    }

    public func merge(into text: String) -> (text: String, report: PageMergeReport) {
        var page = PageLines(text)
        var report = PageMergeReport()
        if spellingsOnly {
            if let swift { _ = mergeSwift(swift, into: &page, report: &report, pageAvailability: []) }
            return (page.text, report)
        }
        let pageAvailability = mergeFrontMatter(&page)
        if let declaration = container.swiftDeclaration { SwiftTypeDeclaration.merge(declaration, into: &page) }
        var newMembers: [String] = []
        for member in SameNameMembers.oneEach(container.members, on: page) {
            let availability =
                member.availability.isEmpty
                ? (container.availability.isEmpty ? pageAvailability : container.availability) : member.availability
            let section = Self.sectionTitle(for: member)
            if let found = memberHeading(member.name, in: page, sections: Self.memberSections) {
                // A method that became a property (numberOfSections in iOS 9) moves, prose and all.
                let heading = move(found, to: section, in: &page)
                if updateEntry(
                    &page, heading: heading, declaration: member.declaration, availability: member.availability,
                    header: member.header ?? container.header, replacement: member.replacement, parameters: member.parameters,
                    syntax: member.syntax)
                {
                    report.updated.append(member.name)
                }
            } else {
                insertEntry(
                    &page, level: 3, name: member.name, declaration: member.declaration, availability: availability,
                    header: member.header ?? container.header, section: section, parameters: member.parameters,
                    replacement: member.replacement, deprecationMessage: member.deprecationMessage,
                    syntax: member.syntax, isRequired: member.isRequired)
                report.added.append(member.name)
                newMembers.append(member.name)
            }
        }
        for enumeration in enumerations {
            mergeEnumeration(enumeration, into: &page, pageAvailability: pageAvailability, report: &report)
        }
        for global in globals {
            let section =
                global.kind == .notification
                ? "Notifications"
                : global.kind == .function
                    ? "Functions"
                    : global.kind == .typedef ? "Data Types" : "Constants"
            let availability = global.availability.isEmpty ? pageAvailability : global.availability
            if let heading = memberHeading(global.name, in: page, sections: [section], levels: [3, 4]) {
                if updateEntry(
                    &page, heading: heading, declaration: global.declaration, availability: global.availability, header: global.header)
                {
                    report.updated.append(global.name)
                }
            } else {
                insertEntry(
                    &page, level: 3, name: global.name, declaration: global.declaration, availability: availability,
                    header: global.header, section: section)
                report.added.append(global.name)
            }
        }
        if let swift { newMembers += mergeSwift(swift, into: &page, report: &report, pageAvailability: pageAvailability) }
        if !newMembers.isEmpty { addToNewGroup(newMembers, in: &page) }
        // Members the page has that the graph does not: reported, kept.
        let known = Set(container.members.map(\.name) + (swift?.swiftOnlyMembers.map(\.name) ?? []))
        for (heading, section) in page.headingsInSections where heading.level == 3 && !known.contains(heading.title) {
            if let section, Self.memberSections.contains(where: { $0.caseInsensitiveCompare(section.title) == .orderedSame }) {
                report.notInGraph.append(heading.title)
            }
        }
        return (page.text, report)
    }

    // MARK: Front matter

    /// Sets the header facts the graph states; returns the page's availability, which
    /// members the graph gives none take.
    private func mergeFrontMatter(_ page: inout PageLines) -> [PlatformAvailability] {
        if page.frontMatter == nil { page.lines.insert(contentsOf: ["---", "kind: \(container.kind.rawValue)", "---", ""], at: 0) }
        var existingAvailability: [PlatformAvailability] = []
        if let value = frontMatterValue("availability", in: page), case .success(let list) = VersionList.parse(value) {
            existingAvailability = list.entries.map { PlatformAvailability(platform: $0.platform, introduced: $0.version) }
        }
        if container.kind == .class, let superclass = container.superclass { setFrontMatter("inherits", superclass, in: &page) }
        if container.kind == .category || container.kind == .extension, let extended = container.extendedClass {
            setFrontMatter("extends", extended, in: &page)
        }
        if let swiftName = container.swiftName { setFrontMatter("swift-name", swiftName, in: &page) }
        if !container.protocols.isEmpty {
            // The author's order first, then the protocols the page did not list.
            let listed = frontMatterList("conforms", in: page)
            let ordered = listed.filter(container.protocols.contains) + container.protocols.filter { !listed.contains($0) }
            if ordered != listed { setFrontMatter("conforms", "[\(ordered.joined(separator: ", "))]", in: &page) }
        }
        if !container.availability.isEmpty {
            let merged = Self.merge(existingAvailability, with: container.availability)
            if merged != existingAvailability || frontMatterValue("availability", in: page) == nil {
                setFrontMatter(
                    "availability", Self.versionText(merged.compactMap { entry in entry.introduced.map { (entry.platform, $0) } }),
                    in: &page)
            }
            existingAvailability = merged
            // A deprecated class (UIAlertView in iOS 9.0) says so once, in its front matter;
            // its members then need no replacement of their own.
            for key in ["deprecated", "obsoleted"] {
                let versions = container.availability.compactMap { entry in
                    (key == "deprecated" ? entry.deprecated : entry.obsoleted).map { (entry.platform, $0) }
                }
                guard !versions.isEmpty else { continue }
                let text = Self.versionText(versions)
                // The author's message after the version stays ("iOS 9.0. Use … instead.").
                if frontMatterValue(key, in: page).map({ !$0.hasPrefix(text) }) ?? true {
                    setFrontMatter(key, text, in: &page)
                }
            }
        }
        if let header = container.header {
            let current = frontMatterValue("declared-in", in: page)
            if current.map({ ($0 as NSString).lastPathComponent != header }) ?? true {
                setFrontMatter("declared-in", "\(framework)/\(header)", in: &page)
            }
        }
        return existingAvailability
    }

    private func frontMatterIndex(_ key: String, in page: PageLines) -> Int? {
        page.frontMatter?.first { page.lines[$0].hasPrefix("\(key):") }
    }

    private func frontMatterValue(_ key: String, in page: PageLines) -> String? {
        frontMatterIndex(key, in: page).map { page.lines[$0].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces) }
    }

    private func frontMatterList(_ key: String, in page: PageLines) -> [String] {
        guard let index = frontMatterIndex(key, in: page), let range = page.frontMatter else { return [] }
        let value = page.lines[index].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("[") {
            return value.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
                .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }.filter { !$0.isEmpty }
        }
        if !value.isEmpty { return [value] }
        return ((index + 1)..<range.upperBound).prefix { page.lines[$0].hasPrefix("  -") || page.lines[$0].hasPrefix("- ") }
            .map { page.lines[$0].drop { $0 == " " || $0 == "-" }.trimmingCharacters(in: CharacterSet(charactersIn: " \"'")) }
    }

    /// Replaces `key`'s line (and a block list under it) or adds it before the closing `---`.
    func setFrontMatter(_ key: String, _ value: String, in page: inout PageLines) {
        let line = "\(key): \(value)"
        guard let range = page.frontMatter else { return }
        if let index = frontMatterIndex(key, in: page) {
            guard page.lines[index] != line else { return }
            var end = index + 1
            while end < range.upperBound, page.lines[end].hasPrefix("  -") || page.lines[end].hasPrefix("- ") { end += 1 }
            page.lines.replaceSubrange(index..<end, with: [line])
        } else {
            page.lines.insert(line, at: range.upperBound)
        }
    }

    // MARK: Members and entries

    /// A member's section: a Swift member's own (`Type Methods`), else its kind's.
    static func sectionTitle(for member: APIMember) -> String {
        member.section ?? sectionTitle(for: member.kind)
    }

    static func sectionTitle(for kind: SymbolKind) -> String {
        switch kind {
        case .property: return "Properties"
        case .classMethod: return "Class Methods"
        default: return "Instance Methods"
        }
    }

    /// Moves a member's lines to `section` (in alphabetical place) when they stand in
    /// another; returns its heading where it now is.
    private func move(_ heading: PageLines.Heading, to section: String, in page: inout PageLines) -> PageLines.Heading {
        guard let current = page.headingsInSections.first(where: { $0.heading == heading })?.section,
            current.title.caseInsensitiveCompare(section) != .orderedSame
        else { return heading }
        let range = page.range(of: heading)
        let block = Array(page.lines[range])
        page.lines.removeSubrange(range)
        let target = ensureSection(section, in: &page)
        let sectionRange = page.range(of: target)
        let next = page.headings.first {
            sectionRange.contains($0.index) && $0.level == 3 && $0.title.lowercased() > heading.title.lowercased()
        }
        page.insert(block, at: next?.index ?? trimmedEnd(of: sectionRange, in: page))
        return memberHeading(heading.title, in: page, sections: [section]) ?? heading
    }

    /// The heading named `name` inside one of `sections`.
    func memberHeading(_ name: String, in page: PageLines, sections: [String], levels: Set<Int> = [3]) -> PageLines.Heading? {
        page.headingsInSections.first { heading, section in
            levels.contains(heading.level) && heading.title == name
                && section.map { section in sections.contains { $0.caseInsensitiveCompare(section.title) == .orderedSame } } == true
        }?.heading
    }

    /// The level-2 section, created in its place in the section order when missing.
    private func ensureSection(_ title: String, in page: inout PageLines) -> PageLines.Heading {
        if let existing = page.section(title) { return existing }
        let rank = Self.sectionOrder.firstIndex(of: title) ?? Self.sectionOrder.count
        let later = page.headings.first { heading in
            heading.level == 2
                && (Self.sectionOrder.firstIndex { $0.caseInsensitiveCompare(heading.title) == .orderedSame } ?? Int.max) > rank
        }
        page.insert(["## \(title)", ""], at: later?.index ?? page.endOfContent)
        return page.section(title)!
    }

    /// Adds an entry without prose: heading, declaration, fields. Members go in alphabetical
    /// place among the section's headings of the same level; constants at its end.
    func insertEntry(
        _ page: inout PageLines, level: Int, name: String, declaration: String?,
        availability: [PlatformAvailability], header: String?, section: String, under parent: PageLines.Heading? = nil,
        parameters: [String] = [], replacement: String? = nil, deprecationMessage: String? = nil,
        syntax: Syntax = .objectiveC, isRequired: Bool? = nil
    ) {
        var block = [String(repeating: "#", count: level) + " " + HeadingText.escaped(name), ""]
        if let declaration {
            block +=
                ["```\(syntax.rawValue)"] + declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) + [
                    "```", ""
                ]
        }
        // The parameters' names, for the author to describe.
        if !parameters.isEmpty { block += ["#### Parameters", ""] + parameters.map { "- `\($0)`:" } + [""] }
        block += Self.fieldLines(
            availability: availability, header: header, replacement: replacement, deprecationMessage: deprecationMessage)
        if let isRequired { block.append("- Required: \(isRequired ? "yes" : "no")") }
        let container = parent ?? ensureSection(section, in: &page)
        let range = page.range(of: container)
        let siblings = page.headings.filter { range.contains($0.index) && $0.level == level && $0.index > container.index }
        // Members and notifications go in alphabetical place; constants and a Swift enum's
        // cases keep the graph's order.
        let sorted = parent == nil && section != "Constants" && section != "Cases"
        let next = sorted ? siblings.first { $0.title.lowercased() > name.lowercased() } : nil
        page.insert(block, at: next?.index ?? trimmedEnd(of: range, in: page))
    }

    /// The end of `range` without its trailing blank lines.
    func trimmedEnd(of range: Range<Int>, in page: PageLines) -> Int {
        var end = range.upperBound
        while end > range.lowerBound + 1, page.lines[end - 1].isEmpty { end -= 1 }
        return end
    }

    static func fieldLines(
        availability: [PlatformAvailability], header: String?, replacement: String? = nil,
        deprecationMessage: String? = nil
    ) -> [String] {
        var lines: [String] = []
        let introduced = availability.compactMap { entry in entry.introduced.map { (entry.platform, $0) } }
        if !introduced.isEmpty { lines.append("- Availability: \(versionText(introduced))") }
        let deprecated = availability.compactMap { entry in entry.deprecated.map { (entry.platform, $0) } }
        if !deprecated.isEmpty {
            let message = deprecationMessage.map { ". " + $0.replacingOccurrences(of: "\n", with: " ") } ?? ""
            lines.append("- Deprecated: \(versionText(deprecated))\(message)")
            if let replacement { lines.append("- Replacement: ``\(replacement)``") }
        }
        let obsoleted = availability.compactMap { entry in entry.obsoleted.map { (entry.platform, $0) } }
        if !obsoleted.isEmpty { lines.append("- Obsoleted: \(versionText(obsoleted))") }
        if let header { lines.append("- Declared in: \(header)") }
        return lines
    }

    static func versionText(_ entries: [(String, Version)]) -> String {
        entries.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }

    /// The page's entries with the graph's platforms replaced or added.
    static func merge(_ existing: [PlatformAvailability], with graph: [PlatformAvailability]) -> [PlatformAvailability] {
        var result = existing
        for entry in graph where entry.introduced != nil {
            if let index = result.firstIndex(where: { $0.platform == entry.platform }) {
                result[index].introduced = entry.introduced
            } else {
                result.append(PlatformAvailability(platform: entry.platform, introduced: entry.introduced))
            }
        }
        return result
    }

    /// Brings an existing entry's declaration and fields in line; true when a line changed.
    @discardableResult
    private func updateEntry(
        _ page: inout PageLines, heading: PageLines.Heading, declaration: String,
        availability: [PlatformAvailability], header: String?, replacement: String? = nil,
        parameters: [String] = [], syntax: Syntax = .objectiveC
    ) -> Bool {
        let before = page.lines
        var range = page.range(of: heading)
        // The entry's own lines end at its first level-4 heading when it has constants below.
        if heading.level == 3,
            let child = page.headings.first(where: { range.contains($0.index) && $0.index > heading.index && $0.level == 4 }),
            page.memberSubsectionTitles.contains(child.title.lowercased()) == false
        {
            range = heading.index..<child.index
        }
        updateDeclaration(&page, in: range, to: declaration, addingWhenMissing: heading.level == 3, syntax: syntax)
        range = heading.index..<(range.upperBound + page.lines.count - before.count)
        ParameterNames.update(&page, in: range, to: parameters)
        for (field, key) in Self.versionFields {
            let stated = availability.compactMap { entry in entry[keyPath: key].map { (entry.platform, $0) } }
            guard !stated.isEmpty else { continue }
            let count = page.lines.count
            setVersionField(field, stated, in: &page, range: range)
            range = range.lowerBound..<(range.upperBound + page.lines.count - count)
        }
        // A replacement the graph names is added when the page names none; the author's stays.
        if let replacement, page.fieldLine("Replacement", in: range) == nil, let deprecated = page.fieldLine("Deprecated", in: range) {
            page.lines.insert("- Replacement: ``\(replacement)``", at: deprecated + 1)
            range = range.lowerBound..<(range.upperBound + 1)
        }
        if let header {
            let count = page.lines.count
            if let index = page.fieldLine("Declared in", in: range) {
                let (prefix, value) = PageLines.splitField(page.lines[index])
                if (value as NSString).lastPathComponent != header { page.lines[index] = prefix + header }
            } else {
                insertField("- Declared in: \(header)", in: &page, range: range)
            }
            range = range.lowerBound..<(range.upperBound + page.lines.count - count)
        }
        return page.lines != before
    }

    /// The version fields an entry states, each with the availability entry's version it shows.
    static var versionFields: [(String, KeyPath<PlatformAvailability, Version?>)] {
        [("Availability", \.introduced), ("Deprecated", \.deprecated), ("Obsoleted", \.obsoleted)]
    }

    /// Replaces the first fenced block before the entry's subsections and fields, unless it
    /// already says the same (spacing, nullability and macros aside); adds one after the
    /// summary when there is none.
    private func updateDeclaration(
        _ page: inout PageLines, in range: Range<Int>, to declaration: String, addingWhenMissing: Bool,
        syntax: Syntax = .objectiveC
    ) {
        let newLines = declaration.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = range.lowerBound + 1
        while index < range.upperBound {
            let line = page.lines[index]
            if line.hasPrefix("####") || PageLines.fieldName(of: line) != nil { break }
            if let marker = PageLines.fenceMarker(line) {
                guard let close = ((index + 1)..<range.upperBound).first(where: { page.lines[$0].trimmingLeadingSpaces.hasPrefix(marker) })
                else { return }
                let current = page.lines[(index + 1)..<close].joined(separator: "\n")
                if DeclarationStyle.canonical(current) != DeclarationStyle.canonical(declaration) {
                    page.lines.replaceSubrange((index + 1)..<close, with: newLines)
                }
                return
            }
            index += 1
        }
        // No declaration: after the summary paragraph, or right under the heading. (A
        // constant inside a group has none of its own: the group's typedef declares it.)
        guard addingWhenMissing else { return }
        page.insert(["```\(syntax.rawValue)"] + newLines + ["```"], at: Self.declarationPlace(in: range, of: page))
    }

    /// Where an entry without a declaration gets one: after its summary paragraph, or right under its heading.
    static func declarationPlace(in range: Range<Int>, of page: PageLines) -> Int {
        var insertion = range.lowerBound + 1
        while insertion < range.upperBound, page.lines[insertion].isEmpty { insertion += 1 }
        if insertion < range.upperBound, !page.lines[insertion].hasPrefix("#"), PageLines.fieldName(of: page.lines[insertion]) == nil {
            while insertion < range.upperBound, !page.lines[insertion].isEmpty { insertion += 1 }
        } else {
            insertion = range.lowerBound + 1
        }
        return insertion
    }

    /// Sets the graph's platforms in a version field, keeping other platforms and a
    /// deprecation's message.
    private func setVersionField(_ field: String, _ stated: [(String, Version)], in page: inout PageLines, range: Range<Int>) {
        guard let index = page.fieldLine(field, in: range) else {
            let after = page.fieldLine("Availability", in: range).map { $0 + 1 }
            let line = "- \(field): \(Self.versionText(stated))"
            if let after, field != "Availability" {
                page.lines.insert(line, at: after)
            } else {
                insertField(line, in: &page, range: range, first: true)
            }
            return
        }
        let (prefix, value) = PageLines.splitField(page.lines[index])
        guard case .success(let list) = VersionList.parse(value) else { return }
        var entries = list.entries
        for (platform, version) in stated {
            if let position = entries.firstIndex(where: { $0.platform == platform }) {
                entries[position].version = version
            } else {
                entries.append((platform, version))
            }
        }
        guard !entries.elementsEqual(list.entries, by: { $0.platform == $1.platform && $0.version == $1.version }) else { return }
        let message = list.remainder.isEmpty ? "" : ". " + list.remainder
        page.lines[index] = prefix + Self.versionText(entries) + message
    }

    /// Adds a field line to the entry's field list (first, or last), or starts one.
    func insertField(_ line: String, in page: inout PageLines, range: Range<Int>, first: Bool = false) {
        let fields = range.filter { PageLines.fieldName(of: page.lines[$0]) != nil }
        if let anchor = first ? fields.first : fields.last {
            var position = first ? anchor : anchor + 1
            if !first { while position < range.upperBound, page.lines[position].hasPrefix("  ") { position += 1 } }
            page.lines.insert(line, at: position)
        } else {
            page.insert([line], at: trimmedEnd(of: range, in: page))
        }
    }

    // MARK: Constants

    /// An enumeration is the constant group that documents one of its cases, or that bears
    /// its name; its missing cases are added at the group's end.
    private func mergeEnumeration(
        _ enumeration: APIEnumeration, into page: inout PageLines, pageAvailability: [PlatformAvailability],
        report: inout PageMergeReport
    ) {
        let groupAvailability = enumeration.availability.isEmpty ? pageAvailability : enumeration.availability
        func group(in page: PageLines) -> PageLines.Heading? { Self.group(of: enumeration, in: page) }
        guard let existing = group(in: page) else {
            insertEntry(
                &page, level: 3, name: enumeration.name, declaration: enumeration.declaration, availability: [],
                header: enumeration.header, section: "Constants")
            guard let created = group(in: page) else { return }
            for constant in enumeration.cases {
                let availability = constant.availability.isEmpty ? groupAvailability : constant.availability
                insertEntry(
                    &page, level: 4, name: constant.name, declaration: nil, availability: availability, header: nil,
                    section: "Constants", under: group(in: page) ?? created)
            }
            report.added.append(enumeration.name)
            return
        }
        for constant in enumeration.cases {
            let range = page.range(of: group(in: page) ?? existing)
            if let heading = page.headings.first(where: { range.contains($0.index) && $0.level == 4 && $0.title == constant.name }) {
                // A case the SDK deprecated after its group came says so on its own line.
                for (field, key) in Self.versionFields {
                    let stated = constant.availability.compactMap { entry in entry[keyPath: key].map { (entry.platform, $0) } }
                    if !stated.isEmpty { setVersionField(field, stated, in: &page, range: page.range(of: heading)) }
                }
                continue
            }
            let availability = constant.availability.isEmpty ? groupAvailability : constant.availability
            insertEntry(
                &page, level: 4, name: constant.name, declaration: nil, availability: availability, header: nil,
                section: "Constants", under: group(in: page) ?? existing)
            report.added.append(constant.name)
        }
    }

    /// The constant group that documents one of the enumeration's cases, or that bears its name.
    static func group(of enumeration: APIEnumeration, in page: PageLines) -> PageLines.Heading? {
        let caseNames = Set(enumeration.cases.map(\.name))
        let constants = page.headingsInSections.filter { _, section in
            section.map { $0.title.caseInsensitiveCompare("Constants") == .orderedSame } == true
        }.map(\.heading)
        for heading in constants where heading.level == 3 {
            let range = page.range(of: heading)
            if heading.title == enumeration.name
                || constants.contains(where: { range.contains($0.index) && $0.level == 4 && caseNames.contains($0.title) })
            {
                return heading
            }
        }
        return nil
    }

    // MARK: Tasks

    /// Lists new members under "New in this import" at the end of Tasks.
    private func addToNewGroup(_ names: [String], in page: inout PageLines) {
        let tasks = ensureSection("Tasks", in: &page)
        let items = names.map { "- ``\($0)``" }
        if let group = page.headings.first(where: {
            $0.level == 3 && $0.title == Self.newMembersGroup && page.range(of: tasks).contains($0.index)
        }) {
            let range = page.range(of: group)
            let listed = Set(page.lines[range].filter { $0.hasPrefix("- ") })
            let missing = items.filter { !listed.contains($0) }
            guard !missing.isEmpty else { return }
            let lastItem = range.last { page.lines[$0].hasPrefix("- ") } ?? group.index
            page.lines.insert(contentsOf: missing, at: lastItem + 1)
        } else {
            page.insert(["### \(Self.newMembersGroup)", ""] + items, at: trimmedEnd(of: page.range(of: tasks), in: page))
        }
    }
}

extension PageLines {
    /// Level-4 headings that are a member's own subsections, not constants under a group.
    var memberSubsectionTitles: Set<String> {
        ["parameters", "return value", "discussion", "special considerations", "examples", "example"]
    }
}
