import APIRefCore

/// The sections of each kind of page, written into a `PageWriter`.
struct SymbolSections {
    let source: SymbolSource
    /// The language names and declarations are shown in.
    let syntax: Syntax
    var writer: PageWriter

    // MARK: Members, constants, notifications

    mutating func memberPage(_ symbol: Symbol, inheritedBy: String?, highlighted: String?) {
        if symbol.kind == .constant, let group = symbol.parentID.flatMap(source.symbol(id:)), group.kind == .constantGroup {
            memberPage(group, inheritedBy: inheritedBy, highlighted: symbol.id)
            return
        }
        name(symbol)
        deprecation(symbol)
        if let inheritedBy, let owner = symbol.container {
            let fromProtocol = symbol.parentID.flatMap(source.symbol(id:))?.kind == .protocol
            writer.section(fromProtocol ? "PROTOCOL" : "INHERITED FROM")
            let kind = writer.strings?[symbol.kind.displayName] ?? symbol.kind.displayName
            let values: [String: (text: String, style: TextStyle)] = [
                "owner": (owner, .emphasis), "class": (inheritedBy, .plain),
                "kind": (kind, .plain), "declarer": (owner, .plain)
            ]
            writer.text(
                writer.phrase(
                    fromProtocol
                        ? "{owner} — {class} adopts {declarer}, which declares this {kind}."
                        : "{owner} — {class} inherits this {kind} from {declarer}.", values))
        }
        if let (declaration, _) = symbol.declaration(in: syntax) {
            writer.section("DECLARATION")
            writer.code(declaration)
        }
        if let required = symbol.isRequired {
            writer.section("REQUIREMENT")
            if symbol.kind == .instanceMethod || symbol.kind == .classMethod {
                writer.text(
                    required
                        ? writer.phrase(
                            "Required: every adopter of {protocol} implements this method.",
                            ["protocol": (symbol.container ?? "the protocol", .plain)])
                        : writer.phrase("Optional: adopters may leave this method out.", [:]))
            } else {
                // A Swift protocol's other requirements: properties, initializers, associated types.
                let kind = (writer.strings?[symbol.kind.displayName] ?? symbol.kind.displayName, TextStyle.plain)
                writer.text(
                    required
                        ? writer.phrase(
                            "Required: every adopter of {protocol} implements this {kind}.",
                            ["protocol": (symbol.container ?? "the protocol", .plain), "kind": kind])
                        : writer.phrase("Optional: adopters may leave this {kind} out.", ["kind": kind]))
            }
        }
        if !symbol.discussion.isEmpty {
            writer.section("DESCRIPTION")
            writer.blocks(symbol.discussion)
        }
        if !symbol.parameters.isEmpty {
            writer.section("PARAMETERS")
            for parameter in symbol.parameters {
                writer.tagged(InlineRuns.plain(parameter.name, .emphasis), InlineRuns.from(parameter.description))
            }
        }
        if !symbol.returnValue.isEmpty {
            writer.section("RETURN VALUE")
            writer.blocks(symbol.returnValue)
        }
        if symbol.kind == .constantGroup {
            constants(of: symbol, highlighted: highlighted)
        }
        availability(symbol)
        seeAlso(symbol)
        if let header = symbol.declaredIn {
            writer.section("DECLARED IN")
            writer.text(header)
        }
    }

    private mutating func constants(of group: Symbol, highlighted: String?) {
        writer.section("CONSTANTS")
        for (index, constant) in source.symbols(ids: group.childIDs).enumerated() {
            if index > 0 { writer.blank() }
            let isHighlighted = constant.id == highlighted
            var tag = InlineRuns.plain(constant.name(in: syntax), isHighlighted ? .bold : .emphasis) + onlySpelling(constant)
            if isHighlighted { tag += InlineRuns.plain("  ◀") }
            writer.tagged(tag, InlineRuns.from(constant.summary))
            if !constant.discussion.isEmpty { writer.blocks(constant.discussion, indent: PageWriter.tagIndent) }
            let versions = AvailabilityText.line(constant.availability)
            if !versions.isEmpty { writer.text("Available in \(versions).", indent: PageWriter.tagIndent) }
        }
    }

