import APIRefCore
import APIRefIndex
import APIRefRender

/// The library's names as an audit matches them: every symbol by its Objective-C name (a
/// property also by its setter, `setAccessoryType:`), its Swift name and its Swift base
/// name, each with whether it is deprecated and, against the deployment target, reported.
/// Made once from the index; matching a use is a dictionary look-up.
public struct AuditCatalog: Sendable {
    struct Entry: Sendable {
        var name: String
        var swiftName: String?
        var swiftContainer: String?
        var container: String?
        var kind: SymbolKind
        /// Deprecated at some version, or to be deprecated: what makes a shared name reportable.
        var isDeprecated: Bool
        /// The finding's symbol when the deprecation is at or before the deployment target.
        var reported: AuditSymbol?
    }

    private var entries: [Entry] = []
    private var objectiveC: [String: [Int]] = [:]
    private var swift: [String: [Int]] = [:]
    private var swiftBase: [String: [Int]] = [:]

    /// The platform whose deprecations count.
    public let platform: String

    /// The catalog of `index` for `platform`; with a deployment target, only what is deprecated
    /// at or before it is reported (and nothing "to be deprecated", which has no version).
    public init(index: SymbolIndex, platform: String, deploymentTarget: Version?) throws {
        let symbols = try index.allSymbols(detail: .facts)
        // "To be deprecated" is known from the SDK releases' history alone; the last such
        // event stands, unless the symbol was deprecated with a version since.
        var toBeDeprecated: [String: Version] = [:]
        // Every release: versions are at most four digits a component.
        if let first = Version(components: [0]), let last = Version(components: [9999]) {
            for change in try index.changes(from: first, to: last, groups: [.deprecated]) where change.event.kind == .toBeDeprecated {
                toBeDeprecated[change.symbolID] = change.event.release
            }
        }
        self = try index.reading { library in
            AuditCatalog(
                symbols: symbols, toBeDeprecated: toBeDeprecated, source: library, platform: platform,
                deploymentTarget: deploymentTarget)
        }
    }

    /// The catalog of `symbols`; `source` answers the parents a page link walks up to.
    init(symbols: [Symbol], toBeDeprecated: [String: Version], source: SymbolSource, platform: String, deploymentTarget: Version?) {
        self.platform = platform
        let paths = SitePaths(symbols: symbols)
        var byID: [String: Symbol] = [:]
        for symbol in symbols { byID[symbol.id] = symbol }
        for symbol in symbols where symbol.kind != .article && symbol.kind != .framework && symbol.kind != .category {
            var entry = Entry(
                name: symbol.name, swiftName: symbol.swiftName, swiftContainer: symbol.swiftContainer,
                container: symbol.kind.isPage ? nil : symbol.container, kind: symbol.kind,
                isDeprecated: false, reported: nil)
            var status: AuditStatus?
            if let facts = symbol.availability.first(where: { $0.platform.lowercased() == platform.lowercased() }),
                let version = facts.deprecated ?? facts.obsoleted
            {
                entry.isDeprecated = true
                if deploymentTarget.map({ version <= $0 }) ?? true {
                    status = .deprecated(platform: facts.platform, version: version, obsoleted: facts.obsoleted)
                }
            } else if let release = toBeDeprecated[symbol.id] {
                entry.isDeprecated = true
                if deploymentTarget == nil { status = .toBeDeprecated(release: release) }
            }
            if let status {
                entry.reported = AuditSymbol(
                    id: symbol.id, name: symbol.name, swiftName: symbol.swiftName, container: entry.container, kind: symbol.kind,
                    status: status, replacement: Self.replacement(of: symbol, among: byID),
                    message: Self.message(of: symbol), lookup: Self.lookup(symbol, container: entry.container),
                    page: paths.url(for: symbol, in: source))
            }
            add(entry)
        }
    }

    private mutating func add(_ entry: Entry) {
        let position = entries.count
        entries.append(entry)
        objectiveC[entry.name, default: []].append(position)
        if entry.kind == .property, let first = entry.name.first {
            objectiveC["set" + first.uppercased() + entry.name.dropFirst() + ":", default: []].append(position)
        }
        if let swiftName = entry.swiftName {
            swift[swiftName, default: []].append(position)
            swiftBase[Self.base(of: swiftName), default: []].append(position)
        }
    }

    // MARK: Matching

    /// The finding a use makes, if any: every symbol of the library that the name can mean
    /// (by its form: a message send means a method or property, a bare name a type or
    /// constant) is deprecated, and at least one is reported. A name that some container
    /// declares undeprecated is never reported: the receiver's type is not known.
    func match(_ use: AuditUse) -> (symbol: AuditSymbol, others: [String])? {
        let candidates = self.candidates(for: use)
        guard !candidates.isEmpty, candidates.allSatisfy({ entries[$0].isDeprecated }) else { return nil }
        let reported = candidates.compactMap { entries[$0].reported }
        guard
            let first = reported.min(by: { ($0.status.order.0, $0.status.order.1, $0.id) < ($1.status.order.0, $1.status.order.1, $1.id) })
        else { return nil }
        var others = Set(candidates.compactMap { entries[$0].container })
        if let container = first.container { others.remove(container) }
        return (first, others.sorted())
    }

