import APIRefCore

/// The symbols of `base` with their prose as a reader of one syntax reads it
/// (`Symbol.prose(in:)`): what a terminal page, which shows one syntax, renders from.
struct SyntaxSymbolSource: SymbolOverlay {
    let base: SymbolSource
    let syntax: Syntax

    var nameSource: any SymbolSource { base }
    func symbol(id: String) -> Symbol? { base.symbol(id: id)?.prose(in: syntax) }
}
