/// The links in a translation's prose, resolved as its original's are (``` ``name`` ```
/// from the page's own members, superclasses and protocols first), so that `check`
/// reports a broken one where it stands and the site links it to the page in the same
/// language. The prose is resolved in place; the problems found are returned.
enum TranslationLinks {
    /// `swiftContainer` is the Swift type of the original page's members, which its links
    /// read from in Swift (`Symbol.swiftHome`).
    static func resolve(_ page: inout TranslatedPage, container: String?, swiftContainer: String? = nil, resolver: LinkResolver)
        -> [Diagnostic]
    {
        var stand = page.order.compactMap { key -> Symbol? in
            guard let prose = page.prose[key] else { return nil }
            var symbol = Symbol(id: "\u{0}translation/\(key)", name: key, kind: .property, location: prose.location)
            symbol.container = container
            symbol.swiftContainer = swiftContainer
            symbol.summary = prose.summary
            symbol.discussion = prose.discussion
            symbol.parameters = prose.parameters
            symbol.returnValue = prose.returnValue
            return symbol
        }
        var pass = LinkPass(resolver: resolver)
        pass.run(on: &stand)
        for symbol in stand {
            guard var prose = page.prose[symbol.name] else { continue }
            prose.summary = symbol.summary
            prose.discussion = symbol.discussion
            prose.parameters = symbol.parameters
            prose.returnValue = symbol.returnValue
            page.prose[symbol.name] = prose
        }
        return pass.diagnostics.diagnostics
    }
}
