import APIRefCore

/// Which articles mention each page (directly or through one of its members), for the
/// "Mentioned in" list of class pages.
struct MentionIndex: Sendable {
    private var articlesByPage: [String: [Symbol]] = [:]

    init(_ symbols: [Symbol]) {
        let byID = Dictionary(symbols.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for article in symbols where article.kind == .article {
            var pages: Set<String> = []
            for node in article.summary + article.discussion {
                node.forEach { inner in
                    guard case .symbolLink(let link) = inner.kind, var id = link.resolvedID else { return }
                    while let symbol = byID[id], !symbol.kind.isPage, let parent = symbol.parentID { id = parent }
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
