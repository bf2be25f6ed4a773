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
    /// entry — a constant inside its group — never shows its parent's values.
    static func make(_ symbol: Symbol, links: PageLinks) -> [String: Any] {
        let markdown = links.markdown
        let seeAlso = symbol.seeAlso.enumerated().map { index, link -> [String: Any] in
            let target = link.resolvedID.flatMap(links.source.symbol(id:))
            var item = PageLinks.item(target.map(\.qualifiedName) ?? link.text, href: target.flatMap(links.href(to:)))
            item["separator"] = index + 1 < symbol.seeAlso.count ? ", " : ""
            return item
        }
        let constants = symbol.kind == .constantGroup ? links.source.symbols(ids: symbol.childIDs).map { make($0, links: links) } : []
        let deprecation = deprecation(symbol, links: links)
        return [
            "anchor": SitePaths.anchor(for: symbol.name),
            "name": symbol.name,
            "dashType": DashEntryType.of(symbol.kind),
            "dashName": DashEntryType.escaped(symbol.name),
            "kind": links.name(of: symbol.kind),
            "summary": markdown.inlines(symbol.summary),
            "isUndocumented": symbol.isUndocumented,
            "introduced": introduced(symbol),
            "declaration": symbol.declaration ?? "",
            "hasDeclaration": symbol.declaration != nil,
            "discussion": markdown.blocks(symbol.discussion),
            "hasDiscussion": !symbol.discussion.isEmpty,
            "parameters": symbol.parameters.map { ["name": $0.name, "description": markdown.inlines($0.description)] },
            "hasParameters": !symbol.parameters.isEmpty,
            "returnValue": markdown.blocks(symbol.returnValue),
            "hasReturnValue": !symbol.returnValue.isEmpty,
            "availability": availability(symbol.availability),
            "hasAvailability": !symbol.availability.isEmpty,
            "isDeprecated": symbol.isDeprecated,
            "deprecation": deprecation ?? [:],
            "hasDeprecation": deprecation != nil,
            "seeAlso": seeAlso,
            "hasSeeAlso": !seeAlso.isEmpty,
            "declaredIn": symbol.declaredIn ?? "",
            "hasDeclaredIn": symbol.declaredIn != nil,
            "requirement": symbol.isRequired.map { $0 ? "Required" : "Optional" } ?? "",
            "hasRequirement": symbol.isRequired != nil,
            "constants": constants,
            "hasConstants": !constants.isEmpty,
        ]
    }

    /// One badge per platform: `iOS 2.0`, `iOS 2.0–3.0 deprecated`.
    static func availability(_ entries: [PlatformAvailability]) -> [[String: Any]] {
        entries.map { entry in
            var text = entry.platform
            if let introduced = entry.introduced { text += " \(introduced)+" }
            if let deprecated = entry.deprecated { text += ", deprecated \(deprecated)" }
            if let obsoleted = entry.obsoleted { text += ", obsoleted \(obsoleted)" }
            return ["text": text, "isDeprecated": entry.deprecated != nil || entry.obsoleted != nil]
        }
    }

    static func deprecation(_ symbol: Symbol, links: PageLinks) -> [String: Any]? {
        guard let versions = AvailabilityText.deprecation(symbol.availability) else { return nil }
        let target = symbol.replacement?.resolvedID.flatMap(links.source.symbol(id:))
        return [
            "versions": versions,
            "message": links.markdown.inlines(symbol.deprecationMessage),
            "hasMessage": !symbol.deprecationMessage.isEmpty,
            "hasReplacement": symbol.replacement != nil,
            "replacement": PageLinks.item(target.map(\.qualifiedName) ?? symbol.replacement?.text ?? "",
                                          href: target.flatMap(links.href(to:))),
        ]
    }
}
