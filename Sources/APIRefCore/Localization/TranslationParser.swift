internal import Yams

/// Reads one translation file into a `TranslatedPage`: the prose under each of its
/// original's headings, by name. What a translation must not hold — facts — is reported
/// and left out; the original's facts are the ones every reader sees.
public enum TranslationParser {
    public static func parse(_ bytes: [UInt8], path: TranslationPath, displayPath: String) -> (TranslatedPage, [Diagnostic]) {
        var reader = Reader(page: TranslatedPage(path: path, displayPath: displayPath))
        guard var text = SourceText.decode(bytes, path: displayPath, into: &reader.diagnostics) else {
            return (reader.page, reader.diagnostics.diagnostics)
        }
        if let yaml = FrontMatter.separateYAML(from: &text, path: displayPath, diagnostics: &reader.diagnostics) {
            reader.readFrontMatter(yaml)
        }
        var document = CmarkConverter.parse(text).document
        LinkMarker.mark(&document)
        if path.relativePath.hasPrefix("Articles/") {
            reader.readArticle(document)
        } else {
            reader.readPage(document)
        }
        return (reader.page, reader.diagnostics.diagnostics)
    }

    /// The name an article's prose is keyed by: an article has one symbol, whatever its title.
    public static let articleKey = "(article)"

    private struct Reader {
        var page: TranslatedPage
        var diagnostics = DiagnosticBag()

        var path: String { page.displayPath }

        func location(of node: MarkdownNode) -> SourceLocation {
            SourceLocation(path: path, line: node.line, column: node.column)
        }

        mutating func fact(_ what: String, at node: MarkdownNode) {
            diagnostics.warning(
                .translationStatesFact, "\(what) belongs to the original; a translation holds prose only, and this is ignored",
                at: location(of: node))
            unkept(what, at: location(of: node))
        }

        /// Text of the file that no unit holds: a page written again would lose it.
        mutating func unkept(_ what: String, at location: SourceLocation) {
            page.unkept.append(TranslatedPage.UnkeptText(what: what, location: location))
        }

        mutating func readFrontMatter(_ yaml: String) {
            let source = YAMLSource(text: yaml, path: path, linesBefore: 1)
            let node: Node?
            do {
                node = try Yams.compose(yaml: yaml)
            } catch {
                source.syntaxError(error, message: "front matter is not valid YAML", into: &diagnostics)
                return
            }
            for (key, value) in node?.mapping ?? [:] {
                let at = source.location(of: key)
                if key.string == "sources", let sources = value.mapping {
                    for (name, text) in sources {
                        if let name = name.string, let text = text.string { page.sources[name] = text }
                    }
                    continue
                }
                guard key.string == "stamps" else {
                    diagnostics.warning(
                        .translationStatesFact,
                        "front matter key '\(key.string ?? "")' belongs to the original; a translation's front matter holds only stamps and sources",
                        at: at)
                    unkept("the front matter key '\(key.string ?? "")'", at: at)
                    continue
                }
                guard let stamps = value.mapping else {
                    diagnostics.error(
                        .invalidFrontMatter, "'stamps' must map names to stamps; let `apiref l10n stamp` write it",
                        at: source.location(of: value))
                    continue
                }
                for (name, stamp) in stamps {
                    if let name = name.string, let stamp = stamp.string { page.stamps[name] = stamp }
                }
            }
        }

        /// What comes before the level-1 heading, and the level-1 headings after the first.
        mutating func unkeptAroundTitles(_ preamble: [MarkdownNode], _ titled: [HeadingSection]) {
            if let first = preamble.first { unkept("text before the level-1 heading", at: location(of: first)) }
            for extra in titled.dropFirst() { unkept("the level-1 heading '\(extra.title)'", at: extra.location(in: path)) }
        }

