import APIRefCore

/// Compares the library with an SDK's facts without changing anything: members one side has
/// and the other lacks, declarations and availability that differ, deprecations the library
/// does not mention. Every finding is a located warning with a stable id.
///
/// The graph is the authority only where it speaks: a member the graph gives no
/// availability (clang leaves most protocol requirements without one) is not compared on
/// availability, and a library claim newer than anything the graph knows (a deprecation in
/// iOS 13 against an iOS 9.3 graph) is not a contradiction. A category page is compared
/// member by member but never asked for members it does not document, since the class
/// it extends holds many that belong to other frameworks.
public struct DriftCheck {
    public struct Result {
        public var findings: [Diagnostic]
        /// Pages the graphs say nothing about (a root class from another module, a category
        /// clang did not emit).
        public var pagesNotInGraphs: [String]
        public var comparedPages: Int
    }

    public var facts: APIFacts
    /// Only changes newer than this release (`--since`): new members, later introductions and
    /// deprecations. Findings without a version (a declaration, an extra member) are left out.
    public var since: Version?
    /// The Swift graphs' spellings: Swift names and declarations are compared too (`SwiftDrift`).
    public var spellings: SpellingJoin?

    public init(facts: APIFacts, since: Version? = nil) {
        self.facts = facts
        self.since = since
    }

    /// The newest version the graphs mention: claims newer than this are beyond their SDK.
    var sdkVersion: Version? {
        var newest: Version?
        func consider(_ list: [PlatformAvailability]) {
            for entry in list {
                for version in [entry.introduced, entry.deprecated, entry.obsoleted].compactMap({ $0 })
                where newest.map({ version > $0 }) ?? true {
                    newest = version
                }
            }
        }
        for container in facts.containers.values {
            consider(container.availability)
            container.members.forEach { consider($0.availability) }
        }
        facts.enumerations.values.forEach {
            consider($0.availability)
            $0.cases.forEach { consider($0.availability) }
        }
        facts.globals.values.forEach { consider($0.availability) }
        return newest
    }

