import APIRefCore

/// Which documented symbol a graph symbol is, by the names `drift` and `import` match on:
/// a class or protocol by its name, a member by its container's and its own name (and
/// kind, where two share a name), a constant or enumeration by its C name. Objective-C
/// identifiers (`c:objc(cs)UITableViewCell(py)textLabel`) name the container and member
/// themselves, and a Swift graph carries the same identifier for what it imports, so both
/// languages' graphs find the same page through them. A Swift-only symbol (`s:…`) is
/// found by its Swift path: `UITableViewCell` and `defaultContentConfiguration()`.
struct DocumentedSymbols {
    private var pages: [String: String] = [:]
    private var members: [String: String] = [:]
    private var constants: [String: String] = [:]
    private var constantGroups: [String: String] = [:]
    private var swiftPaths: [String: String] = [:]
    /// Every id that history may record.
    private(set) var ids: Set<String> = []

    init(_ symbols: [Symbol]) {
        for symbol in symbols {
            switch symbol.kind {
            case .class, .protocol, .structure, .enumeration, .actor:
                pages[symbol.name] = symbol.id
            case .constant, .notification:
                constants[symbol.name] = symbol.id
            case .constantGroup:
                constantGroups[symbol.name] = symbol.id
            case .article, .framework, .category:
                continue
            default:
                guard let container = symbol.container else { continue }
                let isClass = symbol.kind == .classMethod || Self.isClassProperty(symbol)
                members[Self.key(container, symbol.name, Self.kindKey(symbol.kind, isClass: isClass))] = symbol.id
                // A class method may have become a class property, an instance method a
                // property (iOS 10's headers); never an instance member a class one.
                let side = Self.key(container, symbol.name, Self.side(isClass: isClass))
                members[side] = members[side] ?? symbol.id
            }
            ids.insert(symbol.id)
            if let swiftName = symbol.swiftName, symbol.kind.isSwiftOnly || symbol.spellings == .swift {
                swiftPaths[Self.key(symbol.swiftContainer ?? symbol.container ?? "", swiftName, "")] = symbol.id
            }
        }
    }

    /// The documented symbol a graph symbol is, or nil; `exact` when the member's kind
    /// matched too (a graph symbol matched by name and side only gives way to one that did).
    func match(identifier: String, state: GraphSymbolState) -> (id: String, exact: Bool)? {
        if identifier.hasPrefix("s:") {
            return swiftPaths[Self.key(state.path.dropLast().joined(separator: "."), state.name, "")].map { ($0, true) }
        }
        if let objC = ObjectiveCIdentifier(identifier) {
            guard let member = objC.member, let kind = objC.memberKind else {
                return objC.isPage ? pages[objC.container].map { ($0, true) } : nil
            }
            if let id = members[Self.key(objC.container, member, Self.kindKey(kind, isClass: objC.isClassSide))] { return (id, true) }
            return members[Self.key(objC.container, member, Self.side(isClass: objC.isClassSide))].map { ($0, false) }
        }
        guard identifier.hasPrefix("c:") else { return nil }
        let parts = identifier.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, parts[1] == "E" || parts[1] == "EA" {
            return (parts.count == 3 ? constantGroups[parts[2]] : constants[parts[parts.count - 1]]).map { ($0, true) }
        }
        return parts.count == 2 ? constants[parts[1]].map { ($0, true) } : nil
    }

    private static func key(_ container: String, _ name: String, _ kind: String) -> String {
        "\(container)\u{1}\(name)\u{1}\(kind)"
    }

    private static func side(isClass: Bool) -> String { isClass ? "class side" : "instance side" }

    /// The kind, and for a property which side it is on.
    private static func kindKey(_ kind: SymbolKind, isClass: Bool) -> String {
        kind == .property ? "\(kind.rawValue) \(side(isClass: isClass))" : kind.rawValue
    }

    /// `@property(class, nonatomic, readonly) UIColor *orangeColor`.
    private static func isClassProperty(_ symbol: Symbol) -> Bool {
        guard symbol.kind == .property, let declaration = symbol.declaration, let open = declaration.firstIndex(of: "("),
            let close = declaration.firstIndex(of: ")"), open < close
        else { return false }
        return declaration[declaration.index(after: open)..<close].split(separator: ",").contains {
            $0.trimmingCharacters(in: .whitespaces) == "class"
        }
    }
}

/// `c:objc(cs)UITableViewCell(py)textLabel`: the container and member an Objective-C
/// identifier (clang's USR) names. Category members are named with their class.
struct ObjectiveCIdentifier {
    var container: String
    var isPage: Bool
    var member: String?
    var memberKind: SymbolKind?
    /// A class method or class property (`cm`, `cpy`).
    var isClassSide = false

    init?(_ identifier: String) {
        guard identifier.hasPrefix("c:objc(") else { return nil }
        let rest = identifier.dropFirst("c:objc(".count)
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let code = rest[..<close]
        let afterCode = rest[rest.index(after: close)...]
        let open = afterCode.firstIndex(of: "(") ?? afterCode.endIndex
        container = String(afterCode[..<open])
        isPage = code == "cs" || code == "pl"
        guard open < afterCode.endIndex else { return }
        let member = afterCode[afterCode.index(after: open)...]
        guard let memberClose = member.firstIndex(of: ")") else { return nil }
        switch member[..<memberClose] {
        case "im": memberKind = .instanceMethod
        case "cm": (memberKind, isClassSide) = (.classMethod, true)
        case "py": memberKind = .property
        case "cpy": (memberKind, isClassSide) = (.property, true)
        default: return nil
        }
        self.member = String(member[member.index(after: memberClose)...])
    }
}
