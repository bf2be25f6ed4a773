/// Which page an enumeration, constant or notification belongs on, decided one way for
/// `import` (where to write it) and `drift` (where its absence is drift): the page that
/// already documents it or one of its cases; else the class declared in its header whose
/// name is the longest prefix of its own (`UITableViewRowActionStyle` → `UITableViewRowAction`);
/// else the class named like the header (`UIResponder.h` → `UIResponder`); else the
/// header's first class by name.
public struct ConstantPlacement {
    private let classesByHeader: [String: [String]]
    /// Names the library documents, with the page (class) that documents them.
    private let documented: [String: String]

    public init(facts: APIFacts, documented: [String: String]) {
        var classes: [String: [String]] = [:]
        for container in facts.containers.values where container.kind == .class {
            if let header = container.header { classes[header, default: []].append(container.name) }
        }
        classesByHeader = classes.mapValues { $0.sorted() }
        self.documented = documented
    }

    /// The class whose page holds `name` (with `members`, an enumeration's cases), or nil
    /// when its header declares no class.
    public func owner(of name: String, header: String?, members: [String] = []) -> String? {
        if let page = ([name] + members).lazy.compactMap({ documented[$0] }).first { return page }
        guard let header, let classes = classesByHeader[header], !classes.isEmpty else { return nil }
        if let prefixed = classes.filter({ name.hasPrefix($0) }).max(by: { $0.count < $1.count }) { return prefixed }
        let base = header.hasSuffix(".h") ? String(header.dropLast(2)) : header
        return classes.contains(base) ? base : classes.first
    }
}
