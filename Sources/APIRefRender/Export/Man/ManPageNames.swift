import APIRefCore

/// Where a symbol's man page goes: `man3objc/UITableViewCell.3objc` for a page,
/// `man3objc/UITableViewCell.accessoryType.3objc` for a member; and the second name a
/// symbol with another Swift path is found by, `man3objc/IndexPath.3objc`,
/// `man3objc/UITableView.dequeueReusableCell(withIdentifier:for:).3objc`. A name keeps
/// letters, digits, `_ - + : .`, the parentheses of a Swift name and the characters of a
/// Swift operator (`= < > ! % & | ^ ~`); anything else (a space, a slash, `*`, `?`)
/// becomes `_`, so no name can leave the folder, hide a file or be read as a pattern.
enum ManPageNames {
    static let section = "3objc"

    /// The page's own name: the Objective-C one, or the Swift one of a Swift-only symbol
    /// (which is headed by it).
    static func name(of symbol: Symbol) -> String {
        safe(symbol.kind.isPage ? symbol.name : symbol.qualifiedName)
    }

    /// The Swift path, when Swift spells the symbol another way than `name(of:)`: the
    /// name of the `.so` page that leads to it and the second name under NAME.
    static func swiftName(of symbol: Symbol) -> String? {
        guard let path = symbol.swiftPath else { return nil }
        let swift = safe(path)
        return swift == name(of: symbol) ? nil : swift
    }

    static func file(of symbol: Symbol) -> String { file(named: name(of: symbol)) }

    static func file(named name: String) -> String { "man\(section)/\(name).\(section)" }

    /// A page that is only a link to `target`'s file, as man-db reads one: `man` shows the
    /// target, `mandb` files the link's name as another name of the target's page.
    static func link(to target: Symbol) -> String { ".so " + file(of: target) + "\n" }

    /// Kinds that get a page of their own.
    static func hasPage(_ symbol: Symbol) -> Bool {
        symbol.kind != .framework && symbol.kind != .article
    }

    /// `raw` with what may not stand in a file name (a slash, a space, a leading dot) as `_`.
    static func safe(_ raw: String) -> String {
        // Nearly every name is ASCII letters, digits and those signs already, which the walk
        // by characters below (Unicode's tables for each) would give back unchanged.
        if let first = raw.utf8.first, first != UInt8(ascii: "."), raw.utf8.allSatisfy(isSafeASCII) { return raw }
        var safe = String(raw.map { $0.isLetter || $0.isNumber || signs.contains($0) ? $0 : "_" })
        while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return safe.isEmpty ? "_" : safe
    }

    private static func isSafeASCII(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default:
            return safeSigns.contains(byte)
        }
    }

    /// The signs a name keeps besides letters and numbers.
    private static let signs = "_-+:.()=<>!%&|^~"
    private static let safeSigns = Array(signs.utf8)
}
