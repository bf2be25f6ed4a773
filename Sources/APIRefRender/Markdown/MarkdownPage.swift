import APIRefCore

/// A page of the reference as Markdown, for language models and other readers of plain
/// text: the MCP server's resources and tool results, and the site's `.md` copy beside each
/// HTML page. Made from the model as the index holds it, never from the content's Markdown:
/// the title, kind and framework, the summary, the deprecation and its replacement, the
/// declarations in both syntaxes (the reader's first), the facts (superclasses, protocols,
/// availability), the overview, the task groups, every member's entry and the history.
/// Names and prose are in one syntax, links in one style (`MarkdownLinks`), labels in the
/// reader's language (`strings`).
public struct MarkdownPage {
    /// What a class page shows of its members.
    public enum Members: Sendable {
        /// Every member's whole entry, as the site's page shows them.
        case entries
        /// One line per member: its name and summary.
        case summaries
    }

    let source: SymbolSource
    let syntax: Syntax
    let prose: MarkdownProse
    let strings: LanguageStrings

    /// - Parameters:
    ///   - source: the library (translated, for a reader of a translation).
    ///   - syntax: the language names, links and paired examples are shown in; declarations
    ///     are shown in both.
    ///   - strings: labels in the reader's language; English when nil.
    public init(source: SymbolSource, syntax: Syntax, links: MarkdownLinks, strings: LanguageStrings? = nil) {
        self.source = SyntaxSymbolSource(base: source, syntax: syntax)
        self.syntax = syntax
        self.prose = MarkdownProse(source: source, links: links)
        self.strings = strings ?? LanguageStrings(language: "en")
    }

    /// The page of a class, protocol, category, framework page or article, ending in a newline.
    /// - Parameter history: its history lines (`SymbolIndex.historyLines`), listed last.
    public func page(_ page: Symbol, members: Members = .entries, history: [HistoryLine] = []) -> String {
        let page = page.prose(in: syntax)
        var blocks: [String] = []
        if page.kind == .article {
            blocks.append("# " + MarkdownWriter.text(page.name))
            if !page.summary.isEmpty { blocks.append(prose.inlines(page.summary)) }
            var articleProse = prose
            articleProse.minimumHeadingLevel = 2
            if !page.discussion.isEmpty { blocks.append(articleProse.blocks(page.discussion)) }
            return Self.joined(blocks)
        }
        blocks.append("# " + title(page))
        blocks.append(
            "*" + MarkdownWriter.text(label(kindName(page))) + (page.framework.map { " · " + MarkdownWriter.text($0) } ?? "") + "*")
        var entry = MarkdownEntry(page: self, level: 2)
        blocks += entry.opening(page)
        blocks.append(facts(page).joined(separator: "\n"))
        if !page.discussion.isEmpty {
            blocks.append("## " + label("Overview"))
            var overview = prose
            overview.minimumHeadingLevel = 3
            blocks.append(overview.blocks(page.discussion))
        }
        let children = source.symbols(ids: page.childIDs)
        blocks += tasks(page, children: children)
        entry.level = 3
        var grouped: Set<String> = []
        if members == .summaries { for group in page.taskGroups { grouped.formUnion(group.members.compactMap(\.resolvedID)) } }
        for (kind, title) in ContainerPageModel.sectionOrder {
            let shown = children.filter {
                ($0.kind == kind || (kind == .constantGroup && $0.kind == .constant)) && !grouped.contains($0.id)
            }
            guard !shown.isEmpty else { continue }
            let title = kind == .classMethod && page.declaration == nil && page.swiftDeclaration != nil ? "Type Methods" : title
            blocks.append("## " + label(title))
            switch members {
            case .entries: blocks += shown.map { entry.entry($0, on: page) }
            case .summaries: blocks.append(shown.map { summaryLine($0, on: page) }.joined(separator: "\n"))
            }
        }
        blocks += changes(history)
        return Self.joined(blocks)
    }

