/// `inherits`, `conforms` and `extends` name a page of the library or a declared external symbol.
enum HierarchyCheck {
    /// `external` nil: library.yml's list could not be read, so no name is reported unknown.
    static func run(_ table: SymbolTable, subjects: [Symbol], external: Set<String>?, diagnostics: inout DiagnosticBag) {
        let known = { (name: String) in external == nil || table.page(named: name) != nil || external?.contains(name) == true }
        for page in subjects where page.kind.isPage {
            // Reported where the name is written, in the front matter, not at the heading.
            for (key, name) in [("inherits", page.superclass), ("extends", page.extendedClass)] {
                guard let name, !known(name) else { continue }
                let suggestions = EditDistance.nearest(to: name, in: table.pagesByName.keys)
                diagnostics.warning(
                    .unknownSuperclass, "\(page.name): class '\(name)' has no page and is not listed in library.yml's external",
                    at: page.location,
                    subject: .misspelt(name, suggestions: suggestions, frontMatterKey: key), notes: [DiagnosticNote.didYouMean(suggestions)]
                )
            }
            for name in page.protocols where !known(name) {
                let suggestions = EditDistance.nearest(to: name, in: table.pagesByName.keys)
                diagnostics.warning(
                    .unknownProtocol, "\(page.name): protocol '\(name)' has no page and is not listed in library.yml's external",
                    at: page.location,
                    subject: .misspelt(name, suggestions: suggestions, frontMatterKey: "conforms"),
                    notes: [DiagnosticNote.didYouMean(suggestions)])
            }
            if page.kind == .class, let cycle = inheritanceCycle(of: page, in: table), let superclass = page.superclass {
                diagnostics.error(
                    .inheritanceCycle, "\(page.name) inherits from itself: \(cycle.joined(separator: " : "))", at: page.location,
                    subject: DiagnosticSubject(superclass, frontMatterKey: "inherits"))
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
