/// Code examples in two languages: an ```objc block and a ```swift block one after the
/// other are one example, of which a reader sees the one in their syntax. A block with no
/// partner is shown to every reader, whatever its language.
public enum CodeExamples {
    /// For each block, the syntax it is shown in when it is half of a pair; nil for a block
    /// every reader sees.
    public static func pairedSyntax(of blocks: [MarkdownNode]) -> [Syntax?] {
        var result = [Syntax?](repeating: nil, count: blocks.count)
        var index = 0
        while index + 1 < blocks.count {
            if let first = syntax(of: blocks[index]), let second = syntax(of: blocks[index + 1]), first != second {
                result[index] = first
                result[index + 1] = second
                index += 2
            } else {
                index += 1
            }
        }
        return result
    }

    /// The language of a fenced code block, when it is Swift or Objective-C.
    static func syntax(of block: MarkdownNode) -> Syntax? {
        guard case .codeBlock(let language, _) = block.kind else { return nil }
        return Syntax(argument: language)
    }
}

extension Array where Element == MarkdownNode {
    /// The content as a reader of `syntax` reads it: every symbol link in that language's
    /// spelling (`SymbolLink.text(in:)`), and of each pair of examples the one in that
    /// language (`CodeExamples`).
    public func shown(in syntax: Syntax) -> [MarkdownNode] {
        // Most prose reads the same in both: it is then shared, not copied node by node.
        guard differs(in: syntax) else { return self }
        let paired = CodeExamples.pairedSyntax(of: self)
        var result: [MarkdownNode] = []
        result.reserveCapacity(count)
        for (node, pairedIn) in zip(self, paired) where pairedIn == nil || pairedIn == syntax {
            var node = node
            if case .symbolLink(var link) = node.kind, syntax == .swift, let swift = link.swiftText {
                link.text = swift
                node.kind = .symbolLink(link)
            }
            if !node.children.isEmpty { node.children = node.children.shown(in: syntax) }
            result.append(node)
        }
        return result
    }

    /// Whether `shown(in:)` could change anything: a symbol link with a Swift spelling, for
    /// a Swift reader, or a pair of examples, at any depth.
    private func differs(in syntax: Syntax) -> Bool {
        var codeBlocks = 0
        for node in self {
            switch node.kind {
            case .symbolLink(let link) where syntax == .swift && link.swiftText != nil: return true
            case .codeBlock: codeBlocks += 1
            default: break
            }
            if !node.children.isEmpty, node.children.differs(in: syntax) { return true }
        }
        return codeBlocks >= 2 && CodeExamples.pairedSyntax(of: self).contains { $0 != nil }
    }
}

extension Symbol {
    /// The symbol with its prose as a reader of `syntax` reads it (`[MarkdownNode].shown(in:)`):
    /// summary, discussion, parameters, return value, deprecation message and task groups'
    /// paragraphs. Names and declarations are left as they are: `name(in:)`, `declaration(in:)`.
    public func prose(in syntax: Syntax) -> Symbol {
        var shown = self
        shown.summary = summary.shown(in: syntax)
        shown.discussion = discussion.shown(in: syntax)
        shown.returnValue = returnValue.shown(in: syntax)
        shown.deprecationMessage = deprecationMessage.shown(in: syntax)
        for index in shown.parameters.indices { shown.parameters[index].description = parameters[index].description.shown(in: syntax) }
        for index in shown.taskGroups.indices { shown.taskGroups[index].abstract = taskGroups[index].abstract.shown(in: syntax) }
        return shown
    }

    /// The words that mark a name shown in the other language because this one has none
    /// in `syntax`: "Swift only" for an Objective-C reader; "Objective-C only" for a Swift
    /// reader, on a page that spells things in Swift (`pageSpellsSwift`), where the mark
    /// tells a member apart from its neighbours — on a page with no Swift at all, every
    /// name would carry it. Nil when the symbol has a spelling in `syntax`; articles and
    /// framework pages have none and are never marked.
    public func onlySpellingMark(in syntax: Syntax, pageSpellsSwift: Bool) -> String? {
        guard kind != .article, kind != .framework else { return nil }
        switch (syntax, spellings) {
        case (.swift, .objectiveC): return pageSpellsSwift ? "Objective-C only" : nil
        case (.objectiveC, .swift): return "Swift only"
        default: return nil
        }
    }
}