    private func candidates(for use: AuditUse) -> [Int] {
        switch use.language {
        case .objectiveC:
            return (objectiveC[use.name] ?? []).filter { Self.objectiveCKinds(use.form, entries[$0]) }
        case .swift:
            switch use.form {
            case .call, .implementation:
                if let exact = swift[use.name], !use.name.contains("?:") {
                    let methods = exact.filter { Self.swiftKinds(use.form, entries[$0]) }
                    if !methods.isEmpty || use.form == .call { return methods }
                }
                // A trailing closure's label (`?:`) may be any; an override of a property is by its name.
                let labels = Self.labels(of: use.name)
                return (swiftBase[Self.base(of: use.name)] ?? []).filter { position in
                    let entry = entries[position]
                    guard Self.swiftKinds(use.form, entry), let swiftName = entry.swiftName else { return false }
                    if !swiftName.contains("(") { return use.form == .implementation && !use.name.contains("(") }
                    let theirs = Self.labels(of: swiftName)
                    return theirs.count == labels.count && zip(theirs, labels).allSatisfy { $0 == $1 || $1 == "?" }
                }
            case .property:
                return (swift[use.name] ?? []).filter { Self.swiftKinds(use.form, entries[$0]) }
            case .identifier, .selector:
                return (swiftBase[use.name] ?? []).filter { Self.swiftKinds(use.form, entries[$0]) }
            }
        }
    }

    private static let methodKinds: Set<SymbolKind> = [.instanceMethod, .classMethod, .initializer]
    private static let nameKinds: Set<SymbolKind> = [
        .class, .protocol, .structure, .enumeration, .actor, .constant, .constantGroup, .function, .notification, .dataType,
        .variable, .typeAlias
    ]

    private static func objectiveCKinds(_ form: AuditUse.Form, _ entry: Entry) -> Bool {
        switch form {
        case .call, .selector, .implementation: return methodKinds.contains(entry.kind) || entry.kind == .property
        case .property: return entry.kind == .property || (methodKinds.contains(entry.kind) && !entry.name.contains(":"))
        case .identifier: return nameKinds.contains(entry.kind)
        }
    }

    private static func swiftKinds(_ form: AuditUse.Form, _ entry: Entry) -> Bool {
        switch form {
        case .call, .selector: return methodKinds.contains(entry.kind) || entry.kind == .subscript
        case .implementation: return methodKinds.contains(entry.kind) || entry.kind == .property
        case .property:
            return [.property, .constant, .enumCase, .variable, .notification].contains(entry.kind)
        case .identifier:
            // A global: a type, or a function or constant Swift does not put in a type.
            return nameKinds.contains(entry.kind) && (entry.kind.isType || entry.swiftContainer?.isEmpty ?? true)
        }
    }

    /// `dequeueReusableCell` of `dequeueReusableCell(withIdentifier:)`.
    static func base(of swiftName: String) -> String {
        swiftName.firstIndex(of: "(").map { String(swiftName[..<$0]) } ?? swiftName
    }

    /// `["withIdentifier", "for"]` of `dequeueReusableCell(withIdentifier:for:)`.
    static func labels(of swiftName: String) -> [String] {
        guard let open = swiftName.firstIndex(of: "("), let close = swiftName.lastIndex(of: ")"), open < close else { return [] }
        return swiftName[swiftName.index(after: open)..<close].split(separator: ":", omittingEmptySubsequences: true).map(String.init)
    }

    // MARK: What a finding says

    private static func replacement(of symbol: Symbol, among symbols: [String: Symbol]) -> (objectiveC: String, swift: String?)? {
        guard let link = symbol.replacement else { return nil }
        let target = link.resolvedID.flatMap { symbols[$0] }
        let swift = link.swiftText ?? target?.swiftPath
        return (link.text, swift)
    }

    private static func message(of symbol: Symbol) -> String? {
        let text = symbol.deprecationMessage.map(\.plainText).joined()
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        return text.isEmpty ? nil : text
    }

    /// `apiref UITableView dequeueReusableCellWithIdentifier:`, quoted where a shell would
    /// read the name otherwise.
    private static func lookup(_ symbol: Symbol, container: String?) -> String {
        let words = [container, symbol.name].compactMap { $0 }.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" || $0 == "." } ? word : "'\(word)'"
        }
        return (["apiref"] + words).joined(separator: " ")
    }
}
