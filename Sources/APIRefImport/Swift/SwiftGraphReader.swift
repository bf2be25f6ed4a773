import APIRefCore
import Foundation

/// What one Swift graph gives an import: a page for each type it declares (struct, enum,
/// class, actor, protocol, nested ones under their Swift path), one for each other module's
/// type it extends (`kind: extension`), and one for the module's global functions,
/// variables, type aliases and operators; each with its members, Swift-only.
public struct SwiftGraphPages: Sendable, Codable {
    /// The graph's module.
    public var module: String
    /// The pages by name, as `APIFacts` holds Objective-C's containers.
    public var facts = APIFacts()
    /// The pages that are Swift-only types (a Swift USR, `s:…`): the only ones taken from a
    /// module that also has an Objective-C graph, whose other types that graph documents.
    public var swiftOnlyTypes: [String] = []
    /// The Swift path of each type the graph declares, by USR: another graph of the module
    /// (its extension graph) names a protocol by USR alone.
    public var typePaths: [String: String] = [:]
    public var warnings: [Diagnostic] = []
    /// Symbols with no place on a page (synthesized copies, other modules' defaults, macros).
    public var skipped = 0
}

enum SwiftGraphReader {
    /// Conformances every type has without saying so, which graphs list and pages do not.
    static let implicitProtocols: Set<String> = ["Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"]

