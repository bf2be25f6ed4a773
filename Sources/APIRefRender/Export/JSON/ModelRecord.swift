import APIRefCore

/// One symbol as `apiref export json` writes it (`docs/model.schema.json`): facts as the
/// model holds them, links as the ids they resolve to, and prose as Markdown and as HTML.
/// Lists are always present (empty when there is nothing); a fact the symbol does not
/// have is left out.
struct ModelRecord: Encodable {
    struct Prose: Encodable {
        var markdown: String
        var html: String
    }

    struct Link: Encodable {
        var text: String
        /// The id of the symbol it names; absent when it did not resolve.
        var target: String?
    }

    struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct Availability: Encodable {
        var platform: String
        var introduced: String?
        var deprecated: String?
        var obsoleted: String?
    }

    struct Parameter: Encodable {
        var name: String
        var description: Prose
    }

    struct Deprecation: Encodable {
        var message: Prose?
        var replacement: Link?
    }

    struct TaskGroup: Encodable {
        var title: String
        var abstract: Prose?
        var members: [Link]
    }

    var id: String
    var name: String
    var qualifiedName: String
    var kind: String
    /// `objc`, `swift` or `both`.
    var spellings: String
    var swiftName: String?
    var swiftContainer: String?
    var swiftPath: String?
    var swiftDeclaration: String?
    var framework: String?
    var container: String?
    var parent: String?
    var children: [String]
    /// The page and anchor in a site `apiref build` writes, relative to its root.
    var url: String?
    /// Where the symbol is written, relative to the content folder.
    var location: Location
    var declaration: String?
    var declaredIn: String?
    var availability: [Availability]
    var isDeprecated: Bool
    var deprecation: Deprecation?
    var isRequired: Bool?
    var summary: Prose?
    var discussion: Prose?
    var parameters: [Parameter]
    var returnValue: Prose?
    var seeAlso: [Link]
    var superclass: String?
    var protocols: [String]
    var extendedClass: String?
    var guides: [String]
    var taskGroups: [TaskGroup]
    /// Every symbol the prose links to, in the order they first appear.
    var links: [String]
}

extension ModelRecord {
    /// `symbol` with its prose rendered by `markdown` (links relative to the site's root).
    init(_ symbol: Symbol, url: String?, markdown: HTMLMarkdown) {
        func prose(_ nodes: [MarkdownNode], inline: Bool) -> Prose? {
            guard !nodes.isEmpty else { return nil }
            return inline
                ? Prose(markdown: MarkdownWriter.inlines(nodes), html: markdown.inlines(nodes))
                : Prose(markdown: MarkdownWriter.blocks(nodes), html: markdown.blocks(nodes))
        }
        func link(_ link: SymbolLink) -> Link { Link(text: link.text, target: link.resolvedID) }
        id = symbol.id
        name = symbol.name
        qualifiedName = symbol.qualifiedName
        kind = symbol.kind.rawValue
        spellings = symbol.spellings.rawValue
        swiftName = symbol.swiftName
        swiftContainer = symbol.swiftContainer
        swiftPath = symbol.swiftPath
        swiftDeclaration = symbol.swiftDeclaration
        framework = symbol.framework
        container = symbol.container
        parent = symbol.parentID
        children = symbol.childIDs
        self.url = url
        location = Location(file: symbol.location.path, line: symbol.location.line, column: symbol.location.column)
        declaration = symbol.declaration
        declaredIn = symbol.declaredIn
        availability = symbol.availability.map {
            Availability(
                platform: $0.platform, introduced: $0.introduced?.description,
                deprecated: $0.deprecated?.description, obsoleted: $0.obsoleted?.description)
        }
        isDeprecated = symbol.isDeprecated
        let message = prose(symbol.deprecationMessage, inline: true)
        deprecation =
            message != nil || symbol.replacement != nil ? Deprecation(message: message, replacement: symbol.replacement.map(link)) : nil
        isRequired = symbol.isRequired
        summary = prose(symbol.summary, inline: true)
        discussion = prose(symbol.discussion, inline: false)
        parameters = symbol.parameters.map {
            Parameter(name: $0.name, description: prose($0.description, inline: true) ?? Prose(markdown: "", html: ""))
        }
        returnValue = prose(symbol.returnValue, inline: false)
        seeAlso = symbol.seeAlso.map(link)
        superclass = symbol.superclass
        protocols = symbol.protocols
        extendedClass = symbol.extendedClass
        guides = symbol.guides
        taskGroups = symbol.taskGroups.map {
            TaskGroup(title: $0.title, abstract: prose($0.abstract, inline: false), members: $0.members.map(link))
        }
        var seen: Set<String> = []
        var links: [String] = []
        let prose =
            [symbol.summary, symbol.discussion, symbol.returnValue, symbol.deprecationMessage]
            + symbol.parameters.map(\.description) + symbol.taskGroups.map(\.abstract)
        for nodes in prose {
            for node in nodes {
                node.forEach { inner in
                    if case .symbolLink(let link) = inner.kind, let id = link.resolvedID, seen.insert(id).inserted { links.append(id) }
                }
            }
        }
        self.links = links
    }
}
