/// The level-2 sections a reference page may have, keyed by their lowercased title.
enum PageSection {
    case overview, tasks, constants
    case members(SymbolKind)

    static func named(_ title: String) -> PageSection? {
        switch title.lowercased() {
        case "overview": return .overview
        case "tasks": return .tasks
        case "constants": return .constants
        case "properties": return .members(.property)
        case "class methods": return .members(.classMethod)
        case "instance methods": return .members(.instanceMethod)
        case "notifications": return .members(.notification)
        case "functions": return .members(.function)
        case "data types": return .members(.dataType)
        case "initializers": return .members(.initializer)
        case "subscripts": return .members(.subscript)
        case "cases", "enumeration cases": return .members(.enumCase)
        case "associated types": return .members(.associatedType)
        case "type aliases": return .members(.typeAlias)
        case "operators": return .members(.operator)
        case "global variables", "variables": return .members(.variable)
        case "type properties": return .members(.property)
        case "type methods": return .members(.classMethod)
        default: return nil
        }
    }

    static let knownTitles =
        "Overview, Tasks, Properties, Class Methods, Instance Methods, Constants, Notifications, Functions, Data Types, Initializers, Subscripts, Cases, Associated Types, Type Aliases, Operators, Global Variables, Type Properties, Type Methods"
}
