import APIRefCore

/// Links as seen from one page of the site: every `href` relative to that page's file.
struct PageLinks {
    let source: SymbolSource
    let paths: SitePaths
    /// The page being written, relative to the site's root.
    let file: String
    /// `../` once per folder `file` is in, worked out once: a page makes hundreds of
    /// links, and splitting the page's path for each one showed in profiles.
    private let toRoot: String
    /// The reader's words for kinds ("instance method"), in the copy's language.
    let kindNames: [SymbolKind: String]
    /// In a translation's copy of a site that has the source language's too: this page
    /// there (relative `href`) and that language's code, where a stale translation links.
    let original: (page: String, language: String)?

    init(
        source: SymbolSource, paths: SitePaths, file: String, kindNames: [SymbolKind: String] = [:],
        original: (page: String, language: String)? = nil
    ) {
        self.source = source
        self.paths = paths
        self.file = file
        self.kindNames = kindNames
        self.original = original
        toRoot = SitePaths.relative("", from: file)
    }

    /// `kind`'s name as this copy of the site writes it.
    func name(of kind: SymbolKind) -> String { kindNames[kind] ?? kind.displayName }

    /// A relative `href` to a symbol, or nil when it has no page in the site.
    func href(to symbol: Symbol) -> String? {
        guard let url = paths.url(for: symbol, in: source) else { return nil }
        if let hash = url.utf8.firstIndex(of: UInt8(ascii: "#")), url[..<hash] == file { return String(url[hash...]) }
        return toRoot + url
    }

    func href(toID id: String?) -> String? {
        id.flatMap(source.symbol(id:)).flatMap(href(to:))
    }

    /// A relative `href` to a file at the site's root (`deprecated.html`, `assets/style.css`).
    func root(_ target: String) -> String { toRoot + target }

    var markdown: HTMLMarkdown { HTMLMarkdown(href: { href(toID: $0.resolvedID) }) }
}
