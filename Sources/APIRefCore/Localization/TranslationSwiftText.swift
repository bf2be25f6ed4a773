/// The Swift spellings of a translation's links when they were not resolved (the terminal
/// reads no identity table for a page): each link, or code span, that names what a link of
/// the original's prose names takes that link's resolution, Swift spelling included, so a
/// Japanese page shows the syntax the reader chose as the English one does.
enum TranslationSwiftText {
    static func borrow(from original: Symbol, into translated: inout Symbol) {
        var known: [String: SymbolLink] = [:]
        let prose = original.summary + original.discussion + original.returnValue + original.parameters.flatMap(\.description)
        for node in prose {
            node.forEach { if case .symbolLink(let link) = $0.kind, link.resolvedID != nil { known[link.destination] = link } }
        }
        guard !known.isEmpty else { return }
        func apply(_ nodes: inout [MarkdownNode]) {
            for index in nodes.indices {
                nodes[index].update { node in
                    switch node.kind {
                    case .symbolLink(let link) where link.resolvedID == nil:
                        guard let resolved = known[link.destination] else { return }
                        var link = link
                        link.resolvedID = resolved.resolvedID
                        link.swiftText = resolved.swiftText
                        node.kind = .symbolLink(link)
                    case .code(let literal, false):
                        if let resolved = known[literal], !resolved.isExplicit { node.kind = .symbolLink(resolved) }
                    default:
                        break
                    }
                }
            }
        }
        apply(&translated.summary)
        apply(&translated.discussion)
        apply(&translated.returnValue)
        for index in translated.parameters.indices { apply(&translated.parameters[index].description) }
    }
}
