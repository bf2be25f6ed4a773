import APIRefCore

/// The facts an SDK declares, read from symbol graphs: what `import` writes and `drift` and
/// `sdk-diff` compare. No prose: symbol graphs made from headers carry none that apiref uses.
public struct APIFacts: Sendable, Codable {
    /// Classes, protocols and categories by name (a category as `Class(Category)`).
    public var containers: [String: APIContainer] = [:]
    /// Enumerations by type name; each becomes a constant group.
    public var enumerations: [String: APIEnumeration] = [:]
    /// Global constants, notifications, functions and typedefs by name.
    public var globals: [String: APIGlobal] = [:]

    public init() {}

    /// These facts with a later graph's laid over them: a container both graphs declare keeps
    /// its members and gains the later graph's (a category's members, a later declaration).
    public func merging(_ later: APIFacts) -> APIFacts {
        var result = self
        for (name, container) in later.containers {
            guard var merged = result.containers[name] else {
                result.containers[name] = container
                continue
            }
            merged.superclass = container.superclass ?? merged.superclass
            merged.extendedClass = container.extendedClass ?? merged.extendedClass
            merged.protocols += container.protocols.filter { !merged.protocols.contains($0) }
            merged.header = container.header ?? merged.header
            merged.identifier = merged.identifier ?? container.identifier
            if !container.availability.isEmpty { merged.availability = container.availability }
            for member in container.members {
                if let index = merged.members.firstIndex(where: { $0.name == member.name && $0.kind == member.kind }) {
                    merged.members[index] = member
                } else {
                    merged.members.append(member)
                }
            }
            result.containers[name] = merged
        }
        result.enumerations.merge(later.enumerations) { _, newer in newer }
        result.globals.merge(later.globals) { _, newer in newer }
        return result
    }

    /// Everything declared in `header` (a file name such as `UITableView.h`) that is not a
    /// container: the entries that go on the page of the class declared in that header.
    public func globals(inHeader header: String) -> (enumerations: [APIEnumeration], globals: [APIGlobal]) {
        (
            enumerations.values.filter { $0.header == header }.sorted { $0.name < $1.name },
            globals.values.filter { $0.header == header }.sorted { $0.name < $1.name }
        )
    }
}

/// A class, protocol or category and its members.
public struct APIContainer: Sendable, Equatable, Codable {
    /// The last five are Swift's: a page of `kind: struct`, `enum`, `actor`, `extension`
    /// (another module's type's extension) or `framework` (a module's globals).
    public enum Kind: String, Sendable, Codable {
        case `class`, `protocol`, category
        case structure = "struct"
        case enumeration = "enum"
        case actor, `extension`, framework
    }
    public var name: String
    public var kind: Kind
    /// The graph's module: the folder its page goes in.
    public var framework: String
    public var superclass: String?
    /// For a category, the class it extends.
    public var extendedClass: String?
    public var protocols: [String] = []
    public var header: String?
    public var availability: [PlatformAvailability] = []
    public var members: [APIMember] = []
    /// The graph and position it came from, for messages.
    public var origin: String
    /// A Swift type's declaration, written after the page's abstract in a ```swift block.
    public var swiftDeclaration: String?
    /// A nested Swift type's whole path (`Outcome.Report`), the page's `swift-name`.
    public var swiftName: String?
    /// The graph's precise identifier (clang's USR), which Swift graphs spell the symbol by.
    public var identifier: String?

    public func member(named name: String, kind: SymbolKind? = nil) -> APIMember? {
        members.first { $0.name == name && (kind == nil || $0.kind == kind) }
    }
}

/// A property or method.
public struct APIMember: Sendable, Equatable, Codable {
    public var name: String
    /// `.property`, `.instanceMethod` or `.classMethod`.
    public var kind: SymbolKind
    /// The declaration as apiref pages write it: `- (void)reloadData`.
    public var declaration: String
    public var parameters: [String] = []
    /// Only what the graph states; empty when it says nothing (clang leaves protocol
    /// requirements and most enumeration cases without availability).
    public var availability: [PlatformAvailability] = []
    public var header: String?
    /// What replaces a deprecated member (`renamed`), and why it is deprecated (`message`),
    /// where the graph says: Swift's graphs do, clang's do not.
    public var replacement: String?
    public var deprecationMessage: String?
    /// The language of `declaration`: a Swift-only member's is Swift, in a ```swift block.
    public var syntax: Syntax = .objectiveC
    /// The section it goes in when its kind does not say (`Type Methods`, `Initializers`).
    public var section: String?
    /// A protocol requirement: `true`, or `false` when it is optional or has a default
    /// implementation; nil for anything else.
    public var isRequired: Bool?
    /// The graph's precise identifier (clang's USR).
    public var identifier: String?
}

/// An enumeration and its cases.
public struct APIEnumeration: Sendable, Equatable, Codable {
    public var name: String
    /// `NSInteger`, `NSUInteger`, … when the graph gives one.
    public var underlyingType: String?
    public var header: String?
    public var availability: [PlatformAvailability] = []
    public var cases: [APIConstantCase] = []
    /// The graph's precise identifier (clang's USR).
    public var identifier: String?

    /// `typedef enum Name : NSInteger { A, B } Name;` — the graph's facts in the form pages use.
    public var declaration: String {
        let type = underlyingType.map { " : \($0)" } ?? ""
        let body = cases.map { "    \($0.name)" }.joined(separator: ",\n")
        return "typedef enum \(name)\(type) {\n\(body)\n} \(name);"
    }
}

public struct APIConstantCase: Sendable, Equatable, Codable {
    public var name: String
    public var availability: [PlatformAvailability] = []
    /// The graph's precise identifier (clang's USR).
    public var identifier: String?
}

/// A global constant, notification name, function or typedef.
public struct APIGlobal: Sendable, Equatable, Codable {
    public enum Kind: String, Sendable, Codable { case constant, notification, function, typedef }
    public var name: String
    public var kind: Kind
    public var declaration: String
    public var header: String?
    public var availability: [PlatformAvailability] = []
    /// The graph's precise identifier (clang's USR).
    public var identifier: String?
}

extension Array where Element == PlatformAvailability {
    /// The entry for one platform, by its canonical name.
    public func entry(for platform: String) -> PlatformAvailability? { first { $0.platform == platform } }
}
