/// Builds the symbols of one reference page (a class, protocol, category or framework page)
/// from its Markdown tree and front matter.
struct PageParser {
    let path: String
    /// The framework the page's folder names, used when the front matter names none.
    let folderFramework: String
    var diagnostics = DiagnosticBag()

    /// The page's members in file order.
    private var symbols: [Symbol] = []

    init(path: String, folderFramework: String) {
        self.path = path
        self.folderFramework = folderFramework
    }

    mutating func parse(_ document: MarkdownNode, frontMatter: FrontMatter?) -> [Symbol] {
        let (_, titled) = HeadingSection.split(document.children, level: 1)
        guard let titleSection = titled.first else {
            diagnostics.error(.missingTitle, "page has no level-1 heading naming its symbol", at: startLocation(of: document))
            return []
        }
        for extra in titled.dropFirst() {
            diagnostics.warning(
                .extraTitle, "a page has one level-1 heading; '\(extra.title)' is ignored", at: extra.location(in: path),
                subject: DiagnosticSubject(extra.title))
        }
        let matter = frontMatter ?? FrontMatter()
        guard let kindName = matter.strings["kind"] else {
            diagnostics.error(
                .missingKind, "front matter must say the page's kind: class, protocol, category or framework",
                at: titleSection.location(in: path))
            return []
        }
        guard let kind = PageKind(rawValue: kindName.lowercased()) else {
            diagnostics.error(
                .invalidFrontMatter, "unknown kind '\(kindName)'; use class, protocol, category or framework",
                at: frontMatterLocation("kind", matter),
                subject: DiagnosticSubject(
                    kindName, frontMatterKey: "kind",
                    replacement: EditDistance.certainFix(
                        for: kindName.lowercased(),
                        suggestions: EditDistance.nearest(to: kindName.lowercased(), in: PageKind.allCases.map(\.rawValue), limit: 1))))
            return []
        }
        let name = titleSection.title
        guard !name.isEmpty else {
            diagnostics.error(.missingTitle, "the level-1 heading is empty", at: titleSection.location(in: path))
            return []
        }
        var page = makePage(name: name, kind: kind, matter: matter, location: titleSection.location(in: path))
        let body = titled.flatMap { $0.body }
        let (preamble, sections) = HeadingSection.split(body, level: 2)
        // A Swift-only type (a ```swift declaration, none in Objective-C) without availability
        // is a Swift package's: available wherever its module builds.
        let leading = Self.declarations(leading: Array(preamble.drop { $0.kind == .paragraph }))
        if page.availability.isEmpty, kind != .framework, matter.strings["availability"] == nil, leading.swift == nil || leading.objc != nil
        {
            diagnostics.warning(
                .missingAvailability, "\(name) has no availability in its front matter", at: page.location, subject: DiagnosticSubject(name)
            )
        }
        if let abstract = preamble.first(where: { $0.kind == .paragraph }) {
            page.summary = abstract.children
            page.discussion = preamble.filter { $0 != abstract }
        } else if Self.declarations(leading: preamble).rest.isEmpty && !sections.contains(where: { $0.title.lowercased() == "overview" }) {
            // A page with facts and no prose at all, as an import writes it: at most its
            // declarations (a Swift type's ```swift block) under the title.
            page.discussion = preamble
            diagnostics.warning(.undocumented, "\(name) has no description yet: write its abstract sentence", at: page.location)
        } else {
            diagnostics.warning(
                .missingSummary, "\(name) has no abstract paragraph under its heading", at: page.location, subject: DiagnosticSubject(name))
        }
        (page.declaration, page.swiftDeclaration, page.discussion) = Self.declarations(leading: page.discussion)
        if let swiftDeclaration = page.swiftDeclaration, page.swiftName == nil,
            case .success(let declared) = SwiftDeclarationName.of(swiftDeclaration)
        {
            // An extension (`extension String`) names the extended type, as a category's `swift-name` does.
            if page.kind == .category { page.swiftContainer = page.swiftContainer ?? declared } else { page.swiftName = declared }
        }
        symbols = []
        for section in sections {
            read(section, into: &page)
        }
        // A page Swift sees under its own name says nothing; any member with a Swift
        // spelling says the page has one too.
        if page.swiftName == nil, page.kind.isType, symbols.contains(where: { $0.swiftName != nil }) {
            page.swiftName = page.name
        }
        return [page] + symbols
    }

