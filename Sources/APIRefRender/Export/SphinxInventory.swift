import APIRefCore
import Foundation

/// `objects.inv`: a Sphinx inventory (version 2), so that a Sphinx project can link into an
/// apiref site with intersphinx (`:objc:property:\`UITableViewCell.accessoryType\``,
/// `:swift:method:\`UITableView.dequeueReusableCell(withIdentifier:for:)\``).
///
/// Four lines of header, then zlib-compressed lines of `name domain:role priority uri
/// display-name` (`-` when the display name is the name). Names: a page by its name, a
/// member as `Container.member`, an article by its page path without `.html` (a Sphinx
/// document name) with its title shown. Roles: `objc:class`, `objc:protocol`,
/// `objc:category`, `objc:property`, `objc:method` (instance and class methods),
/// `objc:constant` (constants, constant groups, notifications), `objc:function`,
/// `objc:type` (data types), and `std:doc` for articles and framework pages.
///
/// Every symbol Swift spells has a second line under its Swift path in the `swift:`
/// domain (`swiftRole`), which apiref names because Sphinx has none; a Swift-only symbol
/// has only that line.
enum SphinxInventory {
    /// The role of a symbol's own (Objective-C) line; a Swift-only kind's is its Swift role.
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
        case .structure, .enumeration, .actor, .initializer, .subscript, .enumCase, .associatedType, .typeAlias, .operator, .variable:
            swiftRole(of: kind, name: "", isCase: false)
        }
    }

    /// The `swift:` role of a Swift spelling: `swift:class`, `swift:struct`, `swift:enum`,
    /// `swift:actor`, `swift:protocol`, `swift:extension` (a category), `swift:property`,
    /// `swift:method`, `swift:init` (an initializer, and a method Swift imports as one),
    /// `swift:subscript`, `swift:case` (an enum case, and a constant of a group Swift
    /// imports as a type), `swift:constant` (any other constant, and notifications),
    /// `swift:type` (constant groups and data types), `swift:associatedtype`,
    /// `swift:typealias`, `swift:func` (a global function), `swift:var` (a global
    /// variable), `swift:operator`; `std:doc` for articles and framework pages.
    static func swiftRole(of kind: SymbolKind, name: String, isCase: Bool) -> String {
        switch kind {
        case .class: "swift:class"
        case .structure: "swift:struct"
        case .enumeration: "swift:enum"
        case .actor: "swift:actor"
        case .protocol: "swift:protocol"
        case .category: "swift:extension"
        case .property: "swift:property"
        case .instanceMethod, .classMethod:
            name == "init" || name.hasPrefix("init(") ? "swift:init" : name.hasPrefix("subscript(") ? "swift:subscript" : "swift:method"
        case .initializer: "swift:init"
        case .subscript: "swift:subscript"
        case .enumCase: "swift:case"
        case .constant: isCase ? "swift:case" : "swift:constant"
        case .notification: "swift:constant"
        case .constantGroup, .dataType: "swift:type"
        case .associatedType: "swift:associatedtype"
        case .typeAlias: "swift:typealias"
        case .function: "swift:func"
        case .variable: "swift:var"
        case .operator: "swift:operator"
        case .framework, .article: "std:doc"
        }
    }

    /// The file of every symbol of `table` with a place on the site, its lines sorted so
    /// that the same library gives the same file. Only each line's start (name and role)
    /// is held while they are sorted, with the symbol's position and which of its lines it
    /// is (`PackedLines`); the lines are made again, in order, and compressed a piece at a
    /// time. At 10,000 classes the lines alone, as strings, were about 60 MB of a site
    /// build's peak, and packed whole still 42 MB.
    static func file(_ table: SymbolTable, paths: SitePaths, project: String, version: String) throws -> Data {
        try contents(project: project, version: version) { deflater in
            try sortedLines(table, paths: paths) { line in
                var line = line
                try line.withUTF8 { try deflater.append($0) }
            }
        }
    }

    /// Hands every line of `table` to `body` in the order `[String].sorted()` gives them.
    static func sortedLines(_ table: SymbolTable, paths: SitePaths, _ body: (String) throws -> Void) rethrows {
        let symbols = table.symbols
        let keys = PackedLines(capacity: symbols.count + symbols.count / 8)
        for (position, symbol) in symbols.enumerated() {
            for (number, entry) in entries(for: symbol, table: table, paths: paths).enumerated() {
                keys.append(entry.key, tag: UInt32(position) << 1 | UInt32(number), isASCII: entry.isASCII)
            }
        }
        func line(_ tag: UInt32) -> String {
            entries(for: symbols[Int(tag >> 1)], table: table, paths: paths)[Int(tag & 1)].text
        }
        // ASCII lines by their bytes: the order String comparison gives them, without its work.
        keys.sort { left, right, bothASCII in
            let (one, other) = (line(left), line(right))
            return bothASCII ? one.utf8.lexicographicallyPrecedes(other.utf8) : one < other
        }
        try keys.forEachTag { try body(line($0)) }
    }

    /// `name domain:role priority uri display-name`, for a symbol with a place on the site:
    /// its own line unless only Swift spells it, and its Swift line.
    static func lines(for symbol: Symbol, table: SymbolTable, paths: SitePaths) -> [String] {
        entries(for: symbol, table: table, paths: paths).map(\.text)
    }

    /// One line in its parts.
    struct Entry: Equatable {
        var name: String
        var role: String
        var uri: String
        var displayName: String

        var text: String { "\(name) \(role) 1 \(uri) \(displayName)\n" }
        /// The line's start, which sorts nearly every pair of lines.
        var key: String { "\(name) \(role)" }
        var isASCII: Bool { [name, role, uri, displayName].allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } } }
    }

    /// The lines of `lines(for:table:paths:)`, in their parts.
    static func entries(for symbol: Symbol, table: SymbolTable, paths: SitePaths) -> [Entry] {
        guard let url = paths.url(for: symbol, in: table) else { return [] }
        let uri = url.utf8.contains(0x20) ? url.replacingOccurrences(of: " ", with: "%20") : url
        let name: String
        let displayName: String
        switch symbol.kind {
        case .article, .framework:
            name = url.hasSuffix(".html") ? String(url.dropLast(5)) : url
            displayName = symbol.name == name ? "-" : line(symbol.name)
        case .class, .protocol, .category, .structure, .enumeration, .actor:
            name = symbol.name
            displayName = "-"
        default:
            name = (symbol.container.map { $0 + "." } ?? "") + symbol.name
            displayName = "-"
        }
        let own = Entry(name: line(name), role: role(of: symbol.kind), uri: uri, displayName: displayName)
        guard let swift = symbol.swiftPath, !symbol.kind.isPage || symbol.kind.isType else { return [own] }
        let group = symbol.kind == .constant ? symbol.parentID.flatMap { table.symbol(id: $0) } : nil
        let isCase = group?.kind == .constantGroup && group?.swiftName != nil
        let swiftEntry = Entry(
            name: line(swift), role: swiftRole(of: symbol.kind, name: symbol.swiftName ?? "", isCase: isCase), uri: uri,
            displayName: "-")
        if symbol.spellings == .swift { return [swiftEntry] }
        return swiftEntry == own ? [own] : [own, swiftEntry]
    }

    /// A line break in a name would start a new entry: names never have one, but titles might.
    private static func line(_ text: String) -> String {
        // Printable ASCII (nearly every name) has no line break; only other text is walked
        // by characters, which is slow.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        return text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    private static func contents(project: String, version: String, lines: (Zlib.Deflater) throws -> Void) throws -> Data {
        let header =
            "# Sphinx inventory version 2\n# Project: \(line(project))\n# Version: \(line(version))\n"
            + "# The remainder of this file is compressed using zlib.\n"
        let deflater = try Zlib.Deflater()
        try lines(deflater)
        return Data(header.utf8) + (try deflater.finish())
    }
}
