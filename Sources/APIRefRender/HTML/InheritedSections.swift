import APIRefBase
import APIRefCore
import Foundation

/// The "Inherited from" sections of class pages (`inherited.mustache`), each rendered once
/// per superclass and page folder and then reused by every page below that superclass.
///
/// A superclass's section is the same on all its subclasses' pages in one folder: it lists
/// the superclass's members, linked from that folder. Rendered per page, the lists of a
/// deep hierarchy were a large share of a site build's template work (in an SDK, every
/// view repeats UIView's, UIResponder's and NSObject's hundreds of members); Hugo's
/// `partialCached` exists for the same reason.
final class InheritedSections: Sendable {
    private let templates: TemplateSet
    /// The theme's words in the site copy's language (`TemplateValue.shared`).
    private let labels: TemplateValue
    /// Rendered sections by superclass id and path to the site's root; "" for a superclass
    /// with nothing to list. Pages render on every core.
    private let rendered = Locked<[String: String]>([:])

    init(templates: TemplateSet, labels: TemplateValue = .shared(SiteLanguage.single.templateLabels)) {
        self.templates = templates
        self.labels = labels
    }

    /// One item per superclass with a page and members, nearest first: `owner`, `ownerURL`
    /// and `html`, the rendered section.
    func sections(of page: Symbol, links: PageLinks) -> [TemplateFields] {
        guard page.kind == .class else { return [] }
        let source = links.source
        return source.superclasses(of: page).compactMap { name -> TemplateFields? in
            let ids = source.ids(named: name, ignoringCase: false)
            guard let ancestor = ids.lazy.compactMap(source.symbol(id:)).first(where: { $0.kind == .class }) else { return nil }
            let html = section(for: ancestor, links: links)
            guard !html.isEmpty else { return nil }
            return ["owner": .text(ancestor.name), "ownerURL": .text(links.href(to: ancestor) ?? ""), "html": .text(html)]
        }
    }

    /// How many sections were rendered (one per superclass and folder, however many pages).
    var renderedCount: Int { rendered.withLock { $0.count } }

    private func section(for ancestor: Symbol, links: PageLinks) -> String {
        let key = ancestor.id + "\u{0}" + links.root("")
        if let html = rendered.withLock({ $0[key] }) { return html }
        // Rendered outside the lock: two pages may both render a section the first time,
        // and get the same text.
        let html = render(ancestor, links: links)
        rendered.withLock { $0[key] = html }
        return html
    }

    private func render(_ ancestor: Symbol, links: PageLinks) -> String {
        let members = links.source.symbols(ids: ancestor.childIDs).filter { $0.kind.belongsInTasks }
        guard !members.isEmpty else { return "" }
        var html = templates.fragments.render(
            "inherited",
            [
                "owner": .text(ancestor.name), "ownerURL": .text(links.href(to: ancestor) ?? ""),
                "members": .list(
                    members.enumerated().map { index, member in
                        var item = TemplateValue.link(member.name, href: links.href(to: member))
                        item["isDeprecated"] = .flag(member.isDeprecated)
                        item["separator"] = .text(index + 1 < members.count ? ", " : "")
                        return .object(item)
                    })
            ], sharing: ["labels": labels])
        // One block: the class template puts the line breaks around it.
        while html.hasSuffix("\n") { html.removeLast() }
        return html
    }
}