        mutating func readArticle(_ document: MarkdownNode) {
            let (before, titled) = HeadingSection.split(document.children, level: 1)
            guard let title = titled.first else {
                diagnostics.error(
                    .missingTitle, "an article's translation starts with its translated level-1 title",
                    at: SourceLocation(path: path, line: 1, column: 1))
                if !document.children.isEmpty {
                    unkept("the file's text, which has no level-1 title", at: SourceLocation(path: path, line: 1, column: 1))
                }
                return
            }
            unkeptAroundTitles(before, titled)
            page.articleTitle = title.title
            page.titleBlocks.append(title.heading)
            var prose = TranslatedProse(location: title.location(in: path))
            let body = titled.flatMap(\.body)
            if let abstract = body.first(where: { $0.kind == .paragraph }) {
                prose.summary = abstract.children
                prose.discussion = body.filter { $0 != abstract }
            } else if let first = body.first {
                unkept("text with no abstract paragraph before it", at: location(of: first))
            }
            page.add(TranslationParser.articleKey, prose)
        }

        mutating func readPage(_ document: MarkdownNode) {
            let (before, titled) = HeadingSection.split(document.children, level: 1)
            guard let title = titled.first else {
                diagnostics.error(
                    .missingTitle, "a translation starts with its original's level-1 heading",
                    at: SourceLocation(path: path, line: 1, column: 1))
                if !document.children.isEmpty {
                    unkept("the file's text, which has no level-1 heading", at: SourceLocation(path: path, line: 1, column: 1))
                }
                return
            }
            unkeptAroundTitles(before, titled)
            for extra in titled.dropFirst() {
                diagnostics.warning(
                    .extraTitle, "a page has one level-1 heading; '\(extra.title)' is ignored", at: extra.location(in: path))
            }
            let (preamble, sections) = HeadingSection.split(titled.flatMap(\.body), level: 2)
            var prose = TranslatedProse(location: title.location(in: path))
            if let abstract = preamble.first(where: { $0.kind == .paragraph }) {
                prose.summary = abstract.children
                prose.discussion = preamble.filter { $0 != abstract }
            } else if let first = preamble.first {
                unkept("text with no abstract paragraph before it", at: location(of: first))
            }
            for section in sections {
                switch TranslationHeadings.section(section.title) {
                case .overview?:
                    prose.discussion += section.body
                case .tasks?:
                    readTaskTitles(section)
                case .members(let kind)?:
                    if page.sectionTitles[kind] == nil { page.sectionTitles[kind] = section.title }
                    for member in memberSections(of: section) {
                        page.add(member.title, readMember(member.body, at: member))
                    }
                case .constants?:
                    if page.sectionTitles[.constantGroup] == nil { page.sectionTitles[.constantGroup] = section.title }
                    for group in memberSections(of: section) { readConstantGroup(group) }
                case nil:
                    diagnostics.warning(
                        .unknownSection,
                        "unknown section '\(section.title)'; known sections: \(PageSection.knownTitles), or \(TranslationHeadings.japaneseSectionNames)",
                        at: section.location(in: path))
                    unkept("the section '\(section.title)'", at: section.location(in: path))
                }
            }
            page.add(title.title, prose)
        }

        mutating func memberSections(of section: HeadingSection) -> [HeadingSection] {
            let (preamble, members) = HeadingSection.split(section.body, level: 3)
            if let stray = preamble.first {
                diagnostics.warning(
                    .strayContent, "content under '\(section.title)' before its first level-3 heading belongs to no member",
                    at: location(of: stray))
                unkept("text under '\(section.title)' before its first level-3 heading", at: location(of: stray))
            }
            return members
        }

        /// `### <original title>`, then one paragraph: the translated title, then the
        /// translation of the paragraphs the group carries, if it has any. Membership is the
        /// original's, so a list here is a fact.
        mutating func readTaskTitles(_ section: HeadingSection) {
            for group in memberSections(of: section) {
                page.taskGroupLocations[group.title] = group.location(in: path)
                for block in group.body {
                    switch block.kind {
                    case .paragraph where page.taskGroupTitles[group.title] == nil:
                        page.taskGroupTitles[group.title] = block.plainText.trimmingWhitespace()
                        page.titleBlocks.append(block)
                    case .paragraph:
                        page.taskGroupAbstracts[group.title, default: []].append(block)
                    case .list:
                        fact("a task group's member list", at: block)
                    default:
                        diagnostics.warning(
                            .strayContent, "a translated task group holds one paragraph, its title", at: location(of: block))
                        unkept("a block under the task group '\(group.title)' that is not a paragraph", at: location(of: block))
                    }
                }
                if page.taskGroupTitles[group.title] == nil {
                    diagnostics.warning(
                        .missingSummary, "task group '\(group.title)' has no translated title under its heading",
                        at: group.location(in: path))
                }
            }
        }

