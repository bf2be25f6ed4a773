extension GraphSet {
    /// Lays the Swift graphs' pages over the Objective-C facts. A module that has an
    /// Objective-C graph (UIKit) is documented from it: Swift adds only its Swift-only types
    /// (`UITableViewDiffableDataSource`, `UIListContentConfiguration`), and so does a module
    /// whose Swift graph shows Objective-C types. A module known only from Swift graphs (a
    /// Swift package's) is imported from them completely.
    mutating func addSwiftPages(_ graphs: [SwiftGraphPages]) {
        let objectiveCModules = Set(facts.containers.values.map(\.framework))
        // The value types Objective-C classes bridge to, by Swift path.
        let bridgedTypes = Set(swiftBridges.values)
        // Protocols and superclasses one graph names by USR, which another graph declares.
        let typePaths = graphs.reduce(into: [String: String]()) { table, graph in table.merge(graph.typePaths) { first, _ in first } }
        func named(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.compactMap { $0.hasPrefix("s:") ? typePaths[$0] : $0 }.filter { seen.insert($0).inserted }
        }
        for graph in graphs {
            var pages = graph.facts
            // An Objective-C module seen from Swift (its types have clang USRs, `c:…`) is the
            // Objective-C graph's to document, given or not: only its Swift-only types come from here.
            let isClangModule = graph.typePaths.keys.contains { $0.hasPrefix("c:") }
            if objectiveCModules.contains(graph.module) || isClangModule {
                let kept = Set(graph.swiftOnlyTypes)
                pages.containers = pages.containers.filter { kept.contains($0.key) }
                // A Swift-only type named like an Objective-C class (the generic
                // `UITableViewDiffableDataSource`, the struct `UIListContentConfiguration`) is
                // that class's Swift face, as Apple's reference shows them: one page, with the
                // Swift declaration and the Swift members beside the Objective-C ones.
                // A value type an Objective-C class bridges to (`IndexPath` for `NSIndexPath`) is
                // documented by that class's page, which Swift names by it (`swift-name`): no
                // page of its own. (Its Swift-only members, `IndexPath`'s collection API, are not
                // imported yet.)
                for (name, swift) in pages.containers {
                    if bridgedTypes.contains(name), facts.containers[name] == nil {
                        pages.containers[name] = nil
                        continue
                    }
                    guard var page = facts.containers[name] else { continue }
                    page.members += swift.members.filter { member in
                        !page.members.contains { $0.name == member.name && $0.kind == member.kind }
                    }
                    page.swiftDeclaration = page.swiftDeclaration ?? swift.swiftDeclaration
                    facts.containers[name] = page
                    pages.containers[name] = nil
                }
            }
            pages.containers = pages.containers.mapValues { page in
                var page = page
                page.protocols = named(page.protocols)
                page.superclass = page.superclass.flatMap { named([$0]).first }
                return page
            }
            facts = facts.merging(pages)
            warnings += graph.warnings
            skippedSymbols += graph.skipped
        }
    }

    /// The pages the Swift graphs give: Swift-only types, and Swift modules' pages.
    public var swiftPageCount: Int {
        facts.containers.values.count { $0.swiftDeclaration != nil || $0.members.contains { $0.syntax == .swift } || $0.kind == .extension }
    }
}