    // MARK: Classes, protocols, categories

    mutating func containerPage(_ page: Symbol) {
        name(page)
        deprecation(page)
        // A Swift-only type's declaration says what it is (`struct`, `actor`) and its generic parameters.
        if page.declaration == nil, let declaration = page.swiftDeclaration {
            writer.section("DECLARATION")
            writer.code(declaration)
        }
        if page.kind == .class {
            let chain = source.superclasses(of: page)
            if !chain.isEmpty {
                writer.section("INHERITS FROM")
                writer.text(runs(chain.map(typeName), separator: " : "))
            }
        }
        if let extended = page.extendedClass {
            writer.section("EXTENDS")
            writer.text(typeName(extended), .emphasis)
        }
        if !page.protocols.isEmpty {
            writer.section("CONFORMS TO")
            writer.text(runs(page.protocols.map(typeName), separator: ", "))
        }
        if let framework = page.framework {
            writer.section("FRAMEWORK")
            writer.text(framework)
        }
        availability(page)
        if let header = page.declaredIn {
            writer.section("DECLARED IN")
            writer.text(header)
        }
        if !page.guides.isEmpty {
            writer.section("COMPANION GUIDES")
            writer.text(page.guides.joined(separator: ", "))
        }
        if !page.discussion.isEmpty {
            writer.section("OVERVIEW")
            writer.blocks(page.discussion)
        }
        tasks(page)
        let children = source.symbols(ids: page.childIDs)
        summaries("CONSTANTS", children.filter { $0.kind == .constantGroup || $0.kind == .constant }, on: page)
        summaries("NOTIFICATIONS", children.filter { $0.kind == .notification }, on: page)
        summaries("FUNCTIONS", children.filter { $0.kind == .function }, on: page)
        summaries("DATA TYPES", children.filter { $0.kind == .dataType }, on: page)
    }

    private mutating func tasks(_ page: Symbol) {
        guard !page.taskGroups.isEmpty else { return }
        writer.section("TASKS")
        for group in page.taskGroups {
            writer.subheading(group.title)
            if !group.abstract.isEmpty { writer.blocks(group.abstract) }
            for link in group.members {
                guard let member = link.resolvedID.flatMap(source.symbol(id:)) else {
                    writer.text(link.text, .emphasis)
                    continue
                }
                writer.tagged(memberTag(member, of: page), InlineRuns.from(member.summary))
            }
        }
    }

    private mutating func summaries(_ title: String, _ symbols: [Symbol], on page: Symbol) {
        guard !symbols.isEmpty else { return }
        writer.section(title)
        for symbol in symbols {
            writer.tagged(
                InlineRuns.plain(symbol.name(in: syntax), .emphasis) + onlySpelling(symbol, on: page), InlineRuns.from(symbol.summary))
        }
    }

    private func memberTag(_ member: Symbol, of page: Symbol) -> [StyledRun] {
        var tag = InlineRuns.plain(member.kind == .classMethod ? "+ " : member.kind == .instanceMethod ? "– " : "")
        tag += InlineRuns.plain(member.name(in: syntax), .emphasis) + onlySpelling(member, on: page)
        if member.container != page.container, let owner = member.container { tag += InlineRuns.plain(" (from \(owner))") }
        if member.isRequired == true { tag += InlineRuns.plain(" (required)") }
        if let deprecated = AvailabilityText.deprecation(member.availability) {
            tag +=
                InlineRuns.plain(" ", .plain) + writer.phrase("[deprecated in {versions}]", ["versions": (deprecated, .bold)], style: .bold)
        }
        return tag
    }

    // MARK: Articles

    mutating func articlePage(_ article: Symbol) {
        name(article)
        let (preamble, sections) = splitAtHeadings(article.discussion)
        if !preamble.isEmpty {
            writer.section("DESCRIPTION")
            writer.blocks(preamble)
        }
        for (heading, body) in sections {
            writer.section(heading.plainText.uppercased())
            writer.blocks(body)
        }
    }

