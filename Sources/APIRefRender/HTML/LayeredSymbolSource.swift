import APIRefCore

/// A batch of symbols read in more detail (`overlay`, by id) in front of the identities of
/// every symbol (`base`): what one batch of site pages renders from.
struct LayeredSymbolSource: SymbolOverlay, Sendable {
    let overlay: [String: Symbol]
    let base: SymbolTable

    func symbol(id: String) -> Symbol? { overlay[id] ?? base[id] }
    var nameSource: any SymbolSource { base }
}
