/// What a symbol is; the raw values are the `kind` strings of `apiref list --json`.
public enum SymbolKind: String, Hashable, Sendable, Codable, CaseIterable {
    case `class`, `protocol`, category, framework
    case property, instanceMethod, classMethod
    case constantGroup, constant, notification, function, dataType
    case article
    // Swift's own kinds: types that are pages, and members Objective-C has no word for.
    case structure, enumeration, actor
    case initializer, `subscript`, enumCase, associatedType, typeAlias, `operator`, variable

    /// Kinds that own a file of their own.
    public var isPage: Bool {
        switch self {
        case .class, .protocol, .category, .framework, .article, .structure, .enumeration, .actor: return true
        default: return false
        }
    }

    /// Kinds whose pages are types that hold members and are looked up as containers.
    public var isType: Bool {
        switch self {
        case .class, .protocol, .structure, .enumeration, .actor: return true
        default: return false
        }
    }

    /// Kinds that the coverage check expects to find in a task group.
    public var belongsInTasks: Bool {
        switch self {
        case .property, .instanceMethod, .classMethod, .initializer, .subscript: return true
        default: return false
        }
    }

    /// Kinds only Swift has.
    public var isSwiftOnly: Bool {
        switch self {
        case .structure, .enumeration, .actor, .initializer, .subscript, .enumCase, .associatedType, .typeAlias, .operator, .variable:
            return true
        default: return false
        }
    }

    /// A reader's word for the kind: "instance method".
    public var displayName: String {
        switch self {
        case .instanceMethod: return "instance method"
        case .classMethod: return "class method"
        case .constantGroup: return "constant group"
        case .dataType: return "data type"
        case .enumCase: return "case"
        case .associatedType: return "associated type"
        case .typeAlias: return "type alias"
        case .variable: return "global variable"
        default: return rawValue
        }
    }
}
