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

    /// The file of every symbol of `table` with a place on the site. Each symbol goes
    /// straight to its lines, and the lines are compressed a piece at a time: at 10,000
    /// classes, entries, lines, the joined text and zlib's output buffer held at once were
    /// 180 MB of a site build's peak, the entries beside the lines still 75 MB, and the
    /// lines alone, as strings, about 60 MB (`PackedLines` holds them in 34 MB).
    static func file(_ table: SymbolTable, paths: SitePaths, project: String, version: String) throws -> Data {
        let packed = PackedLines()
        for symbol in table.symbols {
            for line in lines(for: symbol, table: table, paths: paths) { packed.append(line) }
        }
        // Sorted, so the same library gives the same file.
        packed.sort()
        return try contents(lines: packed, project: project, version: version)
    }

    /// `name domain:role priority uri display-name`, for a symbol with a place on the site:
    /// its own line unless only Swift spells it, and its Swift line.
    static func lines(for symbol: Symbol, table: SymbolTable, paths: SitePaths) -> [String] {
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
        let own = "\(line(name)) \(role(of: symbol.kind)) 1 \(uri) \(displayName)\n"
        guard let swift = symbol.swiftPath, !symbol.kind.isPage || symbol.kind.isType else { return [own] }
        let group = symbol.kind == .constant ? symbol.parentID.flatMap { table.symbol(id: $0) } : nil
        let isCase = group?.kind == .constantGroup && group?.swiftName != nil
        let swiftLine = "\(line(swift)) \(swiftRole(of: symbol.kind, name: symbol.swiftName ?? "", isCase: isCase)) 1 \(uri) -\n"
        if symbol.spellings == .swift { return [swiftLine] }
        return swiftLine == own ? [own] : [own, swiftLine]
    }

    /// A line break in a name would start a new entry: names never have one, but titles might.
    private static func line(_ text: String) -> String {
        // Printable ASCII (nearly every name) has no line break; only other text is walked
        // by characters, which is slow.
        if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return text }
        return text.contains(where: \.isNewline) ? text.split(whereSeparator: \.isNewline).joined(separator: " ") : text
    }

    private static func contents(lines: PackedLines, project: String, version: String) throws -> Data {
        let header =
            "# Sphinx inventory version 2\n# Project: \(line(project))\n# Version: \(line(version))\n"
            + "# The remainder of this file is compressed using zlib.\n"
        let deflater = try Zlib.Deflater()
        try lines.forEach { try deflater.append($0) }
        return Data(header.utf8) + (try deflater.finish())
    }
}
