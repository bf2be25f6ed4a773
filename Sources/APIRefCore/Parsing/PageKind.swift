/// The `kind` a reference page's front matter declares.
enum PageKind: String, CaseIterable {
    case `class`, `protocol`, category, framework

    var symbolKind: SymbolKind {
        switch self {
        case .class: return .class
        case .protocol: return .protocol
        case .category: return .category
        case .framework: return .framework
        }
    }
}
