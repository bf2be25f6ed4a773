/// What a symbol is; the raw values are the `kind` strings of `apiref list --json`.
public enum SymbolKind: String, Hashable, Sendable, Codable, CaseIterable {
    case `class`, `protocol`, category, framework
    case property, instanceMethod, classMethod
    case constantGroup, constant, notification, function, dataType
    case article

    /// Kinds that own a file of their own.
    public var isPage: Bool {
        switch self {
        case .class, .protocol, .category, .framework, .article: return true
        default: return false
        }
    }

    /// Kinds that the coverage check expects to find in a task group.
    public var belongsInTasks: Bool {
        self == .property || self == .instanceMethod || self == .classMethod
    }

    /// A reader's word for the kind: "instance method".
    public var displayName: String {
        switch self {
        case .instanceMethod: return "instance method"
        case .classMethod: return "class method"
        case .constantGroup: return "constant group"
        case .dataType: return "data type"
        default: return rawValue
        }
    }
}
