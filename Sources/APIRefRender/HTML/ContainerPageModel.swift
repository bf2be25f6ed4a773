import APIRefCore

/// The template values of a class, protocol, category or framework page (`class.mustache`).
enum ContainerPageModel {
    static let sectionOrder: [(SymbolKind, String)] = [
        (.property, "Properties"), (.classMethod, "Class Methods"), (.instanceMethod, "Instance Methods"),
        (.constantGroup, "Constants"), (.notification, "Notifications"), (.function, "Functions"), (.dataType, "Data Types"),
    ]

    /// - Parameter inherited: the "Inherited from" sections, rendered once per superclass.
    /// - Parameter label: a heading or fact label in the site copy's language.
    static func make(_ page: Symbol, links: PageLinks, mentions: [Symbol], inherited: InheritedSections,
                     label: (String) -> String = { $0 }) -> [String: Any] {
        let markdown = links.markdown
        let source = links.source
        var model: [String: Any] = [
            "name": page.name,
            "kind": label(page.kind.displayName.capitalized),
            "summary": markdown.inlines(page.summary),
            "overview": markdown.blocks(page.discussion),
            "hasOverview": !page.discussion.isEmpty,
            "availability": MemberEntryModel.availability(page.availability),
            "framework": page.framework ?? "",
            "isDeprecated": page.isDeprecated,
        ]
        let deprecation = MemberEntryModel.deprecation(page, links: links)
        model["deprecation"] = deprecation ?? [:]
        model["hasDeprecation"] = deprecation != nil
        var facts: [[String: Any]] = []
        let superclasses = page.kind == .class ? source.superclasses(of: page) : []
        if !superclasses.isEmpty {
            facts.append(["label": label("Inherits from"), "items": names(superclasses, separator: " : ", links: links)])
        }
        if !page.protocols.isEmpty { facts.append(["label": label("Conforms to"), "items": names(page.protocols, separator: ", ", links: links)]) }
        if let extended = page.extendedClass { facts.append(["label": label("Extends"), "items": names([extended], separator: "", links: links)]) }
        facts.append(["label": label("Framework"), "items": names([page.framework ?? ""], separator: "", links: nil)])
        if let header = page.declaredIn { facts.append(["label": label("Declared in"), "items": names([header], separator: "", links: nil)]) }
        if !page.guides.isEmpty { facts.append(["label": label("Companion guides"), "items": names(page.guides, separator: ", ", links: nil)]) }
        model["facts"] = facts
        model["taskGroups"] = page.taskGroups.map { group -> [String: Any] in
            [
                "title": group.title,
                "anchor": "task-" + SitePaths.anchor(for: group.title),
                "dashName": DashEntryType.escaped(group.title),
                "abstract": markdown.blocks(group.abstract),
                "members": group.members.map { link -> [String: Any] in
                    guard let member = link.resolvedID.flatMap(source.symbol(id:)) else {
                        return PageLinks.item(link.text, href: nil).merging(["summary": "", "isDeprecated": false, "inheritedFrom": "", "hasInheritedFrom": false, "introduced": ""]) { $1 }
                    }
                    var item = PageLinks.item(member.name, href: links.href(to: member))
                    item["summary"] = markdown.inlines(member.summary)
                    item["isDeprecated"] = member.isDeprecated
                    item["introduced"] = MemberEntryModel.introduced(member)
                    item["inheritedFrom"] = member.container ?? ""
                    item["hasInheritedFrom"] = member.container != page.container
                    return item
                },
            ]
        }
        let children = source.symbols(ids: page.childIDs)
        model["sections"] = sectionOrder.compactMap { kind, title -> [String: Any]? in
            let entries = children.filter { $0.kind == kind || (kind == .constantGroup && $0.kind == .constant) }
            guard !entries.isEmpty else { return nil }
            return ["title": label(title), "anchor": "section-" + SitePaths.anchor(for: title),
                    "entries": entries.map { MemberEntryModel.make($0, links: links) }]
        }
        model["inherited"] = inherited.sections(of: page, links: links)
        model["mentionedIn"] = mentions.map { PageLinks.item($0.name, href: links.href(to: $0)) }
        model["hasMentions"] = !mentions.isEmpty
        model["hasTaskGroups"] = !page.taskGroups.isEmpty
        return model
    }

    /// Names for a fact, linked to their pages when `links` is given and they have one.
    private static func names(_ names: [String], separator: String, links: PageLinks?) -> [[String: Any]] {
        names.enumerated().map { index, name in
            let page = links.flatMap { links in
                links.source.ids(named: name, ignoringCase: false).compactMap(links.source.symbol(id:)).first { $0.kind.isPage }
            }
            var item = PageLinks.item(name, href: page.flatMap { links?.href(to: $0) })
            item["separator"] = index + 1 < names.count ? separator : ""
            return item
        }
    }
}
