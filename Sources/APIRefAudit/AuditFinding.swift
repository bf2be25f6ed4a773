import APIRefCore

/// Why a symbol is reported: deprecated (or obsoleted) on the audited platform, or marked
/// `API_TO_BE_DEPRECATED` in an SDK release (`history.json`), which names no version.
public enum AuditStatus: Hashable, Sendable {
    case deprecated(platform: String, version: Version, obsoleted: Version?)
    case toBeDeprecated(release: Version)

    /// The SARIF rule and the `[…]` tag of a GNU line.
    public var ruleID: String {
        switch self {
        case .deprecated: return "apiref-deprecated"
        case .toBeDeprecated: return "apiref-to-be-deprecated"
        }
    }

    /// Earlier deprecations first; "to be deprecated" after every version.
    var order: (Int, Version) {
        switch self {
        case .deprecated(_, let version, _): return (0, version)
        case .toBeDeprecated(let release): return (1, release)
        }
    }
}

/// One of the library's symbols as a finding names it.
public struct AuditSymbol: Hashable, Sendable {
    /// `UIKit/UITableView/dequeueReusableCellWithIdentifier:`.
    public var id: String
    /// The Objective-C name, or the Swift name of a Swift-only symbol.
    public var name: String
    public var swiftName: String?
    /// The class or protocol of a member; nil for a page.
    public var container: String?
    public var kind: SymbolKind
    public var status: AuditStatus
    /// What replaces it, in each language's spelling (the Swift one when Swift sees it).
    public var replacement: (objectiveC: String, swift: String?)?
    /// Why it is deprecated, as plain text; nil when the page says nothing.
    public var message: String?
    /// The command that shows its page: `apiref UITableView dequeueReusableCellWithIdentifier:`.
    public var lookup: String
    /// Its place in a site `apiref build` writes, relative to the site's root
    /// (`UIKit/UITableView.html#dequeueReusableCellWithIdentifier:`).
    public var page: String?

    public static func == (lhs: AuditSymbol, rhs: AuditSymbol) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The name in the language of the use.
    func name(in language: AuditUse.Language) -> String {
        language == .swift ? swiftName ?? name : name
    }

    func replacement(in language: AuditUse.Language) -> String? {
        guard let replacement else { return nil }
        return language == .swift ? replacement.swift ?? replacement.objectiveC : replacement.objectiveC
    }
}

/// A use in a user's file that names deprecated API.
public struct AuditFinding: Hashable, Sendable {
    /// The path as the user gave it (or below the folder they gave).
    public var file: String
    public var use: AuditUse
    /// The column counted in Unicode scalars, as SARIF's `unicodeCodePoints` counts it.
    public var scalarColumn: Int
    /// The symbol reported: of the candidates, the one deprecated earliest.
    public var symbol: AuditSymbol
    /// The other containers that declare the name, every one deprecated too: the receiver's
    /// type is not known, so the finding names them all.
    public var alsoDeclaredBy: [String]

    public init(file: String, use: AuditUse, scalarColumn: Int, symbol: AuditSymbol, alsoDeclaredBy: [String]) {
        self.file = file
        self.use = use
        self.scalarColumn = scalarColumn
        self.symbol = symbol
        self.alsoDeclaredBy = alsoDeclaredBy
    }

    /// `'dequeueReusableCellWithIdentifier:' of UITableView is deprecated in iOS 6.0; use
    /// 'dequeueReusableCellWithIdentifier:forIndexPath:'` and the other containers: the words
    /// every format shows.
    public var message: String {
        let name = symbol.name(in: use.language)
        var text = "'\(name)'"
        if let container = symbol.container { text += " of \(container)" }
        switch symbol.status {
        case .deprecated(let platform, let version, let obsoleted):
            text += " is deprecated in \(platform) \(version)"
            if let obsoleted { text += " and obsoleted in \(platform) \(obsoleted)" }
        case .toBeDeprecated(let release):
            text += " is to be deprecated (API_TO_BE_DEPRECATED since the \(release) SDK)"
        }
        if let replacement = symbol.replacement(in: use.language) {
            text += "; use '\(replacement)'"
        } else if let message = symbol.message, !message.isEmpty {
            text += ": \(message)"
        }
        if !alsoDeclaredBy.isEmpty {
            text += " (also declared by \(alsoDeclaredBy.joined(separator: ", ")), deprecated there too)"
        }
        return text
    }
}
