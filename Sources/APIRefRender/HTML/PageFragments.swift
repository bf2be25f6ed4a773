import APIRefCore

/// The parts of a class page that its template writes as HTML: each member entry
/// (`member.mustache`, a section's `{{{entries}}}`) and each task group
/// (`task-group.mustache`, `{{{tasks}}}`), rendered on its own rather than as a partial of
/// the page, so that parts of one shape share their rendering (`FragmentTemplates`).
struct PageFragments: Sendable {
    let fragments: FragmentTemplates
    /// What every part sees besides its own values: the theme's words and `docset`.
    let shared: TemplateFields

    func member(_ symbol: Symbol, on page: Symbol, links: PageLinks) -> String {
        fragments.render("member", MemberEntryModel.make(symbol, links: links, pageSpellsSwift: page.swiftName != nil), sharing: shared)
    }

    func taskGroup(_ group: TaskGroup, of page: Symbol, links: PageLinks) -> String {
        fragments.render("task-group", TaskGroupModel.make(group, of: page, links: links), sharing: shared)
    }
}
