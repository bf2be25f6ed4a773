import APIRefCore

extension SDKDeclarations {
    /// The types the graphs declare with their members, as coverage counts them: classes,
    /// protocols and Swift types (not categories, whose members belong to their classes, nor
    /// another module's extended types); a member by name, once, as `drift` matches them.
    public init(_ graphs: GraphSet) {
        var containers: [String: Container] = [:]
        for container in graphs.facts.containers.values {
            switch container.kind {
            case .class, .protocol, .structure, .enumeration, .actor: break
            case .category, .extension, .framework: continue
            }
            var seen: Set<String> = []
            let members = container.members.filter { seen.insert($0.name).inserted }.map { Member(name: $0.name, kind: $0.kind) }
            containers[container.name] = Container(
                name: container.name, kind: container.kind.rawValue,
                framework: container.framework, members: members)
        }
        self.init(containers: containers, graphCount: graphs.graphCount)
    }
}
