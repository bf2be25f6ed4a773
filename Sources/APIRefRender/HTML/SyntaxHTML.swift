import APIRefCore

/// Both spellings on a site page, one hidden by the stylesheet while the other syntax is
/// chosen (`syntax-swift`, `syntax-objc`; the switch in `layout.mustache`): what lets the
/// switch work without JavaScript.
enum SyntaxHTML {
    /// The class of an element shown only in `syntax`.
    static func className(_ syntax: Syntax) -> String { syntax == .swift ? "syntax-swift" : "syntax-objc" }

    /// Escaped text of a name in both spellings, or the one when they are the same.
    static func spellings(objc: String, swift: String?) -> String {
        guard let swift, swift != objc else { return HTMLEscape.text(objc) }
        return "<span class=\"syntax-swift\">\(HTMLEscape.text(swift))</span><span class=\"syntax-objc\">\(HTMLEscape.text(objc))</span>"
    }

    /// A template's values for a name in both spellings: `swiftName` (empty when it is `name`)
    /// and `hasSwiftName`; and for a name with only one spelling, `isObjCOnly` (shown marked to a
    /// Swift reader, on a page that spells Swift) and `isSwiftOnly` (to an Objective-C reader).
    static func nameFields(_ symbol: Symbol, shown name: String, swiftName: String?, pageSpellsSwift: Bool) -> [(String, TemplateValue)] {
        let differs = swiftName.map { $0 != name } ?? false
        return [
            ("swiftName", .text(differs ? swiftName ?? "" : "")),
            ("hasSwiftName", .flag(differs)),
            ("isObjCOnly", .flag(symbol.onlySpellingMark(in: .swift, pageSpellsSwift: pageSpellsSwift) != nil)),
            ("isSwiftOnly", .flag(symbol.onlySpellingMark(in: .objectiveC, pageSpellsSwift: pageSpellsSwift) != nil))
        ]
    }

    /// The same keys for an item that names no symbol.
    static let noNameFields: [(String, TemplateValue)] = [
        ("swiftName", .text("")), ("hasSwiftName", .flag(false)), ("isObjCOnly", .flag(false)), ("isSwiftOnly", .flag(false))
    ]
}

extension TemplateFields {
    mutating func add(_ fields: [(String, TemplateValue)]) {
        for (name, value) in fields { self[name] = value }
    }
}
