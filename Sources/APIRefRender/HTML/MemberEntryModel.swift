import APIRefCore

/// The template values of one member entry (`member.mustache`), with its availability
/// badges and deprecation box.
enum MemberEntryModel {
    /// "platform version" of the first platform that states when the symbol arrived, for
    /// the class page's version filter (`page.js`); empty when none does.
    static func introduced(_ symbol: Symbol) -> String {
        symbol.availability.first { $0.introduced != nil }.map { "\($0.platform) \($0.introduced!)" } ?? ""
    }

    /// Every key is always present (empty or false when it does not apply), so a nested
    /// entry — a constant inside its group — never shows its parent's values, and entries
    /// of one kind share their shape as far as their facts allow (`FragmentTemplates`).
    /// - Parameter pageSpellsSwift: whether the page the entry is on has a Swift spelling,
    ///   where an Objective-C-only member is marked for a Swift reader.
    static func make(_ symbol: Symbol, links: PageLinks, pageSpellsSwift: Bool = false) -> TemplateFields {
        let markdown = links.markdown
        let seeAlso = symbol.seeAlso.enumerated().map { index, link -> TemplateValue in
            let target = link.resolvedID.flatMap(links.source.symbol(id:))
            let shown = target.map(\.qualifiedName) ?? link.text
            var item = TemplateValue.link(shown, href: target.flatMap(links.href(to:)))
            let swift = target?.qualifiedName(in: .swift)
            let differs = swift != nil && swift != shown
            item["swiftName"] = .text(differs ? swift ?? "" : "")
            item["hasSwiftName"] = .flag(differs)
            item["separator"] = .text(index + 1 < symbol.seeAlso.count ? ", " : "")
            return .object(item)
        }
        let constants: [TemplateValue] =
            symbol.kind == .constantGroup
            ? links.source.symbols(ids: symbol.childIDs).map { .object(make($0, links: links, pageSpellsSwift: pageSpellsSwift)) } : []
        let deprecation = deprecation(symbol, links: links)
        var fields: TemplateFields = [
            "anchor": .text(SitePaths.anchor(for: symbol.name)),
            "name": .text(symbol.name),
            "dashType": .text(DashEntryType.of(symbol.kind)),
            "dashName": .text(DashEntryType.escaped(symbol.name)),
            "kind": .text(links.name(of: symbol.kind)),
            // The state is marked beside it (`TranslationStateModel`), not at its end.
            "summary": .text(markdown.inlines(symbol.summaryWithoutTranslationMarker)),
            "isUndocumented": .flag(symbol.isUndocumented),
            "introduced": .text(introduced(symbol)),
            "declaration": .text(symbol.declaration ?? ""),
            "hasDeclaration": .flag(symbol.declaration != nil),
            "swiftDeclaration": .text(symbol.swiftDeclaration ?? ""),
            "hasSwiftDeclaration": .flag(symbol.swiftDeclaration != nil),
            "discussion": .text(markdown.blocks(symbol.discussion)),
            "hasDiscussion": .flag(!symbol.discussion.isEmpty),
            "parameters": .list(
                symbol.parameters.map { .object(["name": .text($0.name), "description": .text(markdown.inlines($0.description))]) }),
            "hasParameters": .flag(!symbol.parameters.isEmpty),
            "returnValue": .text(markdown.blocks(symbol.returnValue)),
            "hasReturnValue": .flag(!symbol.returnValue.isEmpty),
            "availability": availability(symbol.availability),
            "hasAvailability": .flag(!symbol.availability.isEmpty),
            "isDeprecated": .flag(symbol.isDeprecated),
            "deprecation": .object(deprecation ?? [:]),
            "hasDeprecation": .flag(deprecation != nil),
            "seeAlso": .list(seeAlso),
            "hasSeeAlso": .flag(!seeAlso.isEmpty),
            "declaredIn": .text(symbol.declaredIn ?? ""),
            "hasDeclaredIn": .flag(symbol.declaredIn != nil),
            "requirement": .text(symbol.isRequired.map { $0 ? "Required" : "Optional" } ?? ""),
            "hasRequirement": .flag(symbol.isRequired != nil),
            "constants": .list(constants),
            "hasConstants": .flag(!constants.isEmpty)
        ]
        fields.add(SyntaxHTML.nameFields(symbol, shown: symbol.name, swiftName: symbol.swiftName, pageSpellsSwift: pageSpellsSwift))
        fields.merge(TranslationStateModel.fields(symbol, anchor: SitePaths.anchor(for: symbol.name), links: links))
        return fields
    }

    /// One badge per platform: `iOS 2.0`, `iOS 2.0–3.0 deprecated`.
    static func availability(_ entries: [PlatformAvailability]) -> TemplateValue {
        .list(
            entries.map { entry in
                var text = entry.platform
                if let introduced = entry.introduced { text += " \(introduced)+" }
                if let deprecated = entry.deprecated { text += ", deprecated \(deprecated)" }
                if let obsoleted = entry.obsoleted { text += ", obsoleted \(obsoleted)" }
                return .object(["text": .text(text), "isDeprecated": .flag(entry.deprecated != nil || entry.obsoleted != nil)])
            })
    }

    static func deprecation(_ symbol: Symbol, links: PageLinks) -> TemplateFields? {
        guard let versions = AvailabilityText.deprecation(symbol.availability) else { return nil }
        let target = symbol.replacement?.resolvedID.flatMap(links.source.symbol(id:))
        var replacement = TemplateValue.link(
            target.map(\.qualifiedName) ?? symbol.replacement?.text ?? "", href: target.flatMap(links.href(to:)))
        let swift = target?.qualifiedName(in: .swift)
        let differs = swift != nil && swift != target?.qualifiedName
        replacement["swiftName"] = .text(differs ? swift ?? "" : "")
        replacement["hasSwiftName"] = .flag(differs)
        return [
            "versions": .text(versions),
            "message": .text(links.markdown.inlines(symbol.deprecationMessage)),
            "hasMessage": .flag(!symbol.deprecationMessage.isEmpty),
            "hasReplacement": .flag(symbol.replacement != nil),
            "replacement": .object(replacement)
        ]
    }
}