    public func run(on symbols: [Symbol]) -> Result {
        let sdk = sdkVersion
        var findings: [Diagnostic] = []
        var notInGraphs: [String] = []
        var compared = 0
        let children = Dictionary(grouping: symbols.filter { $0.parentID != nil }, by: { $0.parentID! })
        // Swift's pages too: a framework page only when a Swift module's globals make one.
        let pages = symbols.filter {
            [.class, .protocol, .category, .structure, .enumeration, .actor].contains($0.kind)
                || ($0.kind == .framework && facts.containers[$0.name]?.kind == .framework)
        }.sorted { $0.location < $1.location }
        // Which page each enumeration and constant belongs on: the same rule `import` writes by.
        var documentedConstants: [String: String] = [:]
        for symbol in symbols where [.constant, .constantGroup, .notification].contains(symbol.kind) {
            if let container = symbol.container { documentedConstants[symbol.name] = container }
        }
        let placement = ConstantPlacement(facts: facts, documented: documentedConstants)

        func add(_ id: DiagnosticID, _ message: String, at location: SourceLocation) {
            findings.append(Diagnostic(.warning, id, message, at: location))
        }
        func isNewer(_ version: Version?) -> Bool {
            guard let since else { return true }
            return version.map { $0 > since } ?? false
        }

        for page in pages {
            // A Swift extension's page is known by its title (`String Extensions`).
            let graphName =
                page.kind == .category && facts.containers[page.name]?.kind != .extension ? (page.extendedClass ?? page.name) : page.name
            guard let container = facts.containers[graphName] else {
                notInGraphs.append(page.name)
                continue
            }
            compared += 1
            // The page's own versions (a class deprecated as a whole, UIAlertView's); a
            // category has the class's, which its own page states.
            if page.kind != .category {
                compareAvailability(
                    page.availability, container.availability, name: page.name,
                    at: page.location, sdk: sdk, isNewer: isNewer, add: add)
            }
            // A Swift page's every member kind is compared (cases, associated types, operators, …).
            let isSwift = container.swiftDeclaration != nil || container.members.contains { $0.syntax == .swift }
            let members = (children[page.id] ?? []).filter {
                $0.kind.belongsInTasks || (isSwift && $0.kind.isSwiftOnly) || (isSwift && $0.kind == .function)
            }
            var documented: Set<String> = []
            for member in members {
                documented.insert("\(member.kind.rawValue) \(member.name)")
                guard
                    let graphMember = container.member(named: member.name, kind: member.kind)
                        ?? container.member(named: member.name)
                else {
                    // A Swift-only member is not in the Objective-C graphs; `SwiftDrift` compares it.
                    if member.spellings == .swift { continue }
                    if page.kind != .category && since == nil {
                        add(
                            .driftExtraMember,
                            "\(page.name) documents \(member.kind.displayName) \(member.name), which the SDK does not declare",
                            at: member.location)
                    }
                    continue
                }
                if graphMember.kind != member.kind, since == nil {
                    add(
                        .driftKind,
                        "\(page.name).\(member.name) is documented as \(article(member.kind.displayName)); the SDK declares \(article(graphMember.kind.displayName))",
                        at: member.location)
                }
                if since == nil, let declaration = graphMember.syntax == .swift ? member.swiftDeclaration : member.declaration,
                    DeclarationStyle.canonical(declaration) != DeclarationStyle.canonical(graphMember.declaration)
                {
                    add(
                        .driftDeclaration,
                        "\(page.name).\(member.name): the declaration differs from the SDK's: \(graphMember.declaration)",
                        at: member.location)
                }
                compareAvailability(
                    member.availability, graphMember.availability, name: "\(page.name).\(member.name)",
                    at: member.location, sdk: sdk, isNewer: isNewer, add: add)
            }
            if page.kind != .category {
                for graphMember in container.members
                where !documented.contains("\(graphMember.kind.rawValue) \(graphMember.name)")
                    && !members.contains(where: { $0.name == graphMember.name })
                {
                    let introduced =
                        graphMember.availability.entry(for: "iOS")?.introduced ?? container.availability.entry(for: "iOS")?.introduced
                    guard isNewer(introduced) else { continue }
                    let when = introduced.map { ", iOS \($0)" } ?? ""
                    add(
                        .driftMissingMember,
                        "\(page.name): the SDK declares \(graphMember.kind.displayName) \(graphMember.name)\(when), which the page does not document",
                        at: page.location)
                }
            }
            let pageHeader = header(of: page)
            if let spellings, since == nil {
                let entries = page.kind == .class ? pageHeader.map { facts.globals(inHeader: $0) } : nil
                findings += SwiftDrift(join: spellings).findings(
                    page: page, container: container, children: children,
                    enumerations: entries?.enumerations ?? [], globals: entries?.globals ?? [])
            }
            // Enumerations and constants of the page's header.
            guard page.kind == .class, let header = pageHeader else { continue }
            func owns(_ name: String, members: [String] = []) -> Bool {
                placement.owner(of: name, header: header, members: members) == page.name
            }
            let entries = facts.globals(inHeader: header)
            let libraryConstants = (children[page.id] ?? []).flatMap { child -> [Symbol] in
                child.kind == .constantGroup ? [child] + (children[child.id] ?? []) : [child]
            }
            let libraryNames = Set(libraryConstants.map(\.name))
            for enumeration in entries.enumerations where owns(enumeration.name, members: enumeration.cases.map(\.name)) {
                for constant in enumeration.cases where !libraryNames.contains(constant.name) {
                    let introduced =
                        constant.availability.entry(for: "iOS")?.introduced ?? enumeration.availability.entry(for: "iOS")?.introduced
                    guard isNewer(introduced) else { continue }
                    add(
                        .driftMissingConstant,
                        "\(page.name): the SDK declares \(constant.name) (\(enumeration.name)), which the page does not document",
                        at: page.location)
                }
                for constant in enumeration.cases {
                    guard let documented = libraryConstants.first(where: { $0.name == constant.name && $0.kind == .constant }) else {
                        continue
                    }
                    compareAvailability(
                        documented.availability, constant.availability, name: constant.name, at: documented.location,
                        sdk: sdk, isNewer: isNewer, add: add)
                }
            }
            for global in entries.globals where (global.kind == .constant || global.kind == .notification) && owns(global.name) {
                guard let documented = libraryConstants.first(where: { $0.name == global.name }) else {
                    guard isNewer(global.availability.entry(for: "iOS")?.introduced) else { continue }
                    add(
                        global.kind == .notification ? .driftMissingNotification : .driftMissingConstant,
                        "\(page.name): the SDK declares \(global.kind.rawValue) \(global.name), which the page does not document",
                        at: page.location)
                    continue
                }
                if since == nil, let declaration = documented.declaration,
                    DeclarationStyle.canonical(declaration) != DeclarationStyle.canonical(global.declaration)
                {
                    add(
                        .driftDeclaration, "\(global.name): the declaration differs from the SDK's: \(global.declaration)",
                        at: documented.location)
                }
                compareAvailability(
                    documented.availability, global.availability, name: global.name, at: documented.location,
                    sdk: sdk, isNewer: isNewer, add: add)
            }
        }
        return Result(findings: findings.sorted { $0.location < $1.location }, pagesNotInGraphs: notInGraphs, comparedPages: compared)
    }

