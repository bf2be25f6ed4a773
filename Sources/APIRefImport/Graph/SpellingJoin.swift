import APIRefCore

/// What one entry of a page (a member, constant group, constant or global) gets in Swift.
public struct EntrySpelling: Sendable, Equatable {
    /// The ```swift block; nil for a constant, which its group's declaration declares.
    public var declaration: String?
    /// The `- Swift name:` field, where the declaration and the page cannot give the name or path.
    public var field: String?
    /// The Swift path the graph gives: what the model's `swiftPath` reads back.
    public var path: String
}

/// A Swift-only member of an Objective-C class (an overlay method such as
/// `UITableViewCell.defaultContentConfiguration()`): headed by its Swift name, with only a ```swift block.
public struct SwiftOnlyMember: Sendable, Equatable {
    public var name: String
    public var kind: SymbolKind
    /// The page section it goes in: `Instance Methods`, `Properties`, `Initializers`, …
    public var section: String
    public var declaration: String
    public var availability: [PlatformAvailability]
}

/// What one page gets in Swift, keyed by the Objective-C names the page uses.
public struct PageSpellings: Sendable, Equatable {
    /// The front matter's `swift-name`, where the page's Swift name is not its own (`IndexPath`
    /// for `NSIndexPath`; for a category, the extended type's).
    public var swiftName: String?
    /// Members by `SpellingJoin.key(name, kind)`.
    public var members: [String: EntrySpelling] = [:]
    /// Enumerations (constant groups), their cases, and globals, by Objective-C name.
    public var enumerations: [String: EntrySpelling] = [:]
    public var cases: [String: EntrySpelling] = [:]
    public var globals: [String: EntrySpelling] = [:]
    public var swiftOnlyMembers: [SwiftOnlyMember] = []
    /// Entries the Swift graphs spell that the page format cannot say as the graph does (a
    /// top-level Swift type documented on a class's page, a name its declaration does not
    /// declare, a method whose Swift name takes another number of arguments): left without.
    public var unsayable: [String] = []
}

/// Joins the Swift graphs' spellings to the Objective-C facts by precise identifier, and
/// says for each page what `import` writes: the ```swift blocks, the `Swift name` fields the
/// model needs to read back the graph's Swift path (`MemberSwiftSpelling`), the front
/// matter's `swift-name`, and the Swift-only members of its class.
public struct SpellingJoin: Sendable {
    public var spellings: [String: SwiftSpelling]
    /// Objective-C class identifier → the Swift value type it bridges to.
    public var bridges: [String: String]
    /// Spellings by Swift path (the first where overloads share one), for a bridged type's members.
    private let byPath: [String: SwiftSpelling]
    /// Swift-only members (`s:` identifiers) by the identifier of the symbol they belong to.
    private let swiftOnly: [String: [SwiftSpelling]]

    public init(spellings: [String: SwiftSpelling], bridges: [String: String]) {
        self.spellings = spellings
        self.bridges = bridges
        var byPath: [String: SwiftSpelling] = [:]
        var swiftOnly: [String: [SwiftSpelling]] = [:]
        for (identifier, spelling) in spellings.sorted(by: { $0.key < $1.key }) {
            if byPath[spelling.path] == nil { byPath[spelling.path] = spelling }
            if identifier.hasPrefix("s:"), let parent = spelling.memberOf, parent.hasPrefix("c:objc(cs)") {
                swiftOnly[parent, default: []].append(spelling)
            }
        }
        self.byPath = byPath
        self.swiftOnly = swiftOnly
    }

    /// A property of a class Swift does not see, whose Swift-only namesake (the struct
    /// `UIListContentConfiguration` for the class of that name) has a property of the same
    /// name, or its `is` form (`editing` → `isEditing`): that property is its Swift face.
    static func namesakeProperty(_ name: String, of owner: String, in byPath: [String: SwiftSpelling]) -> SwiftSpelling? {
        guard let first = name.first else { return nil }
        for candidate in [name, "is" + first.uppercased() + name.dropFirst()] {
            if let spelling = byPath["\(owner).\(candidate)"], spelling.kind.hasSuffix("property") { return spelling }
        }
        return nil
    }

    public init(_ graphs: GraphSet) {
        self.init(spellings: graphs.swiftSpellings, bridges: graphs.swiftBridges)
    }

