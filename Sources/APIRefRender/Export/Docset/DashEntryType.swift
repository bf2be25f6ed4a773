import APIRefCore

/// Kapeli's names for what an entry is (Dash and Zeal show each type with its own icon and
/// group a page's table of contents by it), and the `dashAnchor` that marks an entry on a page.
enum DashEntryType {
    static func of(_ kind: SymbolKind) -> String {
        switch kind {
        case .class: "Class"
        case .protocol: "Protocol"
        case .category: "Category"
        case .property: "Property"
        case .instanceMethod, .classMethod: "Method"
        case .constantGroup: "Enum"
        case .constant: "Constant"
        case .notification: "Notification"
        case .function: "Function"
        case .dataType: "Type"
        case .framework: "Framework"
        case .article: "Guide"
        case .structure: "Struct"
        case .enumeration: "Enum"
        case .actor: "Class"
        case .initializer: "Constructor"
        case .subscript: "Method"
        case .enumCase: "Value"
        case .associatedType, .typeAlias: "Type"
        case .operator: "Operator"
        case .variable: "Variable"
        }
    }

    /// The type of a symbol's Swift spelling, where Swift sees it as another kind of thing
    /// than Objective-C does: an `init…` method is a `Constructor`, a constant of a group
    /// Swift imports as a type is one of its cases, a `Value`. Read from the identity alone
    /// (the name, the group's Swift name), so the index costs no symbol's body.
    static func ofSwift(_ symbol: Symbol, in table: SymbolTable) -> String {
        switch symbol.kind {
        case .instanceMethod, .classMethod:
            let name = symbol.swiftName ?? ""
            return name == "init" || name.hasPrefix("init(") ? "Constructor" : "Method"
        case .constant:
            let group = symbol.parentID.flatMap { table.symbol(id: $0) }
            return group?.kind == .constantGroup && group?.swiftName != nil ? "Value" : "Constant"
        default:
            return of(symbol.kind)
        }
    }

    /// A name as a dashAnchor carries it: percent-escaped, every byte but letters, digits
    /// and `-._~` (a method's colons too), as Kapeli's guide asks.
    static func escaped(_ name: String) -> String {
        if name.utf8.allSatisfy(isUnreserved) { return name }
        var out = ""
        for byte in name.utf8 {
            if isUnreserved(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = Array("0123456789ABCDEF".utf8)
                out += "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
            }
        }
        return out
    }

    /// The anchor name Dash reads a table-of-contents entry from.
    static func anchor(type: String, name: String) -> String { "//apple_ref/cpp/\(type)/\(escaped(name))" }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
