import APIRefBase
import APIRefCore

/// Where each symbol lives in the site: one file per page (`UIKit/UITableViewCell.html`,
/// `Articles/CustomCellFromNib.html`), members as anchors on their page. File names are
/// built from a safe alphabet, so no symbol name can reach outside the output folder.
public struct SitePaths: Sendable {
    private var pageFiles: [String: String] = [:]
    /// Whether some page's id has two slashes, as every id made from its parts has
    /// (`Symbol.joinedIDParts`); when none has, a member's such id is not looked up among
    /// the pages' (making it was a percent of a site build).
    private var pageIDsMayBeJoined = false

    public init(symbols: [Symbol]) {
        var used: Set<String> = []
        for symbol in symbols where symbol.kind.isPage {
            let folder = symbol.kind == .article ? "Articles" : Self.safeComponent(symbol.framework ?? "Other")
            let base = symbol.kind == .article ? String(symbol.id.dropFirst("Articles/".count)) : symbol.name
            var file = "\(folder)/\(Self.safeComponent(base)).html"
            var suffix = 2
            while used.contains(file.lowercased()) {
                file = "\(folder)/\(Self.safeComponent(base))-\(suffix).html"
                suffix += 1
            }
            used.insert(file.lowercased())
            let id = symbol.id
            pageFiles[id] = file
            if id.utf8.lazy.filter({ $0 == UInt8(ascii: "/") }).count >= 2 { pageIDsMayBeJoined = true }
        }
    }

    /// The page file a symbol is on (its own, or its page's for a member).
    public func file(for symbol: Symbol, in source: SymbolSource) -> String? {
        if let file = pageFile(of: symbol) { return file }
        return file(ofParentOf: symbol, in: source)
    }

    /// The file of `symbol`'s own page, when it is a page.
    private func pageFile(of symbol: Symbol) -> String? {
        if !pageIDsMayBeJoined, symbol.joinedIDParts != nil { return nil }
        return pageFiles[symbol.id]
    }

    /// The page file of the nearest of `symbol`'s parents that is a page.
    private func file(ofParentOf symbol: Symbol, in source: SymbolSource) -> String? {
        var parent = symbol.parentID
        while let id = parent {
            if let file = pageFiles[id] { return file }
            parent = source.symbol(id: id)?.parentID
        }
        return nil
    }

    /// `file#anchor` for members, `file` for pages, relative to the site's root.
    public func url(for symbol: Symbol, in source: SymbolSource) -> String? {
        place(for: symbol, in: source).map { Self.url(file: $0.file, anchor: $0.anchor) }
    }

    /// The page file and, for a member, its anchor: the parts of `url(for:in:)`, which
    /// share the page's and the name's storage where the joined URL would be a new string.
    public func place(for symbol: Symbol, in source: SymbolSource) -> (file: String, anchor: String?)? {
        if let file = pageFile(of: symbol) { return (file, nil) }
        return file(ofParentOf: symbol, in: source).map { ($0, Self.anchor(for: symbol.name)) }
    }

    /// `file#anchor`, or `file` without an anchor.
    public static func url(file: String, anchor: String?) -> String {
        anchor.map { "\(file)#\($0)" } ?? file
    }

    /// An id attribute for a member: its name with spaces as hyphens.
    public static func anchor(for name: String) -> String {
        // Nearly every name is printable ASCII without spaces: already an anchor.
        if !name.isEmpty, name.utf8.allSatisfy(\.isVisibleASCII) { return name }
        let cleaned = name.unicodeScalars.map { scalar -> String in
            scalar == " " ? "-" : (scalar.properties.isWhitespace || scalar.value < 0x20 ? "" : String(scalar))
        }.joined()
        return cleaned.isEmpty ? "symbol" : cleaned
    }

    /// A path relative from one site file to another (`../UIKit/UITableView.html`).
    public static func relative(_ target: String, from file: String) -> String {
        let depth = file.split(separator: "/").count - 1
        return String(repeating: "../", count: depth) + target
    }

    static func safeComponent(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isLetter || character.isNumber || "_-+()".contains(character) {
                result.append(character)
            } else if !result.hasSuffix("-") {
                result.append("-")
            }
        }
        while result.hasPrefix("-") || result.hasPrefix(".") { result.removeFirst() }
        return result.isEmpty ? "page" : String(result.prefix(120))
    }
}