    public var isEmpty: Bool { spellings.isEmpty }

    public static func key(_ name: String, _ kind: SymbolKind) -> String { "\(kind.rawValue) \(name)" }

    /// The Swift path of an Objective-C class, by its name: its bridged value type, or its own Swift spelling.
    func swiftPath(ofClass name: String, identifier: String? = nil) -> String? {
        let identifier = identifier ?? "c:objc(cs)\(name)"
        return bridges[identifier] ?? spellings[identifier]?.path
    }

    /// What `container`'s page gets, with the enumerations and globals that go on it.
    public func page(for container: APIContainer, enumerations: [APIEnumeration] = [], globals: [APIGlobal] = []) -> PageSpellings {
        var result = PageSpellings()
        // The Swift container of the page's members, as the model reads it back
        // (`Symbol.swiftContainerOfMembers`): a category's is its `swift-name` whole, a type's
        // the last component of its Swift name.
        let ownName: String
        let swiftName: String?
        let classIdentifier: String?
        switch container.kind {
        case .category:
            ownName = container.extendedClass ?? container.name
            classIdentifier = container.extendedClass.map { "c:objc(cs)\($0)" }
            swiftName = container.extendedClass.flatMap { swiftPath(ofClass: $0) }
        case .class, .protocol, .structure, .enumeration, .actor, .extension, .framework:
            ownName = container.name
            classIdentifier = container.identifier
            swiftName = container.identifier.flatMap { bridges[$0] ?? spellings[$0]?.path }
        }
        if let swiftName, swiftName != ownName { result.swiftName = swiftName }
        let memberContainer = container.kind == .category ? (swiftName ?? ownName) : SwiftPath.split(swiftName ?? ownName).name
        let bridged = classIdentifier.flatMap { bridges[$0] }
        let classSwift = classIdentifier.flatMap { spellings[$0]?.path }

        for member in container.members {
            var found = member.identifier.flatMap { spellings[$0] }
            if found == nil, classSwift == nil, member.kind == .property {
                found = Self.namesakeProperty(member.name, of: ownName, in: byPath)
            }
            guard var spelling = found else { continue }
            // A bridged class's member reads, in Swift, as the value type's member of that
            // name where it has one (`IndexPath.row`, not `NSIndexPath.row`).
            if let bridged, spelling.container == classSwift, let valueMember = byPath["\(bridged).\(spelling.name)"] {
                spelling = valueMember
            }
            let selector = member.kind == .instanceMethod || member.kind == .classMethod ? member.name : nil
            if let entry = Self.entry(
                spelling, defaultContainer: memberContainer, declares: true, selector: selector, module: container.framework)
            {
                result.members[Self.key(member.name, member.kind)] = entry
            } else {
                result.unsayable.append(member.name)
            }
        }
        for enumeration in enumerations {
            var groupPath: String?
            if let spelling = enumeration.identifier.flatMap({ spellings[$0] }), ["enum", "struct", "typealias"].contains(spelling.kind) {
                if let entry = Self.entry(
                    spelling, defaultContainer: memberContainer, declares: true, alwaysField: true, module: container.framework)
                {
                    result.enumerations[enumeration.name] = entry
                    groupPath = entry.path
                } else {
                    result.unsayable.append(enumeration.name)
                }
            }
            for constant in enumeration.cases {
                guard let spelling = constant.identifier.flatMap({ spellings[$0] }) else { continue }
                if let entry = Self.entry(
                    spelling, defaultContainer: groupPath ?? memberContainer, declares: false, module: container.framework)
                {
                    result.cases[constant.name] = entry
                } else {
                    result.unsayable.append(constant.name)
                }
            }
        }
        for global in globals {
            guard let spelling = global.identifier.flatMap({ spellings[$0] }) else { continue }
            if let entry = Self.entry(
                spelling, defaultContainer: memberContainer, declares: true, alwaysField: global.kind == .typedef,
                module: container.framework)
            {
                result.globals[global.name] = entry
            } else {
                result.unsayable.append(global.name)
            }
        }
        // Swift-only members of the class itself, unless a member of that name is already on the page.
        let taken = Set(container.members.map(\.name) + result.members.values.map { SwiftPath.split($0.path).name })
        var seen: Set<String> = []
        for spelling in (container.kind == .class ? container.identifier.flatMap { swiftOnly[$0] } ?? [] : [])
            .sorted(by: { ($0.name, $0.declaration) < ($1.name, $1.declaration) })
        {
            guard let (kind, section) = Self.swiftOnlyPlace(spelling.kind), spelling.container == memberContainer,
                !taken.contains(spelling.name), APIFactsReader.isValidName(spelling.name),
                case .success(let declared) = SwiftDeclarationName.of(spelling.declaration), declared == spelling.name,
                seen.insert(spelling.name).inserted
            else { continue }
            result.swiftOnlyMembers.append(
                SwiftOnlyMember(
                    name: spelling.name, kind: kind, section: section,
                    declaration: spelling.declaration, availability: spelling.availability))
        }
        return result
    }