    /// A member, constant or notification on its own: its entry under a title of its own
    /// (`UITableViewCell.accessoryType`), ending in a newline. A constant is shown in its
    /// group's entry, its name in bold.
    /// - Parameters:
    ///   - inheritedBy: the class the reader asked about, when the member is inherited.
    ///   - history: its history lines, listed last.
    public func member(_ member: Symbol, inheritedBy: String? = nil, history: [HistoryLine] = []) -> String {
        var shown = member.prose(in: syntax)
        var highlighted: String?
        if shown.kind == .constant, let group = shown.parentID.flatMap(source.symbol(id:)), group.kind == .constantGroup {
            highlighted = shown.id
            shown = group
        }
        var blocks = ["# " + MarkdownWriter.codeSpan(shown.qualifiedName(in: syntax))]
        let owner = shown.container.map { name in
            prose.code(name, linkedTo: source.ids(named: name, ignoringCase: false).first { source.kind(of: $0)?.isPage == true })
        }
        var line = "*" + MarkdownWriter.text(label(shown.kind.displayName.capitalized)) + "*"
        if let owner { line += " · " + owner }
        if let framework = shown.framework { line += " · " + MarkdownWriter.text(framework) }
        blocks.append(line)
        if let inheritedBy, let owner = shown.container {
            let fromProtocol = shown.parentID.flatMap(source.symbol(id:))?.kind == .protocol
            // The owner in bold, put in after the sentence is escaped.
            let values = ["owner": "\u{FFFC}", "class": inheritedBy, "kind": label(shown.kind.displayName), "declarer": owner]
            let sentence = MarkdownWriter.text(
                strings.format(
                    fromProtocol
                        ? "{owner} — {class} adopts {declarer}, which declares this {kind}."
                        : "{owner} — {class} inherits this {kind} from {declarer}.", values))
            blocks.append(sentence.replacingLiteral("\u{FFFC}", with: "**" + MarkdownWriter.text(owner) + "**"))
        }
        let entry = MarkdownEntry(page: self, level: 2)
        blocks += entry.body(shown, on: nil, highlighted: highlighted)
        blocks += changes(history)
        return Self.joined(blocks)
    }

