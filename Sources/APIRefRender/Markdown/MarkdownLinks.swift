import APIRefCore
import Foundation

/// Where the links of a Markdown page (`MarkdownPage`) lead: each symbol's address in one
/// style, or none (the name is then shown as code). A member's address is its page's, with
/// the member's anchor (`SitePaths.anchor`) as the fragment.
public struct MarkdownLinks {
    private let address: (Symbol) -> String?

    /// Links made by `address`, which answers nil for a symbol that has no page to link to.
    public init(_ address: @escaping (Symbol) -> String?) {
        self.address = address
    }

    /// The address of `symbol`, or nil.
    public func url(for symbol: Symbol) -> String? { address(symbol) }

    /// No links: names as code.
    public static var none: MarkdownLinks { MarkdownLinks { _ in nil } }

    /// The MCP server's page resources: `apiref://UIKit/UITableViewCell`, a member
    /// `apiref://UIKit/UITableViewCell#accessoryType` (`PageResourceURI`), each in `language`
    /// when one is given (`?lang=ja`).
    public static func resources(in source: SymbolSource, language: String? = nil) -> MarkdownLinks {
        // A page links to a few pages many times: each page's members lead to it.
        let pages = PageMemo(source: source)
        return MarkdownLinks { symbol in
            guard let page = pages.page(of: symbol) else { return nil }
            let anchor = page.id == symbol.id ? nil : SitePaths.anchor(for: symbol.name)
            return PageResourceURI(pageID: page.id, language: language).string(anchor: anchor)
        }
    }

    /// The site's Markdown copies, beside each HTML page (`UITableViewCell.md`), as relative
    /// links from the page at `file` (a path relative to the site's root, `UIKit/UITableView.md`).
    public static func site(_ paths: SitePaths, in source: SymbolSource, from file: String) -> MarkdownLinks {
        MarkdownLinks { symbol in
            guard let place = paths.place(for: symbol, in: source) else { return nil }
            let target = place.file.hasSuffix(".html") ? String(place.file.dropLast(".html".count)) + ".md" : place.file
            let fragment = place.anchor.map { "#" + $0 } ?? ""
            // A member of the page itself: its anchor alone.
            if target == file, !fragment.isEmpty { return fragment }
            return SitePaths.relative(target, from: file) + fragment
        }
    }
}

/// The page each symbol is shown on, each page read once.
private final class PageMemo {
    let source: SymbolSource
    private var pages: [String: Symbol?] = [:]

    init(source: SymbolSource) { self.source = source }

    func page(of symbol: Symbol) -> Symbol? {
        if symbol.kind.isPage { return symbol }
        guard let parent = symbol.parentID else { return nil }
        if let known = pages[parent] { return known }
        let page = source.symbol(id: parent).flatMap { PageResourceURI.page(of: $0, in: source) }
        pages[parent] = page
        return page
    }
}

/// The address of a page as an MCP resource: `apiref://` and the page's id
/// (`UIKit/UITableViewCell`, `Articles/CustomCellFromNib`), percent-encoded, with
/// `?lang=TAG` for a translation. Reading one ignores a fragment.
public struct PageResourceURI: Equatable, Sendable {
    public static let scheme = "apiref://"

    /// The page's symbol id.
    public var pageID: String
    /// The language asked for, or nil for the default (`TranslationChoice`).
    public var language: String?

    public init(pageID: String, language: String? = nil) {
        self.pageID = pageID
        self.language = language
    }

    /// Reads `apiref://Framework/Page[?lang=TAG][#fragment]`; nil for anything else (another
    /// scheme, no page, a query other than `lang`, bad percent-encoding).
    public init?(_ text: String) {
        guard text.hasPrefix(Self.scheme) else { return nil }
        var rest = text.dropFirst(Self.scheme.count)
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        var language: String?
        if let question = rest.firstIndex(of: "?") {
            for pair in rest[rest.index(after: question)...].split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2, parts[0] == "lang", let value = String(parts[1]).removingPercentEncoding, !value.isEmpty else {
                    return nil
                }
                language = value
            }
            rest = rest[..<question]
        }
        guard let id = String(rest).removingPercentEncoding, !id.isEmpty, !id.hasPrefix("/"), !id.hasSuffix("/") else { return nil }
        pageID = id
        self.language = language
    }

    /// The URI, with `#anchor` when one is given.
    public func string(anchor: String? = nil) -> String {
        var text = Self.scheme + (pageID.addingPercentEncoding(withAllowedCharacters: Self.pathCharacters) ?? pageID)
        if let language { text += "?lang=" + (language.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? language) }
        if let anchor { text += "#" + (anchor.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? anchor) }
        return text
    }

    /// What a path keeps as it is: RFC 3986's unreserved characters, `/`, `+` and `:`.
    private static let pathCharacters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/+:")

    /// The page `symbol` is shown on: itself, or the nearest page above it.
    public static func page(of symbol: Symbol, in source: SymbolSource) -> Symbol? {
        var current = symbol
        for _ in 0..<8 {
            if current.kind.isPage { return current }
            guard let parent = current.parentID.flatMap(source.symbol(id:)) else { return nil }
            current = parent
        }
        return nil
    }
}