    /// The pages of the Swift graph in `data`; `path` names it in messages.
    static func read(_ graph: SwiftGraph, path: String) -> SwiftGraphPages {
        var pages = SwiftGraphPages(module: graph.module.name)
        let module = graph.module.name
        var byID: [String: SwiftGraph.Symbol] = [:]
        for symbol in graph.symbols where byID[symbol.identifier.precise] == nil { byID[symbol.identifier.precise] = symbol }
        func warn(_ id: DiagnosticID, _ message: String, _ symbol: SwiftGraph.Symbol) {
            let file = symbol.location.map { APIFactsReader.fileName($0.uri) } ?? path
            pages.warnings.append(Diagnostic(.warning, id, "\(path): \(message)", at: SourceLocation(path: file, line: 1, column: 1)))
        }

        // The relationships, by source.
        var parent: [String: String] = [:]
        var fallbackName: [String: String] = [:]
        var conforms: [String: [String]] = [:]
        var superclass: [String: String] = [:]
        var requirement: [String: (protocol: String, optional: Bool)] = [:]
        var defaulted: Set<String> = []
        var implementations: Set<String> = []
        var extended: [String: String] = [:]
        func name(of id: String) -> String? {
            // A USR that stays unread is kept as it is: `GraphSet` names it from the module's other graphs.
            byID[id].map { $0.pathComponents.joined(separator: ".") } ?? fallbackName[id] ?? SwiftUSR.typePath(id)
                ?? (id.hasPrefix("s:") ? id : nil)
        }
        for relationship in graph.relationships {
            if let fallback = relationship.targetFallback, fallbackName[relationship.target] == nil {
                // `Swift.String` → `String`: pages name a type by its Swift path in its module.
                fallbackName[relationship.target] = fallback.split(separator: ".").dropFirst().joined(separator: ".")
            }
        }
        for relationship in graph.relationships {
            switch relationship.kind {
            case "memberOf": if parent[relationship.source] == nil { parent[relationship.source] = relationship.target }
            case "conformsTo":
                if let target = name(of: relationship.target), !implicitProtocols.contains(target) {
                    conforms[relationship.source, default: []].append(target)
                }
            case "inheritsFrom": if let target = name(of: relationship.target) { superclass[relationship.source] = target }
            case "requirementOf": requirement[relationship.source] = (relationship.target, false)
            case "optionalRequirementOf": requirement[relationship.source] = (relationship.target, true)
            case "defaultImplementationOf":
                defaulted.insert(relationship.target)
                implementations.insert(relationship.source)
            case "extensionTo": extended[relationship.source] = relationship.target
            default: continue
            }
        }

        // Types first, so that members find their pages.
        var pageOfType: [String: String] = [:]
        for symbol in graph.symbols where !symbol.isSynthesized {
            guard let kind = SwiftMemberKind.pageKind(symbol.kindName, declaration: symbol.declaration),
                pageOfType[symbol.identifier.precise] == nil
            else { continue }
            let name = symbol.pathComponents.joined(separator: ".")
            guard APIFactsReader.isValidPageName(name), symbol.pathComponents.allSatisfy(APIFactsReader.isValidPageName) else {
                warn(.graphInvalidName, "'\(name.debugDescription)' cannot name a page; left out", symbol)
                continue
            }
            var page = APIContainer(name: name, kind: kind, framework: module, origin: path)
            page.swiftDeclaration = symbol.declaration
            page.swiftName = symbol.pathComponents.count > 1 ? name : nil
            page.superclass = superclass[symbol.identifier.precise]
            page.protocols = uniqued(conforms[symbol.identifier.precise] ?? [])
            page.header = symbol.location.map { APIFactsReader.fileName($0.uri) }
            page.availability = availability(symbol)
            pages.facts.containers[name] = page
            pageOfType[symbol.identifier.precise] = name
            pages.typePaths[symbol.identifier.precise] = name
            if symbol.identifier.precise.hasPrefix("s:") { pages.swiftOnlyTypes.append(name) }
        }

        // The page a member goes on: its type's, or the extension page of another module's type.
        func page(for symbol: SwiftGraph.Symbol) -> String? {
            let id = symbol.identifier.precise
            var owner = parent[id] ?? requirement[id]?.protocol
            if let through = owner, let target = extended[through] { owner = target }  // a member of an extension block
            if let owner, let page = pageOfType[owner] { return page }
            // Another module's type: named by the relationship's fallback, else the member's path.
            let typeName =
                owner.flatMap { fallbackName[$0] ?? byID[$0].map { $0.pathComponents.joined(separator: ".") } }
                ?? (symbol.pathComponents.count > 1 ? symbol.pathComponents.dropLast().joined(separator: ".") : nil)
            guard let typeName, !typeName.isEmpty, typeName.split(separator: ".").allSatisfy({ APIFactsReader.isValidPageName(String($0)) })
            else { return nil }
            return extensionPage(
                of: typeName, module: module, path: path, in: &pages.facts, conforming: owner.flatMap { conforms[$0] } ?? [])
        }

        for symbol in graph.symbols {
            let id = symbol.identifier.precise
            if pageOfType[id] != nil { continue }
            // Declared in Objective-C (a clang USR, `c:…`): the Objective-C graph documents it,
            // and the Swift graph only spells it (`SpellingJoin`).
            if id.hasPrefix("c:") {
                pages.skipped += 1
                continue
            }
            if symbol.kindName == "extension" {
                // An extension block (newer graphs): its conformances go on the extended type's page.
                let target = extended[id]
                let typeName = target.flatMap { fallbackName[$0] } ?? symbol.pathComponents.joined(separator: ".")
                if let page = target.flatMap({ pageOfType[$0] }), var container = pages.facts.containers[page] {
                    container.protocols = uniqued(container.protocols + (conforms[id] ?? []))
                    pages.facts.containers[page] = container
                } else if !typeName.isEmpty, typeName.split(separator: ".").allSatisfy({ APIFactsReader.isValidPageName(String($0)) }) {
                    // The block's own declaration says its constraints: `extension Array where Element : Equatable`.
                    let page = "\(typeName) Extensions"
                    var container = pages.facts.containers[page] ?? extensionContainer(page, of: typeName, module: module, path: path)
                    container.swiftDeclaration = symbol.declaration ?? container.swiftDeclaration
                    pages.facts.containers[page] = container
                    _ = extensionPage(of: typeName, module: module, path: path, in: &pages.facts, conforming: conforms[id] ?? [])
                }
                continue
            }
            let topLevel = symbol.pathComponents.count == 1 && parent[id] == nil && requirement[id] == nil
            // Copies and other modules' defaults are documented where they are declared; a
            // requirement's default implementation (it has no `memberOf`) shows on the
            // requirement, as `Required: no`.
            guard !symbol.isSynthesized, !(implementations.contains(id) && parent[id] == nil),
                let (kind, section) = SwiftMemberKind.member(symbol.kindName, topLevel: topLevel)
            else {
                pages.skipped += 1
                continue
            }
            let pageName: String?
            if topLevel {
                pageName = globalsPage(module: module, path: path, in: &pages.facts)
            } else {
                pageName = page(for: symbol)
                // A member another module's protocol extension gives this module's type (an
                // actor's `assumeIsolated`) is that module's to document.
                if let pageName, let extendedModule = symbol.swiftExtension?.extendedModule, extendedModule != module,
                    pages.facts.containers[pageName]?.kind != .extension
                {
                    pages.skipped += 1
                    continue
                }
            }
            guard let pageName else {
                pages.skipped += 1
                continue
            }
            guard let declaration = symbol.declaration else {
                warn(.graphMissingDeclaration, "\(symbol.pathComponents.joined(separator: ".")) has no declaration; left out", symbol)
                continue
            }
            // A declaration this reader cannot name leaves the graph's title, which the
            // check below still vets.
            let name = (try? SwiftDeclarationName.of(declaration).get()) ?? symbol.names.title
            guard APIFactsReader.isValidName(name) else {
                warn(.graphInvalidName, "'\(name.debugDescription)' cannot name an entry; left out", symbol)
                continue
            }
            let items = symbol.availability ?? []
            var member = APIMember(
                name: name, kind: kind, declaration: declaration,
                parameters: SwiftDeclarationName.parameterNames(of: declaration) ?? [],
                availability: availability(symbol), header: symbol.location.map { APIFactsReader.fileName($0.uri) },
                replacement: items.lazy.compactMap(\.renamed).first.flatMap(APIFactsReader.replacementName),
                deprecationMessage: items.lazy.compactMap(\.message).first { !$0.isEmpty })
            member.syntax = .swift
            member.section = section
            if let requirement = requirement[id] { member.isRequired = !(requirement.optional || defaulted.contains(id)) }
            add(member, to: pageName, in: &pages.facts)
        }
        // Another module's type this module makes conform and extends with nothing else
        // (`extension Int: ExpressibleByArgument {}`), when the graph names it.
        for (source, protocols) in conforms.sorted(by: { $0.key < $1.key }) where byID[source] == nil && extended[source] == nil {
            guard let typeName = fallbackName[source] ?? SwiftUSR.typePath(source), !typeName.isEmpty,
                typeName.split(separator: ".").allSatisfy({ APIFactsReader.isValidPageName(String($0)) })
            else { continue }
            _ = extensionPage(of: typeName, module: module, path: path, in: &pages.facts, conforming: protocols)
        }
        return pages
    }

