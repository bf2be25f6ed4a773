import APIRefCore

/// Containers for the library's own pages that the Objective-C graphs lack, with the precise
/// identifiers clang would give them (`c:objc(cs)NSIndexPath(py)row`), so that Swift graphs
/// can spell their members all the same: clang leaves out a framework's categories of another
/// framework's classes (UIKit's `NSIndexPath` additions), which Swift's extension graphs keep.
/// Only `import --spellings-only` uses them: they carry names and identifiers, no other fact.
public enum LibraryContainers {
    /// Keyed as `Importer.existingPages` is: a class or protocol by name, a category as `Class(Page name)`.
    public static func missing(from facts: APIFacts, in symbols: [Symbol]) -> [String: APIContainer] {
        let children = Dictionary(grouping: symbols.filter { $0.parentID != nil }, by: { $0.parentID! })
        var result: [String: APIContainer] = [:]
        for page in symbols {
            let key: String
            let owner: String
            let kind: APIContainer.Kind
            switch page.kind {
            case .class:
                (key, owner, kind) = (page.name, "c:objc(cs)\(page.name)", .class)
            case .protocol:
                (key, owner, kind) = (page.name, "c:objc(pl)\(page.name)", .protocol)
            case .category:
                guard let extended = page.extendedClass else { continue }
                (key, owner, kind) = ("\(extended)(\(page.name))", "c:objc(cs)\(extended)", .category)
            default:
                continue
            }
            guard facts.containers[key] == nil else { continue }
            var container = APIContainer(name: key, kind: kind, framework: page.framework ?? "", origin: page.location.path)
            container.extendedClass = page.extendedClass
            if kind != .category { container.identifier = owner }
            for member in children[page.id] ?? [] {
                let marker: String
                switch member.kind {
                case .property: marker = "(py)"
                case .instanceMethod: marker = "(im)"
                case .classMethod: marker = "(cm)"
                default: continue
                }
                container.members.append(
                    APIMember(
                        name: member.name, kind: member.kind, declaration: member.declaration ?? "",
                        identifier: owner + marker + member.name))
            }
            result[key] = container
        }
        return result
    }
}