        mutating func readConstantGroup(_ group: HeadingSection) {
            let (preamble, constants) = HeadingSection.split(group.body, level: 4)
            var groupBlocks = preamble
            for constant in constants {
                let name = TranslationHeadings.subsection(constant.title)
                if ["discussion", "special considerations"].contains(name.lowercased()) {
                    groupBlocks.append(constant.heading)
                    groupBlocks += constant.body
                } else {
                    page.add(constant.title, readMember(constant.body, at: constant))
                }
            }
            page.add(group.title, readMember(groupBlocks, at: group))
        }

        /// A member's prose: `MemberBody` reads it once its subsection headings are in
        /// English; whatever it finds of a declaration or fields is reported.
        mutating func readMember(_ blocks: [MarkdownNode], at heading: HeadingSection) -> TranslatedProse {
            var english: [MarkdownNode] = []
            var skippingFacts = false
            // How many Special Considerations or Examples subsections come before the
            // parameters or the return value, when there are those: where a rewrite puts them.
            var trailingBefore = 0
            var leadingSubsections: Int?
            for var block in blocks {
                if case .heading(let level) = block.kind, level >= 4 {
                    let title = block.plainText.trimmingWhitespace()
                    skippingFacts = TranslationHeadings.factSubsections.contains(title.lowercased())
                    if skippingFacts {
                        fact("'\(title)'", at: block)
                        continue
                    }
                    if ["parameters", "return value"].contains(TranslationHeadings.subsection(title).lowercased()) {
                        if leadingSubsections == nil { leadingSubsections = trailingBefore }
                    } else if TranslationHeadings.isTrailingSubsection(title) {
                        trailingBefore += 1
                    }
                    block.children = [MarkdownNode(.text(TranslationHeadings.subsection(title)), line: block.line, column: block.column)]
                } else if skippingFacts {
                    continue
                }
                if case .list = block.kind, let item = block.children.first(where: isJapaneseField) {
                    fact("the field '\(item.plainText.prefix(while: { $0 != ":" && $0 != "：" }))'", at: item)
                    block.children.removeAll(where: isJapaneseField)
                    if block.children.isEmpty { continue }
                }
                english.append(block)
            }
            let body = MemberBody.parse(english, path: path, diagnostics: &diagnostics)
            var prose = TranslatedProse(location: heading.location(in: path))
            // Read as a declaration: the original's copied, or an example (`TranslationCheck`).
            if body.declaration != nil {
                prose.leadingCode = english.first(where: { if case .codeBlock = $0.kind { true } else { false } })
            }
            for field in body.fields {
                diagnostics.warning(
                    .translationStatesFact,
                    "the field '\(field.name)' belongs to the original; a translation holds prose only, and this is ignored",
                    at: field.location)
                unkept("the field '\(field.name)'", at: field.location)
            }
            // A ```swift block right after the summary is read as a declaration, and no unit has it.
            if body.swiftDeclaration != nil, let location = body.swiftDeclarationLocation {
                unkept(
                    "a ```swift block right after the summary",
                    at: SourceLocation(path: location.path, line: max(1, location.line - 1), column: location.column))
            }
            prose.summary = body.summary
            prose.discussion = body.discussion
            prose.parameters = body.parameters
            prose.returnValue = body.returnValue
            prose.leadingSubsections = leadingSubsections
            return prose
        }

        func isJapaneseField(_ item: MarkdownNode) -> Bool {
            let text = item.plainText
            guard let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) else { return false }
            return TranslationHeadings.factFields.contains(text[..<colon].trimmingWhitespace())
        }
    }
}
