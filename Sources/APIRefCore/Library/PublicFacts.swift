import APIRefBase

/// What other pages show of a file's symbols: names, kinds, containers, summaries,
/// declarations, availability, deprecation and hierarchy, and which symbols an article
/// mentions. Discussions, parameters, return values and source positions are left out:
/// they appear only on the file's own pages.
///
/// Incremental builds compare these facts: when an edited file's facts are unchanged,
/// only its own index rows and pages are redone.
enum PublicFacts {
    static func signature(of symbols: [Symbol]) -> String {
        var writer = BinaryWriter(reservingCapacity: 4096)
        for symbol in symbols {
            let parts = publicPart(of: symbol).binaryParts
            writer.append(parts.head)
            writer.append(parts.body)
            writer.write(symbol.kind == .article ? mentions(in: symbol.summary + symbol.discussion) : [])
        }
        var hasher = FNV1a()
        hasher.add(bytes: writer.bytes)
        return hasher.hex
    }

    private static func publicPart(of symbol: Symbol) -> Symbol {
        var facts = symbol
        facts.discussion = []
        facts.parameters = []
        facts.returnValue = []
        facts.seeAlso = []
        // Lines move when text above them changes; no other page shows them.
        facts.location = position(symbol.location)
        facts.summary = withoutPositions(symbol.summary)
        facts.deprecationMessage = withoutPositions(symbol.deprecationMessage)
        for index in facts.taskGroups.indices {
            facts.taskGroups[index].location = position(symbol.location)
            facts.taskGroups[index].memberLocations = facts.taskGroups[index].memberLocations.map(position)
            facts.taskGroups[index].abstract = withoutPositions(facts.taskGroups[index].abstract)
        }
        return facts
    }

    private static func position(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(path: location.path, line: 1, column: 1)
    }

    private static func withoutPositions(_ nodes: [MarkdownNode]) -> [MarkdownNode] {
        nodes.map { node in
            var node = node
            node.update {
                $0.line = 0
                $0.column = 0
            }
            return node
        }
    }

    /// Every link and code span of an article: the symbols it may mention.
    private static func mentions(in nodes: [MarkdownNode]) -> [String] {
        var found: [String] = []
        for node in nodes {
            node.forEach { inner in
                switch inner.kind {
                case .symbolLink(let link): found.append(link.destination)
                case .code(let text, _): found.append(text)
                default: break
                }
            }
        }
        return found
    }
}
