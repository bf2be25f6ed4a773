/// What an SDK's symbol graphs declare, as coverage compares it: its classes, protocols
/// and Swift types with their members, by name. The graph reader (`APIRefImport`) makes it
/// from its facts; the core knows nothing of graphs.
public struct SDKDeclarations: Sendable {
    public struct Container: Sendable {
        public var name: String
        /// `class`, `protocol`, `struct`, `enum`, `actor`.
        public var kind: String
        /// The graph's module.
        public var framework: String
        /// Its properties and methods (and a Swift type's every member), each name once.
        public var members: [Member]

        public init(name: String, kind: String, framework: String, members: [Member]) {
            self.name = name
            self.kind = kind
            self.framework = framework
            self.members = members
        }
    }

    public struct Member: Sendable {
        public var name: String
        public var kind: SymbolKind

        public init(name: String, kind: SymbolKind) {
            self.name = name
            self.kind = kind
        }
    }

    /// By name.
    public var containers: [String: Container]
    /// The Objective-C graphs read (Swift graphs only join their spellings).
    public var graphCount: Int

    public init(containers: [String: Container], graphCount: Int) {
        self.containers = containers
        self.graphCount = graphCount
    }

    /// The modules the graphs declare types of.
    public var frameworks: Set<String> { Set(containers.values.map(\.framework)) }
}
