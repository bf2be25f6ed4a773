import APIRefCore

/// Which articles mention each page (directly or through one of its members), for the
/// "Mentioned in" list of class pages.
struct MentionIndex: Sendable {
    private var articlesByPage: [String: [Symbol]] = [:]

    init(_ table: SymbolTable) {
        for article in table.symbols where article.kind == .article {
            var pages: Set<String> = []
            for node in article.summary + article.discussion {
                node.forEach { inner in
                    guard case .symbolLink(let link) = inner.kind, var id = link.resolvedID else { return }
                    while let index = table.position(ofID: id), !table.symbols[index].kind.isPage,
                        let parent = table.symbols[index].parentID
                    { id = parent }
                    pages.insert(id)
                }
            }
            for page in pages { articlesByPage[page, default: []].append(article) }
        }
    }

    func articles(mentioning pageID: String) -> [Symbol] {
        (articlesByPage[pageID] ?? []).sorted { $0.name < $1.name }
    }
}
