/// Two places declaring the same id (two files for one class, a member written twice).
enum DuplicateCheck {
    /// Keeps the first declaration of each id and reports the others.
    static func removeDuplicates(_ symbols: [Symbol], diagnostics: inout DiagnosticBag) -> [Symbol] {
        var firstByID: [String: SourceLocation] = [:]
        var dropped: Set<String> = []
        var kept: [Symbol] = []
        for symbol in symbols {
            if let first = firstByID[symbol.id] {
                diagnostics.error("duplicate-symbol", "\(symbol.kind.displayName) '\(symbol.id)' is already declared at \(first)", at: symbol.location)
                if symbol.kind.isPage { dropped.insert(symbol.id) }
                continue
            }
            // Members of a dropped duplicate page go with it.
            if let parent = symbol.parentID, dropped.contains(parent) || dropped.contains(where: { parent.hasPrefix($0 + "/") }) {
                continue
            }
            firstByID[symbol.id] = symbol.location
            kept.append(symbol)
        }
        return kept
    }
}
