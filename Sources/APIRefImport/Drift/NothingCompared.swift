import APIRefCore

/// Why a comparison compared nothing, in words that say what was expected: a drift or
/// sdk-diff run over the graphs of another module, or of an empty folder, must not pass
/// as a clean result.
public enum NothingCompared {
    /// How many names a message lists before it says "and N more".
    static let listed = 8

    /// `drift` compared no page: what the library documents and what the graphs declare.
    public static func drift(pages: [Symbol], facts: APIFacts, graphCount: Int) -> String {
        let documented = pages.filter { [.class, .protocol, .category].contains($0.kind) }
        let library: String
        if documented.isEmpty {
            library = "the library documents no class, protocol or category"
        } else {
            let frameworks = Set(documented.compactMap(\.framework)).sorted()
            let names = documented.map { $0.kind == .category ? ($0.extendedClass ?? $0.name) : $0.name }
            library = "the library documents \(documented.count) (\(frameworkList(frameworks))): \(sample(names))"
        }
        return
            "no page was compared with the \(graphCount) graph(s): \(library); \(graphs(facts)). Give the graphs of the library's frameworks"
    }

    /// `sdk-diff` has nothing to compare: one side declares nothing, or the two sides are
    /// graphs of different modules. `nil` when there is something to compare.
    public static func sdkDiff(old: APIFacts, new: APIFacts) -> String? {
        if isEmpty(old) || isEmpty(new) {
            return "nothing to compare: the old release's graphs: \(graphs(old)); the new release's: \(graphs(new))"
        }
        let before = modules(old)
        let after = modules(new)
        if !before.isEmpty, !after.isEmpty, before.isDisjoint(with: after) {
            return
                "nothing to compare: the old release's graphs are of \(frameworkList(before.sorted())), the new release's of \(frameworkList(after.sorted())); give the graphs of the same modules"
        }
        return nil
    }

    /// What the graphs declare, briefly: their modules and classes.
    static func graphs(_ facts: APIFacts) -> String {
        guard !facts.containers.isEmpty else {
            let others = facts.enumerations.count + facts.globals.count
            return others == 0
                ? "the graphs declare nothing apiref reads"
                : "the graphs declare no class, protocol or category (\(others) enumeration(s) and global(s))"
        }
        return
            "the graphs declare \(facts.containers.count) (\(frameworkList(modules(facts).sorted()))): \(sample(Array(facts.containers.keys)))"
    }

    static func isEmpty(_ facts: APIFacts) -> Bool {
        facts.containers.isEmpty && facts.enumerations.isEmpty && facts.globals.isEmpty
    }

    static func modules(_ facts: APIFacts) -> Set<String> {
        Set(facts.containers.values.map(\.framework))
    }

    private static func frameworkList(_ names: [String]) -> String {
        names.isEmpty ? "no framework" : (names.count == 1 ? "framework " : "frameworks ") + names.joined(separator: ", ")
    }

    /// The first names in order, then how many more.
    private static func sample(_ names: [String]) -> String {
        let sorted = Array(Set(names)).sorted()
        let more = sorted.count > listed ? ", and \(sorted.count - listed) more" : ""
        return sorted.prefix(listed).joined(separator: ", ") + more
    }
}