    private func splitAtHeadings(_ blocks: [MarkdownNode]) -> ([MarkdownNode], [(MarkdownNode, [MarkdownNode])]) {
        var preamble: [MarkdownNode] = []
        var sections: [(MarkdownNode, [MarkdownNode])] = []
        for block in blocks {
            if case .heading(2) = block.kind {
                sections.append((block, []))
            } else if sections.isEmpty {
                preamble.append(block)
            } else {
                sections[sections.count - 1].1.append(block)
            }
        }
        return (preamble, sections)
    }

    // MARK: Shared sections

    private mutating func name(_ symbol: Symbol) {
        writer.section("NAME")
        var runs = InlineRuns.plain(symbol.kind == .article ? symbol.name : symbol.name(in: syntax), .bold) + onlySpelling(symbol)
        if !symbol.summary.isEmpty {
            runs += InlineRuns.plain(" — ") + InlineRuns.from(symbol.summary)
        } else if symbol.isUndocumented {
            runs += InlineRuns.plain(" — ") + writer.phrase("No description yet.", [:])
        }
        writer.text(runs, hangingIndent: PageWriter.tagIndent)
    }

    /// " (Objective-C only)" after a name shown in the other syntax, in the reader's language.
    /// `page` is the page it is listed on, when known, which saves reading it.
    private func onlySpelling(_ symbol: Symbol, on page: Symbol? = nil) -> [StyledRun] {
        let spellsSwift = page.map { $0.swiftName != nil } ?? pageSpellsSwift(symbol)
        guard let mark = symbol.onlySpellingMark(in: syntax, pageSpellsSwift: spellsSwift) else { return [] }
        return InlineRuns.plain(" ") + writer.phrase("({spelling})", ["spelling": (writer.strings?[mark] ?? mark, .plain)])
    }

    /// A class's or protocol's name in the reader's syntax: `IndexPath` for `NSIndexPath`
    /// in Swift, when the library documents it.
    private func typeName(_ name: String) -> String {
        guard syntax == .swift else { return name }
        let page = source.ids(named: name, ignoringCase: false).lazy.compactMap { source.kind(of: $0)?.isType == true ? $0 : nil }.first
        return page.flatMap(source.symbol(id:))?.swiftPath ?? name
    }

    /// Whether the page a symbol is on (itself, for a page) has a Swift spelling.
    private func pageSpellsSwift(_ symbol: Symbol) -> Bool {
        var current = symbol
        for _ in 0..<3 {
            if current.kind.isPage { return current.swiftName != nil }
            guard let parent = current.parentID.flatMap(source.symbol(id:)) else { return false }
            current = parent
        }
        return false
    }

    private mutating func deprecation(_ symbol: Symbol) {
        guard let versions = AvailabilityText.deprecation(symbol.availability) else { return }
        writer.section("DEPRECATED")
        var runs = writer.phrase("Deprecated in {versions}.", ["versions": (versions, .bold)], style: .bold)
        if let replacement = symbol.replacement {
            let name = replacement.resolvedID.flatMap(source.symbol(id:)).map { $0.qualifiedName(in: syntax) } ?? replacement.text
            runs += writer.phrase(" Use {replacement} instead.", ["replacement": (name, .emphasis)])
        }
        writer.text(runs)
        if !symbol.deprecationMessage.isEmpty { writer.text(InlineRuns.from(symbol.deprecationMessage)) }
    }

    private mutating func availability(_ symbol: Symbol) {
        let lines = AvailabilityText.lines(symbol.availability, strings: writer.strings)
        guard !lines.isEmpty else { return }
        writer.section("AVAILABILITY")
        for line in lines { writer.text(line) }
    }

    private mutating func seeAlso(_ symbol: Symbol) {
        guard !symbol.seeAlso.isEmpty else { return }
        writer.section("SEE ALSO")
        let names = symbol.seeAlso.map { link in
            link.resolvedID.flatMap(source.symbol(id:)).map { $0.qualifiedName(in: syntax) } ?? link.text
        }
        writer.text(runs(names, separator: ", "))
    }

    private func runs(_ names: [String], separator: String) -> [StyledRun] {
        var result: [StyledRun] = []
        for (index, name) in names.enumerated() {
            if index > 0 { result += InlineRuns.plain(separator) }
            result += InlineRuns.plain(name, .emphasis)
        }
        return result
    }
}
