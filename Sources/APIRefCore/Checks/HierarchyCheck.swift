/// `inherits`, `conforms` and `extends` name a page of the library or a declared external symbol.
enum HierarchyCheck {
    static func run(_ table: SymbolTable, subjects: [Symbol], external: Set<String>, diagnostics: inout DiagnosticBag) {
        let known = { (name: String) in table.page(named: name) != nil || external.contains(name) }
        for page in subjects where page.kind.isPage {
            for name in [page.superclass, page.extendedClass].compactMap({ $0 }) where !known(name) {
                let suggestions = EditDistance.nearest(to: name, in: table.pagesByName.keys)
                diagnostics.warning("unknown-superclass", "\(page.name): class '\(name)' has no page and is not listed in library.yml's external\(LinkResolver.didYouMean(suggestions))", at: page.location)
            }
            for name in page.protocols where !known(name) {
                let suggestions = EditDistance.nearest(to: name, in: table.pagesByName.keys)
                diagnostics.warning("unknown-protocol", "\(page.name): protocol '\(name)' has no page and is not listed in library.yml's external\(LinkResolver.didYouMean(suggestions))", at: page.location)
            }
            if page.kind == .class, let cycle = inheritanceCycle(of: page, in: table) {
                diagnostics.error("inheritance-cycle", "\(page.name) inherits from itself: \(cycle.joined(separator: " : "))", at: page.location)
            }
        }
    }

    /// The page, its superclasses and the page again, when its superclasses lead back to it.
    /// A class that only inherits from a cycle is not in it, and is not reported.
    static func inheritanceCycle(of page: Symbol, in table: SymbolTable) -> [String]? {
        let chain = table.superclasses(of: page)
        let next = chain.last.map { table.hierarchy(of: $0)?.superclass } ?? page.superclass
        return next == page.name ? [page.name] + chain + [page.name] : nil
    }
}
