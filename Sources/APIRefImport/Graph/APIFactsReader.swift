import APIRefCore
import Foundation
import SymbolKit

/// Turns decoded symbol graphs into `APIFacts`: containers with their members, enumerations
/// with their cases, and global constants, notifications, functions and typedefs. What a
/// graph gets wrong (a symbol with no declaration, a member of a symbol it does not hold, a
/// name that cannot be a file name) is a located warning, and that symbol is left out.
public struct APIFactsReader {
    public private(set) var facts = APIFacts()
    public private(set) var diagnostics: [Diagnostic] = []
    /// Symbols of kinds apiref has no place for (macros, structs, …), counted for the summary.
    public private(set) var skippedCount = 0

    public init() {}

    /// Adds one graph. `path` names it in messages. `sharedIdentifiers` are the sets of
    /// symbols the file gives one precise identifier (`SymbolGraphFile.Read`). Where one of
    /// a set is a class, protocol, enumeration or global, which one the identifier means
    /// cannot be told, so the set is reported and left out, with the members that name it.
    /// Members sharing one are left as SymbolKit keeps them: a Swift graph gives a method
    /// and its `async` variant one identifier.
    public mutating func add(_ graph: SymbolGraph, path: String, sharedIdentifiers: [[SymbolGraph.Symbol]] = []) {
        var symbols = graph.symbols
        let sharedIdentifiers = sharedIdentifiers.filter { $0.contains { $0.pathComponents.count == 1 } }
        func origin(_ symbol: SymbolGraph.Symbol) -> SourceLocation {
            // Positions in a graph are 0-based; the header's line is what helps a reader.
            let location = symbol[mixin: SymbolGraph.Symbol.Location.self]
            let header = location.map { Self.fileName($0.uri) } ?? path
            return SourceLocation(path: header, line: (location?.position.line ?? 0) + 1, column: (location?.position.character ?? 0) + 1)
        }
        func warn(_ id: DiagnosticID, _ message: String, _ symbol: SymbolGraph.Symbol?) {
            let at = symbol.map(origin) ?? SourceLocation(path: path, line: 1, column: 1)
            diagnostics.append(Diagnostic(.warning, id, "\(path): \(message)", at: at))
        }

        for group in sharedIdentifiers {
            let names = group.map { "'\($0.pathComponents.joined(separator: "."))' (\(Self.kindName($0)))" }
            warn(
                .graphSharedIdentifier,
                "\(names.joined(separator: " and ")) share the precise identifier \(group[0].identifier.precise); \(group.count == 2 ? "both" : "all") are left out, with their members",
                group[0])
            symbols[group[0].identifier.precise] = nil
        }
        // What the SDK marks unavailable on the graph's own platform (a macOS-only resource
        // key, a tvOS focus property, in an iOS graph) is not API there: the compiler refuses
        // it, so a reference of that platform leaves it out, with its members.
        var unavailable: Set<String> = []
        if let platform = graph.module.platform.operatingSystem?.name.lowercased() {
            for (id, symbol) in symbols where Self.isUnavailable(symbol, on: platform) {
                symbols[id] = nil
                unavailable.insert(id)
                skippedCount += 1
            }
        }
        // The module names the folder every page of the graph goes in.
        let moduleIsValid = Self.isValidPageName(graph.module.name)
        if !moduleIsValid {
            warn(
                .graphInvalidName,
                "module name '\(graph.module.name.debugDescription)' cannot name a folder; its classes, protocols and categories are left out",
                nil)
        }

        // Which symbol each member belongs to, from the relationships; targets the graph
        // does not hold are reported once each.
        var parent: [String: String] = [:]
        var superclass: [String: String] = [:]
        var protocols: [String: [String]] = [:]
        var extended: [String: String] = [:]
        for relationship in graph.relationships {
            let targetName = symbols[relationship.target].flatMap { $0.pathComponents.last } ?? relationship.targetFallback
            switch relationship.kind {
            case .memberOf:
                if unavailable.contains(relationship.target) {
                    // The cases of an unavailable enumeration go with it, without a word.
                    if symbols.removeValue(forKey: relationship.source) != nil { skippedCount += 1 }
                    continue
                }
                // A member of a left-out symbol goes with it.
                guard !sharedIdentifiers.contains(where: { $0[0].identifier.precise == relationship.target }) else { continue }
                guard symbols[relationship.target] != nil else {
                    warn(
                        .graphMissingTarget, "\(relationship.source) is a member of \(relationship.target), which the graph does not hold",
                        symbols[relationship.source])
                    continue
                }
                parent[relationship.source] = relationship.target
            case .inheritsFrom:
                if let targetName { superclass[relationship.source] = targetName }
            case .conformsTo:
                if let targetName { protocols[relationship.source, default: []].append(targetName) }
            case .extensionTo:
                if let targetName { extended[relationship.source] = targetName }
            default:
                continue
            }
        }

        // Containers and enumerations first, so that members find them.
        for (id, symbol) in symbols.sorted(by: { $0.key < $1.key }) {
            let kind = Self.kindName(symbol)
            guard let name = symbol.pathComponents.last, symbol.pathComponents.count == 1 else { continue }
            let isPage = ["class", "protocol", "class.extension", "extension"].contains(kind)
            guard isPage ? Self.isValidPageName(name) : Self.isValidName(name) else {
                warn(.graphInvalidName, "'\(name.debugDescription)' cannot name a page or entry; left out", symbol)
                continue
            }
            let header = symbol[mixin: SymbolGraph.Symbol.Location.self].map { Self.fileName($0.uri) }
            let availability = Self.availability(of: symbol)
            switch kind {
            case "class", "protocol", "class.extension", "extension":
                guard moduleIsValid else {
                    skippedCount += 1
                    continue
                }
                let isCategory = kind.contains("extension")
                var container =
                    facts.containers[name]
                    ?? APIContainer(
                        name: name, kind: isCategory ? .category : (kind == "class" ? .class : .protocol), framework: graph.module.name,
                        origin: "\(path)")
                container.superclass = superclass[id] ?? container.superclass
                container.extendedClass = extended[id] ?? container.extendedClass
                container.protocols = Self.uniqued(container.protocols + (protocols[id] ?? []))
                container.header = header ?? container.header
                // A category's identifier is its own; the class's is what Swift spells.
                if !isCategory { container.identifier = id }
                if !availability.isEmpty { container.availability = availability }
                facts.containers[name] = container
            case "enum":
                let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments ?? []
                let underlying = Self.enumUnderlyingType(fragments)
                facts.enumerations[name] = APIEnumeration(
                    name: name, underlyingType: underlying, header: header, availability: availability, identifier: id)
            case "var", "func", "typealias":
                guard let declaration = Self.declaration(of: symbol) else {
                    warn(.graphMissingDeclaration, "\(name) has no declaration; left out", symbol)
                    continue
                }
                let globalKind: APIGlobal.Kind =
                    kind == "func"
                    ? .function
                    : kind == "typealias"
                        ? .typedef
                        : name.hasSuffix("Notification") ? .notification : .constant
                facts.globals[name] = APIGlobal(
                    name: name, kind: globalKind, declaration: declaration, header: header, availability: availability, identifier: id)
            default:
                skippedCount += 1
            }
        }

        // Members and enumeration cases, in the order of the header.
        let members = symbols.values.filter { $0.pathComponents.count == 2 }
            .sorted { (origin($0).line, $0.identifier.precise) < (origin($1).line, $1.identifier.precise) }
        for symbol in members {
            let name = symbol.pathComponents[1]
            let parentID = parent[symbol.identifier.precise]
            if parentID == nil,
                sharedIdentifiers.joined().contains(where: {
                    $0.pathComponents.count == 1 && $0.pathComponents.first == symbol.pathComponents.first
                })
            {
                skippedCount += 1
                continue
            }
            guard let owner = parentID.flatMap({ symbols[$0] })?.pathComponents.last ?? symbol.pathComponents.first else { continue }
            guard Self.isValidName(name) else {
                warn(.graphInvalidName, "'\(name.debugDescription)' cannot name an entry; left out", symbol)
                continue
            }
            let availability = Self.availability(of: symbol)
            let memberKind = Self.kindName(symbol)
            switch memberKind {
            case "enum.case":
                guard facts.enumerations[owner] != nil else {
                    skippedCount += 1
                    continue
                }
                facts.enumerations[owner]?.cases.append(
                    APIConstantCase(name: name, availability: availability, identifier: symbol.identifier.precise))
            case "property", "method", "type.method", "type.property":
                guard facts.containers[owner] != nil else {
                    skippedCount += 1
                    continue
                }
                guard let declaration = Self.declaration(of: symbol) else {
                    warn(.graphMissingDeclaration, "\(owner).\(name) has no declaration; left out", symbol)
                    continue
                }
                let kind: SymbolKind = memberKind == "method" ? .instanceMethod : memberKind == "type.method" ? .classMethod : .property
                let parameters = symbol[mixin: SymbolGraph.Symbol.FunctionSignature.self]?.parameters.map(\.name) ?? []
                let header = symbol[mixin: SymbolGraph.Symbol.Location.self].map { Self.fileName($0.uri) }
                let items = symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability ?? []
                let member = APIMember(
                    name: name, kind: kind, declaration: declaration, parameters: parameters,
                    availability: availability, header: header,
                    replacement: items.lazy.compactMap(\.renamed).first.flatMap(Self.replacementName),
                    deprecationMessage: items.lazy.compactMap(\.message).first { !$0.isEmpty },
                    identifier: symbol.identifier.precise)
                if let existing = facts.containers[owner]?.members.firstIndex(where: { $0.name == name && $0.kind == kind }) {
                    facts.containers[owner]?.members[existing] = member
                } else {
                    facts.containers[owner]?.members.append(member)
                }
            default:
                // Fields of structures and unions, and other kinds apiref has no page for.
                skippedCount += 1
            }
        }
    }

