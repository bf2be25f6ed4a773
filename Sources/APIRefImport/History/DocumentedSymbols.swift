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
                members[Self.key(container, symbol.name, symbol.kind)] = symbol.id
                members[Self.key(container, symbol.name, nil)] = members[Self.key(container, symbol.name, nil)] ?? symbol.id
            }
            ids.insert(symbol.id)
            if let swiftName = symbol.swiftName, symbol.kind.isSwiftOnly || symbol.spellings == .swift {
                swiftPaths[Self.key(symbol.swiftContainer ?? symbol.container ?? "", swiftName, nil)] = symbol.id
            }
        }
    }

    /// The documented symbol a graph symbol is, or nil.
    func id(identifier: String, state: GraphSymbolState) -> String? {
        if identifier.hasPrefix("s:") {
            return swiftPaths[Self.key(state.path.dropLast().joined(separator: "."), state.name, nil)]
        }
        if let objC = ObjectiveCIdentifier(identifier) {
            guard let member = objC.member else { return objC.isPage ? pages[objC.container] : nil }
            return members[Self.key(objC.container, member, objC.memberKind)] ?? members[Self.key(objC.container, member, nil)]
        }
        guard identifier.hasPrefix("c:") else { return nil }
        let parts = identifier.split(separator: "@", omittingEmptySubsequences: false).map(String.init)
        if parts.count >= 3, parts[1] == "E" || parts[1] == "EA" {
            return parts.count == 3 ? constantGroups[parts[2]] : constants[parts[parts.count - 1]]
        }
        return parts.count == 2 ? constants[parts[1]] : nil
    }

    private static func key(_ container: String, _ name: String, _ kind: SymbolKind?) -> String {
        "\(container)\u{1}\(name)\u{1}\(kind?.rawValue ?? "")"
    }
}

/// `c:objc(cs)UITableViewCell(py)textLabel`: the container and member an Objective-C
/// identifier (clang's USR) names. Category members are named with their class.
struct ObjectiveCIdentifier {
    var container: String
    var isPage: Bool
    var member: String?
    var memberKind: SymbolKind?

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
        case "cm": memberKind = .classMethod
        case "py", "cpy": memberKind = .property
        default: return nil
        }
        self.member = String(member[member.index(after: memberClose)...])
    }
}
