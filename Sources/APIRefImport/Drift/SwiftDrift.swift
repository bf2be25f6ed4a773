import APIRefCore

/// Where a page's Swift spellings and the SDK's Swift graphs disagree: a Swift name or path
/// that differs (`drift-swift-name`), a Swift declaration that differs beyond spacing
/// (`drift-swift-declaration`), an entry the graphs spell that the page gives no Swift
/// spelling (`drift-missing-swift`), and Swift-only members one side has and the other lacks
/// (`drift-missing-member`, `drift-extra-member`). What the graphs spell is what `import` would write
/// (`SpellingJoin`), so that an imported page has no Swift drift.
struct SwiftDrift {
    var join: SpellingJoin

    func findings(
        page: Symbol, container: APIContainer, children: [String: [Symbol]],
        enumerations: [APIEnumeration], globals: [APIGlobal]
    ) -> [Diagnostic] {
        let expected = join.page(for: container, enumerations: enumerations, globals: globals)
        var findings: [Diagnostic] = []
        func add(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            findings.append(Diagnostic(.warning, id, message, at: location))
        }
        // The page's own Swift name: a category's `swift-name` is its extended type's.
        let pageName = page.kind == .category ? page.swiftContainer : page.swiftPath
        if let swiftName = expected.swiftName, pageName != swiftName {
            let claim = pageName.map { "says \($0)" } ?? "gives none"
            add(.driftSwiftName, "\(page.name): the page's Swift name \(claim); the SDK's Swift graphs say \(swiftName)", at: page.location)
        }
        func compare(_ symbol: Symbol, _ entry: EntrySpelling) {
            let name = "\(page.name).\(symbol.name)"
            guard let path = symbol.swiftPath else {
                add(.driftMissingSwift, "\(name) has no Swift spelling; the SDK's Swift graphs spell it \(entry.path)", at: symbol.location)
                return
            }
            if path != entry.path {
                add(
                    .driftSwiftName, "\(name): the page's Swift name is \(path); the SDK's Swift graphs say \(entry.path)",
                    at: symbol.location)
            } else if let declaration = entry.declaration, let documented = symbol.swiftDeclaration,
                Self.spaced(documented) != Self.spaced(declaration)
            {
                add(.driftSwiftDeclaration, "\(name): the Swift declaration differs from the SDK's: \(declaration)", at: symbol.location)
            }
        }
        let descendants = (children[page.id] ?? []).flatMap { [$0] + (children[$0.id] ?? []) }
        // Swift-only members: the page's against the graphs' (a category's class has many of other modules).
        let swiftOnly = Set(expected.swiftOnlyMembers.map(\.name))
        // (A member the graphs' facts hold, a Swift module's or a Swift-only type's, is the facts' to compare.)
        for symbol in descendants
        where symbol.spellings == .swift && symbol.kind.belongsInTasks && !swiftOnly.contains(symbol.name)
            && page.kind != .category && container.member(named: symbol.name) == nil
        {
            add(
                .driftExtraMember,
                "\(page.name) documents \(symbol.kind.displayName) \(symbol.name), which the SDK's Swift graphs do not declare",
                at: symbol.location)
        }
        let documented = Set(descendants.map(\.name))
        for member in expected.swiftOnlyMembers where !documented.contains(member.name) {
            let when = member.availability.entry(for: "iOS")?.introduced.map { ", iOS \($0)" } ?? ""
            add(
                .driftMissingMember,
                "\(page.name): the SDK's Swift graphs declare \(member.kind.displayName) \(member.name)\(when), which the page does not document",
                at: page.location)
        }
        for symbol in descendants {
            switch symbol.kind {
            case .constantGroup:
                let constants = Set((children[symbol.id] ?? []).map(\.name))
                guard
                    let enumeration = enumerations.first(where: {
                        $0.name == symbol.name || $0.cases.contains { constants.contains($0.name) }
                    }),
                    let entry = expected.enumerations[enumeration.name]
                else { continue }
                compare(symbol, entry)
            case .constant, .notification, .function, .dataType:
                guard let entry = expected.cases[symbol.name] ?? expected.globals[symbol.name] else { continue }
                compare(symbol, entry)
            default:
                guard let entry = expected.members[SpellingJoin.key(symbol.name, symbol.kind)] else { continue }
                compare(symbol, entry)
            }
        }
        return findings
    }

    /// A declaration with its whitespace runs made single spaces: spacing is not drift.
    static func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