    /// The declaration in page form, or `nil` when the graph has none.
    static func declaration(of symbol: SymbolGraph.Symbol) -> String? {
        guard let fragments = symbol[mixin: SymbolGraph.Symbol.DeclarationFragments.self]?.declarationFragments, !fragments.isEmpty else {
            return nil
        }
        let text = DeclarationStyle.pageForm(fragments.map(\.spelling).joined())
        return text.isEmpty ? nil : text
    }

    /// `enum UITableViewStyle : NSInteger;` → `NSInteger`.
    static func enumUnderlyingType(_ fragments: [SymbolGraph.Symbol.DeclarationFragments.Fragment]) -> String? {
        let text = fragments.map(\.spelling).joined()
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let type = text[text.index(after: colon)...].trimmingCharacters(in: CharacterSet(charactersIn: " ;\n{"))
        return type.isEmpty ? nil : type
    }

    /// The graph's availability in apiref's platform names. A deprecation in version 100000
    /// is clang's spelling of `API_TO_BE_DEPRECATED` (not deprecated yet) and is dropped.
    static func availability(of symbol: SymbolGraph.Symbol) -> [PlatformAvailability] {
        guard let items = symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability else { return [] }
        var result: [PlatformAvailability] = []
        for item in items {
            guard let domain = item.domain?.rawValue, let platform = platformName(domain) else { continue }
            let entry = PlatformAvailability(
                platform: platform, introduced: item.introducedVersion.flatMap(version),
                deprecated: item.deprecatedVersion.flatMap(version),
                obsoleted: item.obsoletedVersion.flatMap(version))
            if entry.introduced != nil || entry.deprecated != nil || entry.obsoleted != nil { result.append(entry) }
        }
        return result
    }

