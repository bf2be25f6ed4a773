import APIRefBase

/// A short hash of a symbol's source-language prose — summary, discussion, parameter
/// descriptions, return value — the text a translation translates. A translation stamped
/// with it is current until the original's prose changes; facts (declaration, availability)
/// are not part of it, since a translation holds none.
public enum ProseFingerprint {
    public static func of(_ symbol: Symbol) -> String {
        var hash = FNV1a()
        add(symbol.summary, to: &hash)
        add(symbol.discussion, to: &hash)
        for parameter in symbol.parameters {
            hash.add(parameter.name)
            add(parameter.description, to: &hash)
        }
        add(symbol.returnValue, to: &hash)
        let hex = hash.hex
        return String(repeating: "0", count: max(0, 16 - hex.count)) + hex
    }

    /// Text and structure, not positions: moving a section in the file changes no stamp.
    private static func add(_ nodes: [MarkdownNode], to hash: inout FNV1a) {
        var text: [UInt8] = []
        for node in nodes {
            node.forEach { part in
                text.removeAll(keepingCapacity: true)
                switch part.kind {
                // As written: where a link leads is the resolver's, not the author's text. A
                // plain code span counts as code whether or not it names a symbol today, so
                // that documenting `autoresizingMask` somewhere leaves other pages' stamps alone.
                case .symbolLink(let link) where link.isExplicit: text += ("link:" + link.destination).utf8
                case .symbolLink(let link): MarkdownKind.code(link.destination, doubleBackticks: false).appendReflectedText(to: &text)
                default: part.kind.appendReflectedText(to: &text)
                }
                hash.add(bytes: text)
                if part.children.isEmpty { hash.add("|") }
            }
            hash.add("¶")
        }
    }
}
