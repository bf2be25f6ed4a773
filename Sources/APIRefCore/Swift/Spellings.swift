/// The languages that spell a symbol.
public enum Spellings: String, Sendable, Codable {
    case objectiveC = "objc"
    case swift
    case both
}

/// The language a reader chose to see declarations and names in.
public enum Syntax: String, Sendable, Codable, CaseIterable {
    case swift
    case objectiveC = "objc"

    /// Reads `swift`, `objc`, `objective-c` or `occ` in any case.
    public init?(argument: String) {
        switch argument.lowercased() {
        case "swift": self = .swift
        case "objc", "objective-c", "objectivec", "occ": self = .objectiveC
        default: return nil
        }
    }

    /// A reader's word for it.
    public var displayName: String { self == .swift ? "Swift" : "Objective-C" }
}

extension Symbol {
    /// The name to show in `syntax`: the Swift name, or the Objective-C one; a symbol with
    /// one spelling shows that one.
    public func name(in syntax: Syntax) -> String {
        syntax == .swift ? swiftName ?? name : (spellings == .swift ? swiftName ?? name : name)
    }

    /// `Container.name` in `syntax`: `UITableView.dequeueReusableCell(withIdentifier:for:)`.
    public func qualifiedName(in syntax: Syntax) -> String {
        if syntax == .swift, let swiftPath { return swiftPath }
        return qualifiedName
    }

    /// The declaration to show in `syntax`, and whether it is the other language's because
    /// `syntax` has none.
    public func declaration(in syntax: Syntax) -> (text: String, syntax: Syntax)? {
        switch syntax {
        case .swift:
            if let swiftDeclaration { return (swiftDeclaration, .swift) }
            return declaration.map { ($0, .objectiveC) }
        case .objectiveC:
            if let declaration { return (declaration, .objectiveC) }
            return swiftDeclaration.map { ($0, .swift) }
        }
    }
}
