/// A method's or function's Parameters list against its declaration: every name described
/// must be one the declaration gives (`DeclaredParameters`), so that a misspelt parameter,
/// one a later SDK renamed, or a misspelt field written after the list (`Retruns:`) is
/// reported instead of shown as a parameter.
enum ParameterCheck {
    private static let checked: Set<SymbolKind> = [.instanceMethod, .classMethod, .function, .initializer, .subscript, .enumCase, .operator]

    static func run(_ symbol: Symbol, locations: [SourceLocation], diagnostics: inout DiagnosticBag) {
        guard checked.contains(symbol.kind), !symbol.parameters.isEmpty, let declared = declaredNames(symbol) else { return }
        let known = Set(declared)
        for (index, parameter) in symbol.parameters.enumerated() where !parameter.name.isEmpty && !known.contains(parameter.name) {
            let at = index < locations.count ? locations[index] : symbol.location
            let nearest = EditDistance.nearest(to: parameter.name, in: declared, limit: 1)
            let list = declared.isEmpty ? "its declaration has none" : "its declaration's: \(declared.joined(separator: ", "))"
            var notes = [DiagnosticNote.didYouMean(nearest)]
            if isReturnLabel(parameter.name) {
                notes.append(DiagnosticNote("the return value is described under '#### Return Value'"))
            }
            diagnostics.warning(
                .undeclaredParameter, "\(symbol.name) has no parameter '\(parameter.name)'; \(list)", at: at,
                subject: .misspelt(parameter.name, suggestions: nearest), notes: notes)
        }
    }

    /// The Objective-C declaration's names; a Swift-only member's, its Swift declaration's
    /// parameter names (`subcommand` of `for subcommand: X`), not its argument labels.
    static func declaredNames(_ symbol: Symbol) -> [String]? {
        if let declaration = symbol.declaration { return DeclaredParameters.names(in: declaration, function: symbol.name) }
        return symbol.swiftDeclaration.flatMap(SwiftDeclarationName.parameterNames(of:))
    }

    /// `Returns`, `Return value` and their slips (`Retruns`).
    private static func isReturnLabel(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["return", "returns", "return value"].contains { EditDistance.between(lowered, $0) <= 2 }
    }
}