    /// The candidates of an ambiguous lookup, one line each with both spellings and a link,
    /// ending in a newline.
    public func candidates(_ symbols: [Symbol], query: String) -> String {
        var lines = ["'\(MarkdownWriter.text(query))' names \(symbols.count) symbols:", ""]
        for symbol in symbols {
            let symbol = symbol.prose(in: syntax)
            var line = "- " + prose.code(symbol.qualifiedName(in: syntax), linking: symbol)
            if let other = otherName(symbol) { line += " · " + MarkdownWriter.codeSpan(other) }
            if !symbol.summary.isEmpty { line += " — " + prose.inlines(symbol.summary) }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Parts

    /// The page's name in the reader's syntax (`IndexPath` for `NSIndexPath` in Swift).
    private func title(_ page: Symbol) -> String {
        var title = MarkdownWriter.text(page.qualifiedName(in: syntax))
        if let other = otherName(page) { title += " · " + MarkdownWriter.text(other) }
        return title
    }

    /// The name in the other syntax, when it differs: what a reader of the other language searches for.
    func otherName(_ symbol: Symbol) -> String? {
        guard symbol.spellings == .both else { return nil }
        let other = syntax == .swift ? Syntax.objectiveC : .swift
        let shown = symbol.kind.isPage ? symbol.qualifiedName(in: syntax) : symbol.name(in: syntax)
        let otherName = symbol.kind.isPage ? symbol.qualifiedName(in: other) : symbol.name(in: other)
        return otherName == shown ? nil : otherName
    }

    private func facts(_ page: Symbol) -> [String] {
        var lines: [String] = []
        func fact(_ name: String, _ value: String) { lines.append("- **" + MarkdownWriter.text(label(name)) + ":** " + value) }
        let superclasses = page.kind == .class ? source.superclasses(of: page) : []
        if !superclasses.isEmpty { fact("Inherits from", typeNames(superclasses, separator: " : ")) }
        if !page.protocols.isEmpty { fact("Conforms to", typeNames(page.protocols, separator: ", ")) }
        if let extended = page.extendedClass { fact("Extends", typeNames([extended], separator: "")) }
        if let framework = page.framework { fact("Framework", MarkdownWriter.text(framework)) }
        if let header = page.declaredIn { fact("Declared in", MarkdownWriter.codeSpan(header)) }
        if !page.guides.isEmpty { fact("Companion guides", page.guides.map(MarkdownWriter.text).joined(separator: ", ")) }
        let availability = AvailabilityText.lines(page.availability, strings: strings)
        if !availability.isEmpty { fact("Availability", availability.map(MarkdownWriter.text).joined(separator: " ")) }
        return lines
    }

    /// Class and protocol names in the reader's syntax, linked to their pages.
    private func typeNames(_ names: [String], separator: String) -> String {
        names.map { name in
            let page = source.ids(named: name, ignoringCase: false).lazy.compactMap { self.source.kind(of: $0)?.isType == true ? $0 : nil }
                .first
            let shown = syntax == .swift ? page.flatMap(source.symbol(id:))?.swiftPath ?? name : name
            return prose.code(shown, linkedTo: page)
        }.joined(separator: separator)
    }

    private func tasks(_ page: Symbol, children: [Symbol]) -> [String] {
        guard !page.taskGroups.isEmpty else { return [] }
        var blocks = ["## " + label("Tasks")]
        for group in page.taskGroups {
            blocks.append("### " + MarkdownWriter.text(group.title))
            if !group.abstract.isEmpty { blocks.append(prose.blocks(group.abstract)) }
            let lines = group.members.map { link -> String in
                guard let member = link.resolvedID.flatMap(source.symbol(id:)) else { return "- " + MarkdownWriter.codeSpan(link.text) }
                return summaryLine(member, on: page)
            }
            if !lines.isEmpty { blocks.append(lines.joined(separator: "\n")) }
        }
        return blocks
    }

    /// `- [`name`](…) — summary`, with what a reader must know at a glance: where it comes
    /// from, whether it is required, whether it is deprecated.
    func summaryLine(_ member: Symbol, on page: Symbol) -> String {
        var line = "- " + prose.code(member.name(in: syntax), linking: member)
        if let mark = member.onlySpellingMark(in: syntax, pageSpellsSwift: page.swiftName != nil) {
            line += " " + MarkdownWriter.text(strings.format("({spelling})", ["spelling": label(mark)]))
        }
        if member.container != page.container, let owner = member.container { line += " (from " + MarkdownWriter.codeSpan(owner) + ")" }
        if member.isRequired == true { line += " (required)" }
        if let deprecated = AvailabilityText.deprecation(member.availability) {
            line += " **" + MarkdownWriter.text(label("Deprecated")) + "** (" + MarkdownWriter.text(deprecated) + ")"
        }
        if !member.summary.isEmpty { line += " — " + prose.inlines(member.summary) }
        return line
    }

    private func changes(_ history: [HistoryLine]) -> [String] {
        guard !history.isEmpty else { return [] }
        return [
            "## " + label("Changes"),
            history.map { "- **" + MarkdownWriter.text($0.tag) + "** " + MarkdownWriter.text($0.text) }.joined(separator: "\n")
        ]
    }

    /// "Class", "Structure"; a Swift extension of another module's type is an "Extension".
    private func kindName(_ page: Symbol) -> String {
        if page.kind == .category, page.declaration == nil, page.swiftDeclaration != nil { return "Extension" }
        return page.kind.displayName.capitalized
    }

    func label(_ english: String) -> String { strings[english] }

    private static func joined(_ blocks: [String]) -> String {
        blocks.filter { !$0.isEmpty }.joined(separator: "\n\n") + "\n"
    }
}