    /// Whether the graph marks `symbol` unconditionally unavailable on `platform` (`ios`).
    static func isUnavailable(_ symbol: SymbolGraph.Symbol, on platform: String) -> Bool {
        let items = symbol[mixin: SymbolGraph.Symbol.Availability.self]?.availability ?? []
        return items.contains { $0.isUnconditionallyUnavailable && $0.domain?.rawValue.lowercased() == platform }
    }

    /// `tableView(_:contextMenuConfigurationForRowAt:point:)` or `-[UITableView foo:]` → the
    /// name a page's link uses; a name apiref cannot link is left out.
    static func replacementName(_ renamed: String) -> String? {
        var name = renamed.trimmingCharacters(in: .whitespaces)
        if name.hasPrefix("-[") || name.hasPrefix("+["), name.hasSuffix("]"), let space = name.firstIndex(of: " ") {
            name = String(name[name.index(after: space)..<name.index(before: name.endIndex)])
        }
        return isValidName(name) && !name.contains(" ") ? name : nil
    }

    static func version(_ semantic: SymbolGraph.SemanticVersion) -> Version? {
        Version(components: semantic.patch == 0 ? [semantic.major, semantic.minor] : [semantic.major, semantic.minor, semantic.patch])
    }

    static func platformName(_ domain: String) -> String? {
        switch domain.lowercased() {
        case "ios": return "iOS"
        case "ipados": return "iPadOS"
        case "tvos": return "tvOS"
        case "watchos": return "watchOS"
        case "visionos", "xros": return "visionOS"
        case "macos", "macosx": return "macOS"
        case "maccatalyst": return "Mac Catalyst"
        default: return nil
        }
    }

    /// The kind without its language: `objective-c.class.extension` → `class.extension`.
    static func kindName(_ symbol: SymbolGraph.Symbol) -> String {
        let raw = symbol.kind.identifier.identifier
        for language in ["objective-c.", "swift.", "c."] where raw.hasPrefix(language) {
            return String(raw.dropFirst(language.count))
        }
        return raw
    }

    /// `file:///…/UIKit.framework/Headers/UITableView.h` or `UITableView.h` → `UITableView.h`.
    static func fileName(_ uri: String) -> String {
        String(uri.split(separator: "/").last ?? Substring(uri))
    }

    /// A name a page file, a heading and a link can all carry: no path separators, no
    /// control characters, not empty or blank, no space at either end (a heading drops
    /// it), not `.`/`..`, no leading dot, at most 200 bytes.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 200 && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && name.trimmingCharacters(in: .whitespacesAndNewlines) == name
            && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.properties.generalCategory == .format }
            && !name.contains("`")
    }

    /// A name a page and its folder can carry: a valid name without spaces, since a lookup
    /// (`apiref UITableView reloadData`) reads the words as the page's name and a member's.
    static func isValidPageName(_ name: String) -> Bool {
        isValidName(name) && !name.contains { $0.isWhitespace }
    }

    private static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
