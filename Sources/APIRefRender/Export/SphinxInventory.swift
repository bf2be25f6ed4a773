import APIRefCore
import Foundation

/// `objects.inv`: a Sphinx inventory (version 2), so that a Sphinx project can link into an
/// apiref site with intersphinx (`:objc:property:\`UITableViewCell.accessoryType\``).
///
/// Four lines of header, then zlib-compressed lines of `name domain:role priority uri
/// display-name` (`-` when the display name is the name). Names: a page by its name, a
/// member as `Container.member`, an article by its page path without `.html` (a Sphinx
/// document name) with its title shown. Roles: `objc:class`, `objc:protocol`,
/// `objc:category`, `objc:property`, `objc:method` (instance and class methods),
/// `objc:constant` (constants, constant groups, notifications), `objc:function`,
/// `objc:type` (data types), and `std:doc` for articles and framework pages.
enum SphinxInventory {
    struct Entry: Equatable {
        var name: String
        var role: String
        var uri: String
        var displayName: String
    }

    static func role(of kind: SymbolKind) -> String {
        switch kind {
        case .class: "objc:class"
        case .protocol: "objc:protocol"
        case .category: "objc:category"
        case .property: "objc:property"
        case .instanceMethod, .classMethod: "objc:method"
        case .constant, .constantGroup, .notification: "objc:constant"
        case .function: "objc:function"
        case .dataType: "objc:type"
        case .framework, .article: "std:doc"
        }
    }

    /// Every symbol that has a page or an anchor on the site.
    static func entries(_ table: SymbolTable, paths: SitePaths) -> [Entry] {
        table.symbols.compactMap { symbol in
            guard let url = paths.url(for: symbol, in: table) else { return nil }
            let uri = url.replacingOccurrences(of: " ", with: "%20")
            switch symbol.kind {
            case .article, .framework:
                let document = url.hasSuffix(".html") ? String(url.dropLast(5)) : url
                return Entry(name: document, role: role(of: symbol.kind), uri: uri, displayName: symbol.name)
            case .class, .protocol, .category:
                return Entry(name: symbol.name, role: role(of: symbol.kind), uri: uri, displayName: symbol.name)
            default:
                let name = (symbol.container.map { $0 + "." } ?? "") + symbol.name
                return Entry(name: name, role: role(of: symbol.kind), uri: uri, displayName: name)
            }
        }
    }

    /// The file of every symbol of `table` with a place on the site. The entries are turned
    /// into their lines and dropped before the lines are compressed a piece at a time: at
    /// 10,000 classes the entries, the joined text and zlib's output buffer held at once were
    /// 180 MB of a site build's peak.
    static func file(_ table: SymbolTable, paths: SitePaths, project: String, version: String) throws -> Data {
        try contents(lines: sortedLines(entries(table, paths: paths)), project: project, version: version)
    }

    /// The file's bytes. Lines are sorted, so the same library gives the same file.
    static func contents(_ entries: [Entry], project: String, version: String) throws -> Data {
        try contents(lines: sortedLines(entries), project: project, version: version)
    }

    private static func sortedLines(_ entries: [Entry]) -> [String] {
        entries.map { entry in
            "\(line(entry.name)) \(entry.role) 1 \(entry.uri) \(entry.displayName == entry.name ? "-" : line(entry.displayName))\n"
        }.sorted()
    }

    /// A line break in a name would start a new entry: names never have one, but titles might.
    private static func line(_ text: String) -> String { text.split(whereSeparator: \.isNewline).joined(separator: " ") }

    private static func contents(lines: [String], project: String, version: String) throws -> Data {
        let header = "# Sphinx inventory version 2\n# Project: \(line(project))\n# Version: \(line(version))\n"
            + "# The remainder of this file is compressed using zlib.\n"
        let deflater = try Zlib.Deflater()
        for text in lines { try deflater.append(text.utf8) }
        return Data(header.utf8) + (try deflater.finish())
    }
}
