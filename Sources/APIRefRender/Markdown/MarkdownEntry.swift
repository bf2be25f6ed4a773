import APIRefCore

/// One symbol's entry on a Markdown page (`MarkdownPage`): its heading, summary,
/// requirement, deprecation, declarations in both syntaxes, discussion, parameters, return
/// value, constants, availability, related symbols and header, at one heading level.
struct MarkdownEntry {
    let page: MarkdownPage
    /// The level of the entry's own heading; its parts are one below.
    var level: Int

    init(page: MarkdownPage, level: Int) {
        self.page = page
        self.level = level
    }

    private var prose: MarkdownProse { page.prose }
    private var syntax: Syntax { page.syntax }

    /// The member's heading (its name in the reader's syntax, then in the other) and body.
    func entry(_ member: Symbol, on owner: Symbol) -> String {
        var heading = String(repeating: "#", count: level) + " " + MarkdownWriter.codeSpan(member.name(in: syntax))
        if let other = page.otherName(member) { heading += " · " + MarkdownWriter.codeSpan(other) }
        if let mark = member.onlySpellingMark(in: syntax, pageSpellsSwift: owner.swiftName != nil) {
            heading += " " + MarkdownWriter.text(page.strings.format("({spelling})", ["spelling": page.label(mark)]))
        }
        return ([heading] + body(member.prose(in: syntax), on: owner, highlighted: nil)).filter { !$0.isEmpty }.joined(separator: "\n\n")
    }

    /// What follows a member's heading. `highlighted` is the constant the reader asked for,
    /// in a group's entry.
    func body(_ symbol: Symbol, on owner: Symbol?, highlighted: String?) -> [String] {
        var blocks = opening(symbol)
        var deeper = prose
        deeper.minimumHeadingLevel = min(level + 1, 6)
        if !symbol.discussion.isEmpty { blocks.append(deeper.blocks(symbol.discussion)) }
        if !symbol.parameters.isEmpty {
            blocks.append(part("Parameters"))
            blocks.append(
                symbol.parameters.map { "- " + MarkdownWriter.codeSpan($0.name) + " — " + prose.inlines($0.description) }.joined(
                    separator: "\n"))
        }
        if !symbol.returnValue.isEmpty {
            blocks.append(part("Return Value"))
            blocks.append(deeper.blocks(symbol.returnValue))
        }
        if symbol.kind == .constantGroup { blocks += constants(of: symbol, highlighted: highlighted) }
        let availability = AvailabilityText.lines(symbol.availability, strings: page.strings)
        if !availability.isEmpty {
            blocks.append(
                "**" + MarkdownWriter.text(page.label("Availability")) + ":** "
                    + availability.map(MarkdownWriter.text).joined(separator: " "))
        }
        if !symbol.seeAlso.isEmpty {
            let links = symbol.seeAlso.map { link in
                let target = link.resolvedID.flatMap(page.source.symbol(id:))
                return prose.code(target.map { $0.qualifiedName(in: syntax) } ?? link.text, linking: target)
            }
            blocks.append("**" + MarkdownWriter.text(page.label("See also:")) + "** " + links.joined(separator: ", "))
        }
        if let header = symbol.declaredIn, !symbol.kind.isPage {
            blocks.append("**" + MarkdownWriter.text(page.label("Declared in")) + ":** " + MarkdownWriter.codeSpan(header))
        }
        return blocks
    }

    /// The summary, requirement, deprecation and declarations: what a page's header shows too.
    func opening(_ symbol: Symbol) -> [String] {
        var blocks: [String] = []
        if !symbol.summary.isEmpty {
            blocks.append(prose.inlines(symbol.summary))
        } else if symbol.isUndocumented {
            blocks.append("*" + MarkdownWriter.text(page.label("No description yet.")) + "*")
        }
        if let required = symbol.isRequired { blocks.append(requirement(symbol, required: required)) }
        if let deprecation = deprecation(symbol) { blocks.append(deprecation) }
        blocks += declarations(symbol)
        return blocks
    }