    private mutating func makePage(name: String, kind: PageKind, matter: FrontMatter, location: SourceLocation) -> Symbol {
        let framework = matter.strings["framework"] ?? folderFramework
        var id = "\(framework)/\(name)"
        var container: String? = name
        // A Swift `extension` page is a category, in Swift's word.
        if kind.symbolKind == .category {
            if let extended = matter.strings["extends"] {
                let label = name.hasPrefix(extended + " ") ? String(name.dropFirst(extended.count + 1)) : name
                id = "\(framework)/\(extended)(\(label))"
                container = extended
            } else {
                diagnostics.error(.invalidFrontMatter, "a category must name the class it extends with 'extends'", at: location)
            }
        } else if kind == .framework {
            container = nil
        }
        var page = Symbol(id: id, name: name, kind: kind.symbolKind, location: location)
        page.framework = framework
        page.container = container
        page.superclass = matter.strings["inherits"]
        page.protocols = matter.lists["conforms"] ?? []
        page.extendedClass = kind.symbolKind == .category ? matter.strings["extends"] : nil
        page.guides = matter.lists["guides"] ?? []
        page.declaredIn = matter.strings["declared-in"]
        if let swiftName = matter.strings["swift-name"], !swiftName.isEmpty {
            // A category is no type of its own: its key names the extended type's Swift name.
            let path = SwiftPath.split(swiftName)
            if kind.symbolKind == .category {
                page.swiftContainer = swiftName
            } else {
                page.swiftName = path.name
                page.swiftContainer = path.container
            }
        }
        for key in ["availability", "deprecated", "obsoleted"] {
            guard let text = matter.strings[key],
                let list = FieldApplier.versions(
                    text, field: nil, location: frontMatterLocation(key, matter), frontMatterKey: key,
                    allowMessage: key == "deprecated", diagnostics: &diagnostics)
            else { continue }
            for (platform, version) in list.entries {
                page.availability.update(platform) {
                    switch key {
                    case "availability": $0.introduced = version
                    case "deprecated": $0.deprecated = version
                    default: $0.obsoleted = version
                    }
                }
            }
            if key == "deprecated", !list.remainder.isEmpty { page.deprecationMessage = [MarkdownNode(.text(list.remainder))] }
        }
        if let replacement = matter.strings["replacement"] {
            page.replacement = SymbolLink(destination: replacement, text: LinkMarker.displayText(for: replacement), isExplicit: true)
        }
        return page
    }

    private mutating func read(_ section: HeadingSection, into page: inout Symbol) {
        guard section.heading.kind == .heading(level: 2) else {
            diagnostics.warning(
                .unknownSection, "expected a level-2 section heading, found '\(section.title)'", at: section.location(in: path),
                subject: DiagnosticSubject(section.title))
            return
        }
        switch PageSection.named(section.title) {
        case .overview?:
            page.discussion += section.body
        case .tasks?:
            page.taskGroups += TaskParser.parse(section.body, path: path, diagnostics: &diagnostics)
        case .members(let kind)?:
            for member in memberSections(of: section) {
                var symbol = MemberParser.member(member, kind: kind, page: page, path: path, diagnostics: &diagnostics)
                symbol.parentID = page.id
                page.childIDs.append(symbol.id)
                symbols.append(symbol)
            }
        case .constants?:
            for group in memberSections(of: section) {
                let parsed = MemberParser.constantGroup(group, page: page, path: path, diagnostics: &diagnostics)
                page.childIDs.append(parsed[0].id)
                symbols += parsed
            }
        case nil:
            diagnostics.warning(
                .unknownSection, "unknown section '\(section.title)'", at: section.location(in: path),
                subject: DiagnosticSubject(section.title), notes: [DiagnosticNote("known sections: \(PageSection.knownTitles)")])
        }
    }

    private mutating func memberSections(of section: HeadingSection) -> [HeadingSection] {
        let (preamble, members) = HeadingSection.split(section.body, level: 3)
        if let stray = preamble.first {
            diagnostics.warning(
                .strayContent, "content under '\(section.title)' before its first level-3 heading belongs to no member",
                at: SourceLocation(path: path, line: stray.line, column: stray.column))
        }
        return members
    }

    /// The declaration blocks right after a page's abstract (```objc `@interface …`,
    /// ```swift `struct …`), and the rest of its preamble.
    private static func declarations(leading blocks: [MarkdownNode]) -> (objc: String?, swift: String?, rest: [MarkdownNode]) {
        var objc: String?
        var swift: String?
        var index = 0
        while index < blocks.count, case .codeBlock(let language, let code) = blocks[index].kind {
            let text = code.hasSuffix("\n") ? String(code.dropLast()) : code
            switch language.lowercased() {
            case "swift" where swift == nil: swift = text
            case "objc" where objc == nil, "objective-c" where objc == nil: objc = text
            default: return (objc, swift, Array(blocks[index...]))
            }
            index += 1
        }
        return (objc, swift, Array(blocks[index...]))
    }

    private func frontMatterLocation(_ key: String, _ matter: FrontMatter) -> SourceLocation {
        SourceLocation(path: path, line: matter.lines[key] ?? 1, column: 1)
    }

    private func startLocation(of document: MarkdownNode) -> SourceLocation {
        let first = document.children.first
        return SourceLocation(path: path, line: first?.line ?? 1, column: first?.column ?? 1)
    }
}
