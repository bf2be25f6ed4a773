import APIRefCore

/// Where a symbol's man page goes: `man3objc/UITableViewCell.3objc` for a page,
/// `man3objc/UITableViewCell.accessoryType.3objc` for a member. A name keeps letters,
/// digits and `_ - + : .`; anything else (a space, a slash) becomes `_`, so no name can
/// leave the folder or hide a file.
enum ManPageNames {
    static let section = "3objc"

    static func name(of symbol: Symbol) -> String {
        let raw = symbol.kind.isPage ? symbol.name : symbol.qualifiedName
        var safe = String(raw.map { $0.isLetter || $0.isNumber || "_-+:.".contains($0) ? $0 : "_" })
        while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
        return safe.isEmpty ? "_" : safe
    }

    static func file(of symbol: Symbol) -> String {
        "man\(section)/\(name(of: symbol)).\(section)"
    }

    /// Kinds that get a page of their own.
    static func hasPage(_ symbol: Symbol) -> Bool {
        symbol.kind != .framework && symbol.kind != .article
    }
}
