extension GraphSet {
    /// Lays the Swift graphs' pages over the Objective-C facts. A module that has an
    /// Objective-C graph (UIKit) is documented from it: Swift adds only its Swift-only types
    /// (`UITableViewDiffableDataSource`, `UIListContentConfiguration`). A module known only
    /// from Swift graphs (a Swift package's) is imported from them completely.
    mutating func addSwiftPages(_ graphs: [SwiftGraphPages]) {
        let objectiveCModules = Set(facts.containers.values.map(\.framework))
        for graph in graphs {
            var pages = graph.facts
            if objectiveCModules.contains(graph.module) {
                let kept = Set(graph.swiftOnlyTypes)
                pages.containers = pages.containers.filter { kept.contains($0.key) && facts.containers[$0.key] == nil }
            }
            facts = facts.merging(pages)
            warnings += graph.warnings
            skippedSymbols += graph.skipped
        }
    }
}

extension GraphSet {
    /// The pages the Swift graphs give: Swift-only types, and Swift modules' pages.
    public var swiftPageCount: Int {
        facts.containers.values.count { $0.swiftDeclaration != nil || $0.members.contains { $0.syntax == .swift } || $0.kind == .extension }
    }
}
