/// Resolves every link in every symbol's content in place and reports the ones that fail.
///
/// Explicit links (``` ``name`` ```, `doc:`) that fail are warnings; a plain code span
/// becomes a link only when it names exactly one symbol, and is left alone otherwise.
struct LinkPass {
    let resolver: LinkResolver
    var diagnostics = DiagnosticBag()
    private var cache: [String: LinkResolution] = [:]
    /// The symbol whose content is being resolved: a plain code span naming it is the
    /// text talking about something else of that name (a label's `font`), not a self-link.
    private var currentID = ""
    /// The Swift type the current symbol's prose speaks from (`Symbol.swiftHome`).
    private var currentSwiftHome: String?
    /// Page ids by the path their file is reported under, made the first time a link to a
    /// Markdown file needs it (few pages have one).
    private var pagesByFile: [String: String]?

    init(resolver: LinkResolver) { self.resolver = resolver }

    mutating func run(on symbols: inout [Symbol]) {
        for index in symbols.indices {
            var symbol = symbols[index]
            let context = symbol.container
            let path = symbol.location.path
            currentID = symbol.id
            currentSwiftHome = symbol.swiftHome
            symbol.summary = resolve(symbol.summary, context: context, path: path)
            symbol.discussion = resolve(symbol.discussion, context: context, path: path)
            symbol.returnValue = resolve(symbol.returnValue, context: context, path: path)
            symbol.deprecationMessage = resolve(symbol.deprecationMessage, context: context, path: path)
            for parameter in symbol.parameters.indices {
                symbol.parameters[parameter].description = resolve(symbol.parameters[parameter].description, context: context, path: path)
            }
            symbol.seeAlso = symbol.seeAlso.map { resolveLink($0, context: context, at: symbol.location) }
            if let replacement = symbol.replacement {
                symbol.replacement = resolveReplacement(replacement, of: symbol)
            }
            for group in symbol.taskGroups.indices {
                symbol.taskGroups[group] = resolveTasks(symbol.taskGroups[group], page: symbol)
            }
            symbols[index] = symbol
        }
    }

    private mutating func lookup(_ destination: String, context: String?) -> LinkResolution {
        let key = "\(context ?? "")\u{0}\(destination)"
        if let cached = cache[key] { return cached }
        let result = resolver.resolve(destination, from: context)
        cache[key] = result
        return result
    }

    private mutating func resolve(_ nodes: [MarkdownNode], context: String?, path: String) -> [MarkdownNode] {
        var nodes = nodes
        for index in nodes.indices {
            nodes[index].update { node in
                switch node.kind {
                case .symbolLink(let link):
                    let location = SourceLocation(path: path, line: node.line, column: node.column)
                    node.kind = .symbolLink(resolveLink(link, context: context, at: location))
                case .link(let destination, let title) where FileLinks.isFileLink(destination):
                    let location = SourceLocation(path: path, line: node.line, column: node.column)
                    if let (file, fragment) = FileLinks.resolve(destination, from: path), let id = pageID(forFile: file) {
                        node.kind = .link(destination: FileLinks.scheme + id + fragment, title: title)
                    } else {
                        diagnostics.warning(
                            .brokenFileLink, "'\(destination)' leads to no page of the library", at: location,
                            subject: DiagnosticSubject(destination))
                    }
                case .code(let literal, false) where literal.utf8.count <= 120 && !literal.utf8.contains(10):
                    if case .resolved(let id) = lookup(literal, context: context), id != currentID {
                        node.kind = .symbolLink(
                            SymbolLink(
                                destination: literal, text: literal, resolvedID: id, isExplicit: false,
                                swiftText: swiftText(of: id, writtenAs: literal)))
                    }
                default:
                    break
                }
            }
        }
        return nodes
    }

    private mutating func pageID(forFile file: String) -> String? {
        if pagesByFile == nil {
            var map: [String: String] = [:]
            for symbol in resolver.table.symbols where symbol.kind.isPage { map[symbol.location.path] = symbol.id }
            pagesByFile = map
        }
        return pagesByFile?[file]
    }

    private mutating func resolveLink(_ link: SymbolLink, context: String?, at location: SourceLocation) -> SymbolLink {
        var link = link
        switch lookup(link.destination, context: context) {
        case .resolved(let id):
            link.resolvedID = id
            // An article link written by file name reads as the article's title.
            if link.destination.contains("doc:"), let article = resolver.table[id], article.kind == .article {
                link.text = article.name
            }
            link.swiftText = swiftText(of: id, writtenAs: link.text)
        case .ambiguous(let ids):
            diagnostics.warning(
                .ambiguousLink, "'\(link.destination)' names \(ids.count) symbols; qualify it as Container/name", at: location,
                subject: DiagnosticSubject(link.destination), notes: ids.map { DiagnosticNote("it could be \($0)") })
        case .notFound(let message, let name, let nearby):
            let suggestions = nearby.names
            diagnostics.warning(
                .unresolvedLink, message, at: location, subject: .misspelt(name, suggestions: suggestions),
                notes: [DiagnosticNote.didYouMean(suggestions)])
        }
        return link
    }

    private func swiftText(of id: String, writtenAs text: String) -> String? {
        resolver.table[id].flatMap { LinkSwiftText.of($0, writtenAs: text, from: currentSwiftHome) }
    }

    private mutating func resolveReplacement(_ link: SymbolLink, of symbol: Symbol) -> SymbolLink {
        var link = link
        switch lookup(link.destination, context: symbol.container) {
        case .resolved(let id):
            link.resolvedID = id
        case .ambiguous(let ids):
            diagnostics.error(
                .unresolvedReplacement,
                "replacement '\(link.destination)' of \(symbol.name) is ambiguous (\(ids.joined(separator: ", "))); qualify it",
                at: symbol.location,
                subject: DiagnosticSubject(link.destination))
        case .notFound(let message, let name, let nearby):
            let suggestions = nearby.names
            diagnostics.error(
                .unresolvedReplacement, "replacement of \(symbol.name) does not resolve: \(message)", at: symbol.location,
                subject: .misspelt(name, suggestions: suggestions), notes: [DiagnosticNote.didYouMean(suggestions)])
        }
        return link
    }

    private mutating func resolveTasks(_ group: TaskGroup, page: Symbol) -> TaskGroup {
        var group = group
        group.abstract = resolve(group.abstract, context: page.container, path: page.location.path)
        for (index, link) in group.members.enumerated() {
            switch lookup(link.destination, context: page.container) {
            case .resolved(let id):
                group.members[index].resolvedID = id
            case .ambiguous(let ids):
                diagnostics.warning(
                    .ambiguousLink, "task item '\(link.destination)' names \(ids.count) symbols; qualify it",
                    at: group.memberLocations[index],
                    subject: DiagnosticSubject(link.destination))
            case .notFound(_, let name, let nearby):
                let suggestions = nearby.names
                diagnostics.warning(
                    .undocumentedTaskMember,
                    "task group '\(group.title)' lists '\(link.destination)', which \(page.name) does not document",
                    at: group.memberLocations[index],
                    subject: .misspelt(name, suggestions: suggestions), notes: [DiagnosticNote.didYouMean(suggestions)])
            }
        }
        return group
    }
}