    private func article(_ noun: String) -> String {
        ("aeiou".contains(noun.first ?? "x") ? "an " : "a ") + noun
    }

    private func header(of page: Symbol) -> String? {
        page.declaredIn.map { String($0.split(separator: "/").last ?? Substring($0)) }
    }

    /// Introduced, deprecated and obsoleted versions, platform by platform, where the graph
    /// states them.
    private func compareAvailability(
        _ library: [PlatformAvailability], _ graph: [PlatformAvailability], name: String,
        at location: SourceLocation, sdk: Version?, isNewer: (Version?) -> Bool,
        add: (DiagnosticID, String, SourceLocation) -> Void
    ) {
        for fact in graph {
            let documented = library.entry(for: fact.platform)
            if let introduced = fact.introduced, documented?.introduced != introduced, isNewer(introduced) {
                let claim = documented?.introduced.map { "says \(fact.platform) \($0)" } ?? "gives no \(fact.platform) version"
                add(.driftIntroduced, "\(name): the page \(claim); the SDK introduces it in \(fact.platform) \(introduced)", location)
            }
            for (label, sdkValue, pageValue) in [
                ("deprecated", fact.deprecated, documented?.deprecated),
                ("obsoleted", fact.obsoleted, documented?.obsoleted)
            ] {
                switch (sdkValue, pageValue) {
                case (let sdkVersion?, nil) where isNewer(sdkVersion):
                    add(
                        label == "deprecated" ? .driftUnmentionedDeprecation : .driftObsoleted,
                        "\(name): the SDK \(label) it in \(fact.platform) \(sdkVersion); the page does not say so", location)
                case (let sdkVersion?, let pageVersion?) where sdkVersion != pageVersion && isNewer(sdkVersion):
                    add(
                        label == "deprecated" ? .driftDeprecated : .driftObsoleted,
                        "\(name): the page says \(label) in \(fact.platform) \(pageVersion); the SDK says \(fact.platform) \(sdkVersion)",
                        location)
                case (nil, let pageVersion?) where since == nil && (sdk.map { pageVersion <= $0 } ?? true) && fact.introduced != nil:
                    add(
                        label == "deprecated" ? .driftDeprecated : .driftObsoleted,
                        "\(name): the page says \(label) in \(fact.platform) \(pageVersion); the SDK does not", location)
                default:
                    break
                }
            }
        }
    }
}
