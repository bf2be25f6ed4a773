import APIRefCore

/// The template values of a class, protocol, category or framework page (`class.mustache`).
enum ContainerPageModel {
    static let sectionOrder: [(SymbolKind, String)] = [
        (.associatedType, "Associated Types"), (.enumCase, "Cases"), (.initializer, "Initializers"),
        (.property, "Properties"), (.classMethod, "Class Methods"), (.instanceMethod, "Instance Methods"),
        (.subscript, "Subscripts"), (.operator, "Operators"), (.typeAlias, "Type Aliases"),
        (.constantGroup, "Constants"), (.notification, "Notifications"), (.function, "Functions"),
        (.variable, "Global Variables"), (.dataType, "Data Types")
    ]

    /// - Parameter inherited: the "Inherited from" sections, rendered once per superclass.
    /// - Parameter parts: member entries and task groups, each rendered on its own.
    /// - Parameter label: a heading or fact label in the site copy's language.
    /// - Parameter history: the Changes part's lines (`ChangesPart`).
    static func make(
        _ page: Symbol, links: PageLinks, mentions: [Symbol], inherited: InheritedSections,
        parts: PageFragments, label: (String) -> String = { $0 }, history: [HistoryLine] = []
    ) -> TemplateFields {
        let markdown = links.markdown
        let source = links.source
        let deprecation = MemberEntryModel.deprecation(page, links: links)
        var facts: [TemplateValue] = []
        func fact(_ title: String, _ items: [TemplateValue]) {
            facts.append(.object(["label": .text(label(title)), "items": .list(items)]))
        }
        let superclasses = page.kind == .class ? source.superclasses(of: page) : []
        if !superclasses.isEmpty { fact("Inherits from", names(superclasses, separator: " : ", links: links)) }
        if !page.protocols.isEmpty { fact("Conforms to", names(page.protocols, separator: ", ", links: links)) }
        if let extended = page.extendedClass { fact("Extends", names([extended], separator: "", links: links)) }
        fact("Framework", names([page.framework ?? ""], separator: "", links: nil))
        if let header = page.declaredIn { fact("Declared in", names([header], separator: "", links: nil)) }
        if !page.guides.isEmpty { fact("Companion guides", names(page.guides, separator: ", ", links: nil)) }
        let children = source.symbols(ids: page.childIDs)
        let sections = sectionOrder.compactMap { kind, title -> TemplateValue? in
            let entries = children.filter { $0.kind == kind || (kind == .constantGroup && $0.kind == .constant) }
            guard !entries.isEmpty else { return nil }
            // A Swift type's static methods are its type methods.
            let title = kind == .classMethod && page.declaration == nil && page.swiftDeclaration != nil ? "Type Methods" : title
            return .object([
                "title": .text(label(title)), "anchor": .text("section-" + SitePaths.anchor(for: title)),
                "entries": .text(entries.map { parts.member($0, on: page, links: links) }.joined())
            ])
        }
        var fields: TemplateFields = [
            "name": .text(page.name),
            "kind": .text(label(kindName(page))),
            "summary": .text(markdown.inlines(page.summaryWithoutTranslationMarker)),
            "overview": .text(markdown.blocks(page.discussion)),
            "hasOverview": .flag(!page.discussion.isEmpty),
            "availability": MemberEntryModel.availability(page.availability),
            "framework": .text(page.framework ?? ""),
            "isDeprecated": .flag(page.isDeprecated),
            "deprecation": .object(deprecation ?? [:]),
            "hasDeprecation": .flag(deprecation != nil),
            "facts": .list(facts),
            // The groups' titles and anchors for the page's contents, and the groups themselves.
            "taskGroups": .list(page.taskGroups.map { .object(["title": .text($0.title), "anchor": .text(TaskGroupModel.anchor($0))]) }),
            "tasks": .text(page.taskGroups.map { parts.taskGroup($0, of: page, links: links) }.joined()),
            "hasTaskGroups": .flag(!page.taskGroups.isEmpty),
            "sections": .list(sections),
            "inherited": .list(inherited.sections(of: page, links: links).map(TemplateValue.object)),
            "mentionedIn": .list(mentions.map { .object(TemplateValue.link($0.name, href: links.href(to: $0))) }),
            "hasMentions": .flag(!mentions.isEmpty),
            "changes": .text(ChangesPart.html(history, label: label)), "hasChanges": .flag(!history.isEmpty)
        ]
        fields.add(SyntaxHTML.nameFields(page, shown: page.name, swiftName: page.swiftPath, pageSpellsSwift: page.swiftName != nil))
        fields.merge(TranslationStateModel.fields(page, anchor: nil, links: links))
        fields.merge(TranslationStateModel.count(of: page, label: label))
        return fields
    }

    /// "Class", "Structure"; a Swift extension of another module's type (a category with only a
    /// Swift declaration) is an "Extension".
    private static func kindName(_ page: Symbol) -> String {
        if page.kind == .category, page.declaration == nil, page.swiftDeclaration != nil { return "Extension" }
        return page.kind.displayName.capitalized
    }

    /// Names for a fact, linked to their pages when `links` is given and they have one.
    private static func names(_ names: [String], separator: String, links: PageLinks?) -> [TemplateValue] {
        names.enumerated().map { index, name in
            let page = links.flatMap { links in
                links.source.ids(named: name, ignoringCase: false).compactMap(links.source.symbol(id:)).first { $0.kind.isPage }
            }
            var item = TemplateValue.link(name, href: page.flatMap { links?.href(to: $0) })
            let swift = page?.swiftPath
            item["swiftName"] = .text(swift != name ? swift ?? "" : "")
            item["hasSwiftName"] = .flag(swift != nil && swift != name)
            item["separator"] = .text(index + 1 < names.count ? separator : "")
            return .object(item)
        }
    }
}
