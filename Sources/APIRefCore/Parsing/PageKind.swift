/// The `kind` a reference page's front matter declares.
enum PageKind: String, CaseIterable {
    case `class`, `protocol`, category, framework
    /// Swift's: `extension` is a category of another module's type.
    case structure = "struct"
    case enumeration = "enum"
    case actor, `extension`

    var symbolKind: SymbolKind {
        switch self {
        case .class: return .class
        case .protocol: return .protocol
        case .category: return .category
        case .framework: return .framework
        case .structure: return .structure
        case .enumeration: return .enumeration
        case .actor: return .actor
        case .extension: return .category
        }
    }
}
