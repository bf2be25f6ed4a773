import APIRefCore

/// The template values of one task group of a class page (`task-group.mustache`): its
/// title, abstract and the members it lists, each linked with its summary.
enum TaskGroupModel {
    static func anchor(_ group: TaskGroup) -> String { "task-" + SitePaths.anchor(for: group.title) }

    static func make(_ group: TaskGroup, of page: Symbol, links: PageLinks) -> TemplateFields {
        let markdown = links.markdown
        return [
            "title": .text(group.title),
            "anchor": .text(anchor(group)),
            "dashName": .text(DashEntryType.escaped(group.title)),
            "abstract": .text(markdown.blocks(group.abstract)),
            "members": .list(group.members.map { link in .object(item(link, of: page, links: links)) })
        ]
    }

    /// Every key is always present, so an entry never shows an outer value.
    private static func item(_ link: SymbolLink, of page: Symbol, links: PageLinks) -> TemplateFields {
        guard let member = link.resolvedID.flatMap(links.source.symbol(id:)) else {
            var item = TemplateValue.link(link.text, href: nil)
            for (name, value) in [
                ("summary", TemplateValue.text("")), ("isDeprecated", .flag(false)), ("inheritedFrom", .text("")),
                ("hasInheritedFrom", .flag(false)), ("introduced", .text(""))
            ] { item[name] = value }
            item.add(SyntaxHTML.noNameFields)
            return item
        }
        var item = TemplateValue.link(member.name, href: links.href(to: member))
        item["summary"] = .text(links.markdown.inlines(member.summary))
        item["isDeprecated"] = .flag(member.isDeprecated)
        item["introduced"] = .text(MemberEntryModel.introduced(member))
        item["inheritedFrom"] = .text(member.container ?? "")
        item["hasInheritedFrom"] = .flag(member.container != page.container)
        item.add(SyntaxHTML.nameFields(member, shown: member.name, swiftName: member.swiftName, pageSpellsSwift: page.swiftName != nil))
        return item
    }
}
