import APIRefCore

/// Where a Swift graph's symbol kind goes on a page: the member kind and the section
/// (`Content/README.md`, "Swift and Objective-C"), or a page of its own.
enum SwiftMemberKind {
    /// The kinds that are pages: a type, wherever it is nested.
    static func pageKind(_ kindName: String, declaration: String?) -> APIContainer.Kind? {
        switch kindName {
        case "struct": return .structure
        case "enum": return .enumeration
        case "protocol": return .protocol
        case "actor": return .actor
        // Graphs give an actor the kind of a class; its declaration says `actor`.
        case "class": return isActor(declaration) ? .actor : .class
        default: return nil
        }
    }

    /// A member's kind and section; nil for a kind no page holds (a deinitializer, a macro).
    static func member(_ kindName: String, topLevel: Bool) -> (kind: SymbolKind, section: String)? {
        switch kindName {
        case "property": return (.property, "Properties")
        case "type.property": return (.property, "Type Properties")
        case "method": return (.instanceMethod, "Instance Methods")
        case "type.method": return (.classMethod, "Type Methods")
        case "init": return (.initializer, "Initializers")
        case "subscript", "type.subscript": return (.subscript, "Subscripts")
        case "enum.case": return (.enumCase, "Cases")
        case "associatedtype": return (.associatedType, "Associated Types")
        case "typealias": return (.typeAlias, "Type Aliases")
        case "func.op": return (.operator, "Operators")
        case "func": return topLevel ? (.function, "Functions") : (.instanceMethod, "Instance Methods")
        case "var": return topLevel ? (.variable, "Global Variables") : (.property, "Properties")
        default: return nil
        }
    }

    private static func isActor(_ declaration: String?) -> Bool {
        guard let declaration else { return false }
        let words = declaration.split { $0 == " " || $0 == "\n" }
        return words.prefix { $0 != "class" }.contains("actor")
    }
}

extension APIContainer {
    /// The name of a new page's file: the container's name, but a nested Swift type's path
    /// joined by `-` (`Outcome-Report`: a dot would read as a translation's language) and an
    /// extension named as Apple names categories' files (`String+Gadgets`).
    public var fileStem: String {
        if kind == .extension, let extendedClass { return "\(extendedClass.replacingOccurrences(of: ".", with: "-"))+\(framework)" }
        return name.replacingOccurrences(of: ".", with: "-")
    }
}