    /// Both declarations, the reader's syntax first, each in a fence of its language.
    private func declarations(_ symbol: Symbol) -> [String] {
        var shown: [(String, String)] = []
        if let swift = symbol.swiftDeclaration { shown.append(("swift", swift)) }
        if let objc = symbol.declaration { shown.append(("objc", objc)) }
        if syntax == .objectiveC { shown.reverse() }
        return shown.map { language, code in
            let fence = code.containsLiteral("```") ? "~~~~" : "```"
            return fence + language + "\n" + code + (code.hasSuffix("\n") ? "" : "\n") + fence
        }
    }

    private func deprecation(_ symbol: Symbol) -> String? {
        guard let versions = AvailabilityText.deprecation(symbol.availability) else { return nil }
        var text = "**" + MarkdownWriter.text(page.strings.format("Deprecated in {versions}.", ["versions": versions])) + "**"
        if let replacement = symbol.replacement {
            let target = replacement.resolvedID.flatMap(page.source.symbol(id:))
            let name = prose.code(target.map { $0.qualifiedName(in: syntax) } ?? replacement.text, linking: target)
            // The pattern's placeholder, filled with the linked name after the text is escaped.
            let sentence = MarkdownWriter.text(page.strings.format(" Use {replacement} instead.", ["replacement": "\u{FFFC}"]))
            text += sentence.replacingLiteral("\u{FFFC}", with: name)
        }
        if !symbol.deprecationMessage.isEmpty { text += " " + prose.inlines(symbol.deprecationMessage) }
        return "> " + text.replacingLiteral("\n", with: "\n> ")
    }

    private func requirement(_ symbol: Symbol, required: Bool) -> String {
        let owner = symbol.container ?? "the protocol"
        let kind = page.label(symbol.kind.displayName)
        let sentence: String
        if symbol.kind == .instanceMethod || symbol.kind == .classMethod {
            sentence =
                required
                ? page.strings.format("Required: every adopter of {protocol} implements this method.", ["protocol": owner])
                : page.strings.format("Optional: adopters may leave this method out.", [:])
        } else {
            sentence =
                required
                ? page.strings.format("Required: every adopter of {protocol} implements this {kind}.", ["protocol": owner, "kind": kind])
                : page.strings.format("Optional: adopters may leave this {kind} out.", ["kind": kind])
        }
        return "*" + MarkdownWriter.text(sentence) + "*"
    }

    private func constants(of group: Symbol, highlighted: String?) -> [String] {
        let lines = page.source.symbols(ids: group.childIDs).map { constant -> String in
            let constant = constant.prose(in: syntax)
            let name = MarkdownWriter.codeSpan(constant.name(in: syntax))
            var line = "- " + (constant.id == highlighted ? "**" + name + "**" : name)
            if let other = page.otherName(constant) { line += " · " + MarkdownWriter.codeSpan(other) }
            if !constant.summary.isEmpty { line += " — " + prose.inlines(constant.summary) }
            let versions = AvailabilityText.line(constant.availability)
            if !versions.isEmpty { line += " " + MarkdownWriter.text("Available in \(versions).") }
            if let deprecated = AvailabilityText.deprecation(constant.availability) {
                line += " **" + MarkdownWriter.text(page.strings.format("Deprecated in {versions}.", ["versions": deprecated])) + "**"
            }
            if !constant.discussion.isEmpty {
                line +=
                    "\n\n"
                    + prose.blocks(constant.discussion).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.isEmpty ? "" : "  " + $0 }.joined(separator: "\n")
            }
            return line
        }
        return [part("Constants"), lines.joined(separator: "\n")]
    }

    /// A part's title, one level below the entry's heading.
    private func part(_ english: String) -> String {
        String(repeating: "#", count: min(level + 1, 6)) + " " + MarkdownWriter.text(page.label(english))
    }
}