    /// Overloads (`init(_:)` taking an `Int` or a `String`) share one entry: their
    /// declarations one after another, a blank line apart, and the parameters of all.
    private static func add(_ member: APIMember, to page: String, in facts: inout APIFacts) {
        guard let index = facts.containers[page]?.members.firstIndex(where: { $0.name == member.name && $0.kind == member.kind }) else {
            facts.containers[page]?.members.append(member)
            return
        }
        var merged = facts.containers[page]!.members[index]
        guard !merged.declaration.components(separatedBy: "\n\n").contains(member.declaration) else { return }
        merged.declaration += "\n\n" + member.declaration
        merged.parameters += member.parameters.filter { !merged.parameters.contains($0) }
        facts.containers[page]?.members[index] = merged
    }

    /// The page of the module's extension of another module's type: `String Extensions`.
    private static func extensionPage(
        of type: String, module: String, path: String, in facts: inout APIFacts,
        conforming protocols: [String] = []
    ) -> String {
        let name = "\(type) Extensions"
        var page = facts.containers[name] ?? extensionContainer(name, of: type, module: module, path: path)
        page.swiftDeclaration = page.swiftDeclaration ?? "extension \(type)"
        page.protocols = uniqued(page.protocols + protocols)
        facts.containers[name] = page
        return name
    }

    private static func extensionContainer(_ name: String, of type: String, module: String, path: String) -> APIContainer {
        var page = APIContainer(name: name, kind: .extension, framework: module, origin: path)
        page.extendedClass = type
        return page
    }

    /// The page of the module's global functions, variables, type aliases and operators,
    /// named by the module (`Gadgets Globals` when a type has the module's name).
    private static func globalsPage(module: String, path: String, in facts: inout APIFacts) -> String {
        let name = facts.containers[module].map { $0.kind == .framework } ?? true ? module : "\(module) Globals"
        if facts.containers[name] == nil {
            facts.containers[name] = APIContainer(name: name, kind: .framework, framework: module, origin: path)
        }
        return name
    }

    private static func availability(_ symbol: SwiftGraph.Symbol) -> [PlatformAvailability] {
        var result: [PlatformAvailability] = []
        for item in symbol.availability ?? [] {
            guard let domain = item.domain, let platform = APIFactsReader.platformName(domain),
                !result.contains(where: { $0.platform == platform })
            else { continue }
            if let entry = item.entry(platform: platform) { result.append(entry) }
        }
        return result
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
