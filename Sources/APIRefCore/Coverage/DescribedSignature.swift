/// What a method's or function's documentation owes its declaration: a description of
/// each parameter it declares and, when it returns something, of the return value. A
/// property, constant or notification owes neither.
public struct DescribedSignature: Sendable, Hashable {
    /// The parameters the declaration names (`DeclaredParameters`; a Swift-only member's
    /// from its Swift declaration), or those the page lists when the declaration does not
    /// tell (a parameter written as a type alone).
    public var parameters: [String]
    /// Whether the declaration returns a value (not `void`, `IBAction`, `Void` or `()`).
    public var returnsValue: Bool
    /// The parameters without a description.
    public var undescribedParameters: [String]
    /// Whether a returned value has no Return Value section.
    public var undescribedReturn: Bool

    /// Kinds whose declaration takes parameters or returns a value.
    static let kinds: Set<SymbolKind> = [.instanceMethod, .classMethod, .function, .initializer, .subscript, .operator]

    /// What `symbol` owes, or nil when it owes nothing: not callable, or callable with
    /// neither parameters nor a return value (`- (void)reloadData`).
    public init?(_ symbol: Symbol) {
        guard Self.kinds.contains(symbol.kind) else { return nil }
        let declared = ParameterCheck.declaredNames(symbol) ?? symbol.parameters.map(\.name).filter { !$0.isEmpty }
        let returns = Self.returnsValue(symbol)
        guard !declared.isEmpty || returns else { return nil }
        parameters = declared
        returnsValue = returns
        let described = Set(symbol.parameters.filter { !$0.description.isEmpty }.map(\.name))
        undescribedParameters = declared.filter { !described.contains($0) }
        undescribedReturn = returns && symbol.returnValue.isEmpty
    }

    /// Every parameter and the return value described.
    public var isDescribed: Bool { undescribedParameters.isEmpty && !undescribedReturn }

    /// Whether the declaration gives a result: the Objective-C declaration's return type
    /// (a method's in parentheses, a function's before its name), else the Swift one's
    /// after a top-level `->`.
    static func returnsValue(_ symbol: Symbol) -> Bool {
        if let declaration = symbol.declaration { return objectiveCReturns(declaration, name: symbol.name) }
        if let swift = symbol.swiftDeclaration { return swiftReturns(swift) }
        return false
    }

    /// `- (void)reloadData` no, `- foo` (an implicit `id`) and `- (nullable UIView *)view` yes;
    /// `UIKIT_EXTERN void UIGuidedAccessRestrictionStateForIdentifier(…)` no.
    static func objectiveCReturns(_ declaration: String, name: String) -> Bool {
        let text = declaration.trimmingWhitespace()
        if text.hasPrefix("-") || text.hasPrefix("+") {
            let rest = text.dropFirst().drop { $0.isWhitespace }
            guard rest.first == "(", let close = closingParenthesis(in: rest) else { return true }
            let type = rest[rest.index(after: rest.startIndex)..<close]
            return !isVoid(words(type))
        }
        // A function: the words before its name, without storage classes and macros.
        guard let range = text.range(of: name + "(") ?? text.range(of: name + " (") ?? text.range(of: name) else { return false }
        let type = words(text[..<range.lowerBound]).filter { word in
            !["extern", "static", "inline", "__inline__", "const"].contains(word) && !isMacro(word)
        }
        return !type.isEmpty && !isVoid(type)
    }

    /// `func f(_ handler: () -> Void) -> Bool` yes, `func f(x: Int)`, `init(…)` and `-> Void` no.
    static func swiftReturns(_ declaration: String) -> Bool {
        let scalars = Array(declaration.unicodeScalars)
        var depth = 0
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "(", "[", "<": depth += 1
            case ")", "]": depth -= 1
            case ">" where index > 0 && scalars[index - 1] == "-": break
            case ">": depth -= 1
            case "-" where depth == 0 && index + 1 < scalars.count && scalars[index + 1] == ">":
                var type = String(String.UnicodeScalarView(scalars[(index + 2)...]))
                for end in [" where ", "{"] {
                    if let range = type.range(of: end) { type = String(type[..<range.lowerBound]) }
                }
                let trimmed = type.trimmingWhitespace()
                return !(trimmed == "Void" || trimmed == "()" || trimmed.isEmpty)
            default: break
            }
            index += 1
        }
        return false
    }

    private static func isVoid(_ words: [String]) -> Bool {
        let kept = words.filter { $0 != "oneway" && !isMacro($0) }
        return kept == ["void"] || kept == ["IBAction"]
    }

    /// `UIKIT_EXTERN`, `NS_SWIFT_UI_ACTOR`, `API_AVAILABLE`: capitals and underscores only.
    private static func isMacro(_ word: String) -> Bool {
        word.contains("_") && word.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }
    }

    private static func words(_ text: Substring) -> [String] {
        text.split { $0.isWhitespace }.map(String.init)
    }

    /// The parenthesis that closes the one `text` starts with.
    private static func closingParenthesis(in text: Substring) -> Substring.Index? {
        var depth = 0
        for index in text.indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
