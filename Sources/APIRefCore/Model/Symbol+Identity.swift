extension Symbol {
    /// The symbol without what only its own page shows (summary, declaration, discussion,
    /// parameters, task groups, …): what link resolution and the library checks read of
    /// the other symbols, the same fields as `SymbolDetail.identity`. Tables of identities
    /// let the bodies be released as soon as they are written.
    public var identity: Symbol {
        var copy = self
        copy.replaceBody(
            SymbolBody(
                replacement: replacement, superclass: superclass, protocols: protocols, extendedClass: extendedClass,
                identityIsSwiftOnly: spellings == .swift))
        return copy
    }
}