    /// The section and kind of a Swift-only member of a class; nil for kinds that are not
    /// members (nested types are pages of their own).
    static func swiftOnlyPlace(_ kind: String) -> (SymbolKind, String)? {
        switch kind {
        case "method": return (.instanceMethod, "Instance Methods")
        case "type.method": return (.classMethod, "Class Methods")
        case "property", "type.property": return (.property, "Properties")
        case "init": return (.initializer, "Initializers")
        case "subscript": return (.subscript, "Subscripts")
        default: return nil
        }
    }

    /// The block and field that make the model read back `spelling`'s path, given the Swift
    /// container the entry gets when no field says one; nil when the format cannot say it.
    /// `alwaysField`: a constant group or data type names its Swift type's path even where
    /// the page implies it, so that a reader sees which type it is.
    /// A top-level name on a type's page is said with its module (`UIKit.UIKeyModifierFlags`).
    static func entry(
        _ spelling: SwiftSpelling, defaultContainer: String?, declares: Bool, alwaysField: Bool = false,
        selector: String? = nil, module: String? = nil
    ) -> EntrySpelling? {
        if declares {
            guard case .success(let declared) = SwiftDeclarationName.of(spelling.declaration), declared == spelling.name else { return nil }
        }
        if let selector, !SwiftDeclarationName.aritiesAgree(selector: selector, swiftName: spelling.name) { return nil }
        let implied = defaultContainer ?? ""
        var field: String?
        if spelling.container == implied {
            if alwaysField { field = spelling.path } else if !declares { field = spelling.name }
        } else if spelling.container.isEmpty {
            // Top level, where the page implies a type: the module's name says so.
            guard let module, !module.isEmpty else { return nil }
            field = "\(module).\(spelling.name)"
        } else {
            field = spelling.path
        }
        if let field, field.contains(".") {
            // What the model reads back (`SwiftPath.split(_:module:)`) must be the graph's path.
            let split = SwiftPath.split(field, module: module)
            guard split.container ?? implied == spelling.container, split.name == spelling.name else { return nil }
        }
        return EntrySpelling(declaration: declares ? spelling.declaration : nil, field: field, path: spelling.path)
    }

    /// A warning for each Swift graph that spells nothing of the Objective-C graphs: none of
    /// its identifiers is theirs and none of its members belongs to their classes. An
    /// extension graph of a module the Objective-C graphs do not hold (`UIKit@CoreImage`)
    /// is not asked to.
    static func unmatchedGraphs(_ graphs: [(path: String, read: SwiftGraphRead)], objectiveC: Set<String>, modules: Set<String>)
        -> [Diagnostic]
    {
        graphs.compactMap { path, read in
            guard !read.spellings.isEmpty else { return nil }
            let file = String(path.split(separator: "/").last ?? Substring(path))
            if let at = file.firstIndex(of: "@") {
                let extended = file[file.index(after: at)...].prefix { $0 != "." }
                if !modules.contains(String(extended)) { return nil }
            }
            let matches = read.spellings.contains { objectiveC.contains($0.key) || $0.value.memberOf.map(objectiveC.contains) == true }
            guard !matches else { return nil }
            return Diagnostic(
                .warning, .graphSwiftUnmatched,
                "\(path): none of the \(read.spellings.count) Swift symbols has a precise identifier of the Objective-C graphs given with it, so it spells nothing imported; give the Objective-C graph of the same module",
                at: SourceLocation(path: path, line: 1, column: 1))
        }
    }
}
