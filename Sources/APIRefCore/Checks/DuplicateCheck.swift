/// Two places declaring the same id (two files for one class, a member written twice).
enum DuplicateCheck {
    /// The positions in `symbols` of the first declaration of each id; the others are
    /// reported. It reads only identities (`Symbol.identity`).
    static func keptPositions(_ symbols: [Symbol], diagnostics: inout DiagnosticBag) -> [Int] {
        var firstByID: [String: SourceLocation] = [:]
        var dropped: Set<String> = []
        var kept: [Int] = []
        for (position, symbol) in symbols.enumerated() {
            if let first = firstByID[symbol.id] {
                diagnostics.error(
                    .duplicateSymbol, "\(symbol.kind.displayName) '\(symbol.id)' is declared twice", at: symbol.location,
                    subject: DiagnosticSubject(symbol.name), notes: [DiagnosticNote("first declared here", at: first)])
                if symbol.kind.isPage { dropped.insert(symbol.id) }
                continue
            }
            // Members of a dropped duplicate page go with it.
            if let parent = symbol.parentID, dropped.contains(parent) || dropped.contains(where: { parent.hasPrefix($0 + "/") }) {
                continue
            }
            firstByID[symbol.id] = symbol.location
            kept.append(position)
        }
        return kept
    }
}
