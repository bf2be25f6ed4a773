extension Symbol {
    /// The symbol without what only its own page shows (summary, declaration, discussion,
    /// parameters, task groups, …): what link resolution and the library checks read of
    /// the other symbols, the same fields as `SymbolDetail.identity`. Tables of identities
    /// let the bodies be released as soon as they are written.
    public var identity: Symbol {
        var copy = Symbol(id: id, name: name, kind: kind, location: location)
        copy.framework = framework
        copy.container = container
        copy.parentID = parentID
        copy.availability = availability
        copy.replacement = replacement
        copy.superclass = superclass
        copy.protocols = protocols
        copy.extendedClass = extendedClass
        copy.childIDs = childIDs
        return copy
    }
}
